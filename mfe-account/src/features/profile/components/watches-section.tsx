import { BACKEND_UNAVAILABLE_MESSAGE, Button, ErrorState, FieldError, isApiError, Spinner, unwatchOrganization, useWatches, withoutWatch } from '@x4i/shared';
import { finderOrganizationPath, MAX_WATCHES, type WatchedOrganization } from '@x4i/shared/contracts';
import { formatCount, formatEin } from '@x4i/shared/domain';
import { Link } from '@x4i/shared/router';
import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { formatDay, watchStatusText } from '../domain/watch-change';
import { EmptyState, ProfileList, ProfileListItem, ProfileSection } from './section';

const FINDER_PATH = '/nonprofit-ntee-code-finder';

const Intro = styled.p`
  margin: 0 0 12px;
`;

const Item = styled(ProfileListItem)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 4px 16px;
  align-items: start;

  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const NameLink = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.secondary};
`;

const Change = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Announcement = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const messageOf = (failure: unknown) => (isApiError(failure) ? failure.message : BACKEND_UNAVAILABLE_MESSAGE);

function WatchItem({ watch, stopping, onStop, buttonRef }: { watch: WatchedOrganization; stopping: boolean; onStop(): void; buttonRef(element: HTMLButtonElement | null): void }) {
  const status = watchStatusText(watch);
  return (
    <Item>
      <div>
        <NameLink to={finderOrganizationPath(watch.ein)}>{watch.name}</NameLink>
        <p>
          EIN {formatEin(watch.ein)}
          {watch.state && ` · ${watch.state}`} · Watched since {formatDay(watch.watchedSince)}
        </p>
        {status && <Change>{status}</Change>}
      </div>
      <Button ref={buttonRef} variant="secondary" loading={stopping} onClick={onStop} aria-label={`Stop watching ${watch.name}`}>
        Stop watching
      </Button>
    </Item>
  );
}

/**
 * The organisations the member watches (issue 36), each with its newest change in the IRS files, and the way to
 * stop watching one. The row goes once the server confirms, and a live region says so.
 */
export function WatchesSection() {
  const { data, error, mutate } = useWatches(true);
  const [stopping, setStopping] = useState<string | null>(null);
  const [stopError, setStopError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const finderLink = useRef<HTMLAnchorElement>(null);
  // Where focus goes once a row is gone: the next row's button (or the one before), else the way to watch one.
  const focusAfterRemoval = useRef<{ ein: string | null } | null>(null);
  const watches = data?.watches;

  useEffect(() => {
    const target = focusAfterRemoval.current;
    if (!target || !watches) return;
    focusAfterRemoval.current = null;
    if (target.ein) buttons.current.get(target.ein)?.focus();
    else finderLink.current?.focus();
  }, [watches]);

  const stop = async (watch: WatchedOrganization) => {
    if (stopping || !watches) return;
    setStopping(watch.ein);
    setStopError(null);
    try {
      await unwatchOrganization(watch.ein);
      const at = watches.findIndex((item) => item.ein === watch.ein);
      focusAfterRemoval.current = { ein: (watches[at + 1] ?? watches[at - 1])?.ein ?? null };
      await mutate((current) => (current ? { watches: withoutWatch(current.watches, watch.ein) } : current), { revalidate: false });
      setAnnouncement(`You no longer watch ${watch.name}.`);
    } catch (failure) {
      setStopError(messageOf(failure));
      // Not watched any more (stopped elsewhere meanwhile): the list read again drops the row.
      if (isApiError(failure, 'not_watched')) void mutate();
    } finally {
      setStopping(null);
    }
  };

  return (
    <ProfileSection title="Organizations you watch">
      <Intro>You get one e-mail after each monthly refresh of the IRS files that changes an organization you watch.</Intro>
      {error && !watches ? (
        <ErrorState message="The organizations you watch could not be loaded." onRetry={() => void mutate()} />
      ) : !watches ? (
        <Spinner label="Loading the organizations you watch" />
      ) : watches.length === 0 ? (
        <EmptyState>
          You do not watch any organization yet. Open an organization in the{' '}
          <Link ref={finderLink} to={FINDER_PATH}>
            NTEE Code Finder
          </Link>{' '}
          and choose “Watch this organization”.
        </EmptyState>
      ) : (
        <>
          <Intro>
            You watch {formatCount(watches.length)} {watches.length === 1 ? 'organization' : 'organizations'}, of up to {formatCount(MAX_WATCHES)}.
          </Intro>
          <ProfileList aria-label="Organizations you watch">
            {watches.map((watch) => (
              <WatchItem
                key={watch.ein}
                watch={watch}
                stopping={stopping === watch.ein}
                onStop={() => void stop(watch)}
                buttonRef={(element) => {
                  if (element) buttons.current.set(watch.ein, element);
                  else buttons.current.delete(watch.ein);
                }}
              />
            ))}
          </ProfileList>
        </>
      )}
      {stopError && <FieldError role="alert">{stopError}</FieldError>}
      <Announcement role="status">{announcement}</Announcement>
    </ProfileSection>
  );
}
