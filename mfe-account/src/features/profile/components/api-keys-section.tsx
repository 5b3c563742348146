import { Button, ErrorState, FieldError, isApiError, Spinner, TextField } from '@x4i/shared';
import { createApiKey, revokeApiKey, useApiKeys } from '../hooks/api-keys';
import { API_KEY_HEADER, API_KEY_NAME_MAX, PUBLIC_API_QUOTAS, type ApiKeyCreatedResponse, type ApiKeySummary } from '@x4i/shared/contracts';
import { dateTimeFormat, formatCount } from '@x4i/shared/domain';
import { Link } from '@x4i/shared/router';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { EmptyState, ProfileList, ProfileListItem, ProfileSection } from './section';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 16px;
  align-items: end;
  margin: 0 0 12px;

  > :first-child {
    flex: 1 1 200px;
  }
`;

const SecretBox = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  margin: 0 0 16px;
  padding: 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0;
    font-size: 1rem;
  }

  p {
    margin: 0;
  }
`;

const Secret = styled.code`
  /* One click selects the whole key, for those who copy it by hand. */
  user-select: all;
  word-break: break-all;
  font-size: 1rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

const List = styled(ProfileList)`
  margin: 0;
`;

const Item = styled(ProfileListItem)`
  h3 {
    margin: 0 8px 0 0;
    display: inline;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.secondary};
  }

  p {
    margin: 4px 0 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  button {
    margin-top: 8px;
  }
`;

/** The server's own words for a refusal (bad name, too many keys); a failure of its own or the network gets ours. */
const messageOf = (failure: unknown, fallback: string) => (isApiError(failure) && failure.status >= 400 && failure.status < 500 ? failure.message : fallback);

const day = (iso: string) => dateTimeFormat({ dateStyle: 'medium' }).format(new Date(iso));
const moment = (iso: string) => dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function KeyItem({ apiKey, revoking, onRevoke }: { apiKey: ApiKeySummary; revoking: boolean; onRevoke(): void }) {
  const { name, prefix, createdAt, lastUsedAt, revokedAt, usage } = apiKey;
  return (
    <Item>
      <h3>{name}</h3>
      <code>{prefix}…</code>
      <p>
        Created {day(createdAt)}. {lastUsedAt ? `Last used ${moment(lastUsedAt)}.` : 'Never used.'}
      </p>
      <p>
        This hour:{' '}
        {usage.hourlyQuota === null
          ? `${formatCount(usage.thisHour)} calls (no quota)`
          : `${formatCount(usage.thisHour)} of ${formatCount(usage.hourlyQuota)} calls`}
        . Today: {formatCount(usage.today)}. Last 30 days: {formatCount(usage.last30Days)}.
      </p>
      {revokedAt ? (
        <p>Revoked {day(revokedAt)}.</p>
      ) : (
        <Button variant="secondary" loading={revoking} onClick={onRevoke} aria-label={`Revoke ${name}`}>
          Revoke
        </Button>
      )}
    </Item>
  );
}

/** The shown-once secret of a key just created; Done forgets it. */
function NewKeySecret({ created, onDone }: { created: ApiKeyCreatedResponse; onDone(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const canCopy = typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';
  // Screen reader and keyboard users land on the warning, not somewhere after it.
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <SecretBox>
      <h3 ref={heading} tabIndex={-1}>
        Copy your new key now: it will not be shown again.
      </h3>
      <p>Your key “{created.key.name}”, to send in the {API_KEY_HEADER} header:</p>
      <Secret>{created.secret}</Secret>
      <Row>
        {canCopy && (
          <Button variant="secondary" onClick={() => void copy()}>
            Copy
          </Button>
        )}
        <Button onClick={onDone}>Done</Button>
        <span role="status">{copied === 'copied' ? 'Copied' : copied === 'failed' ? 'The browser did not allow copying: select the key and copy it yourself.' : ''}</span>
      </Row>
    </SecretBox>
  );
}

/** The member's keys for the public API: create one (its secret shown once), see each key's use, revoke it. */
export function ApiKeysSection() {
  const { data, error, mutate } = useApiKeys(true);
  const { register, handleSubmit, setValue, setFocus, formState } = useForm({ defaultValues: { name: '' } });
  const creating = formState.isSubmitting;
  const [createError, setCreateError] = useState<string | null>(null);
  const [created, setCreated] = useState<ApiKeyCreatedResponse | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const teamQuota = data?.hourlyQuota === null;

  const create = handleSubmit(async ({ name }) => {
    setCreateError(null);
    try {
      setCreated(await createApiKey(name));
      setValue('name', '');
      void mutate();
    } catch (failure) {
      setCreateError(messageOf(failure, 'The key could not be created. Please try again.'));
    }
  });

  const revoke = async ({ id, name: keyName }: ApiKeySummary) => {
    if (!window.confirm(`Revoke the key “${keyName}”? Programs using it will get 401 errors from then on.`)) return;
    setRevoking(id);
    setRevokeError(null);
    try {
      await mutate(await revokeApiKey(id), { revalidate: false });
    } catch (failure) {
      setRevokeError(messageOf(failure, `The key “${keyName}” could not be revoked. Please try again.`));
    } finally {
      setRevoking(null);
    }
  };

  const done = () => {
    setCreated(null);
    setFocus('name');
  };

  return (
    <ProfileSection title="API keys">
      <p>
        A key lets you call the public API from your own tools{' '}
        {teamQuota
          ? 'without an hourly quota'
          : `with a larger quota: ${formatCount(PUBLIC_API_QUOTAS.keyPerHour)} calls an hour for each key, where calls without a key get ${formatCount(PUBLIC_API_QUOTAS.anonymousPerHour)} an hour per address`}
        . <Link to="/apis">Read the API documentation</Link>
      </p>
      <Form onSubmit={(event) => (creating ? event.preventDefault() : void create(event))} aria-label="Create an API key">
        <TextField label="Key name" {...register('name')} maxLength={API_KEY_NAME_MAX} required autoComplete="off" />
        <Button type="submit" loading={creating}>
          Create key
        </Button>
      </Form>
      {createError && <FieldError role="alert">{createError}</FieldError>}
      {created && <NewKeySecret created={created} onDone={done} />}
      {error && !data ? (
        <ErrorState message="Your API keys could not be loaded." onRetry={() => void mutate()} />
      ) : !data ? (
        <Spinner label="Loading your API keys" />
      ) : data.keys.length === 0 ? (
        <EmptyState>You have no API keys yet.</EmptyState>
      ) : (
        <List aria-label="Your API keys">
          {data.keys.map((key) => (
            <KeyItem key={key.id} apiKey={key} revoking={revoking === key.id} onRevoke={() => void revoke(key)} />
          ))}
        </List>
      )}
      {revokeError && <FieldError role="alert">{revokeError}</FieldError>}
    </ProfileSection>
  );
}
