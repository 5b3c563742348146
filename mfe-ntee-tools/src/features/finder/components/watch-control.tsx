import { Button, ErrorState, ToggleButton } from '@x4i/shared';
import { useId } from 'react';
import { styled } from 'styled-components';
import { useOrganizationWatch } from '../hooks/use-organization-watch';

const Box = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;
  margin: -16px 0 32px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
`;

const State = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.secondary};
`;

const Note = styled.p`
  margin: 0;
  max-width: 72ch;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Watch this organisation (issue 36): one e-mail after each monthly refresh of the IRS files that changes it. The
 * same control for a visitor, whom it asks to sign in.
 */
export function WatchControl({ ein, name }: { ein: string; name: string }) {
  const noteId = useId();
  const { watched, checking, pending, loadError, setWatched } = useOrganizationWatch(ein, name);
  return (
    <Box>
      <Row>
        <ToggleButton pressed={watched} loading={pending || checking} aria-describedby={noteId} onClick={() => void setWatched(!watched)}>
          Watch this organization
        </ToggleButton>
        {watched && (
          <>
            <State>Watching</State>
            <Button variant="text" loading={pending} onClick={() => void setWatched(false)}>
              Stop watching
            </Button>
          </>
        )}
      </Row>
      <Note id={noteId}>You get one e-mail after each monthly refresh of the IRS files that changes an organization you watch.</Note>
      {loadError && <ErrorState message={loadError.message} onRetry={loadError.retry} />}
    </Box>
  );
}
