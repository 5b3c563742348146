import { acceptTermsOfUse, fetchTermsOfUse } from '../api/compensation.js';
import type { TermsOfUseType } from '../contracts/compensation.js';
import { formatIsoDate } from '../domain/irs-dates.js';
import type { PendingTermsOfUse } from '../domain/roles.js';
import { SESSION_KEY } from '../session/session.js';
import { Button } from './button.js';
import { ErrorState } from './error-state.js';
import { Spinner } from './spinner.js';
import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import useSWR, { useSWRConfig } from 'swr';

const Terms = styled.div`
  max-height: 320px;
  overflow-y: auto;
  margin: 0 0 16px;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Check = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  margin: 0 0 16px;
  font-weight: 600;

  input {
    width: 20px;
    height: 20px;
  }
`;

const Progress = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  margin: 12px 0 0;
`;

const Failure = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;


/**
 * Pending terms of use of a premium tool (COMPENSATION, IRS_LETTER): read them, tick 'I accept', accept. The
 * acceptance is held at least 1500 ms (SPEC 9) while a progress indicator shows; then the session is revalidated,
 * and with the terms gone the tool opens where this stood. A failure says so and changes nothing.
 */
export function TermsAcceptance({ terms: pending, submitLabel }: { terms: PendingTermsOfUse; submitLabel: string }) {
  const { data: terms, error, mutate: reload } = useSWR(['/terms-of-use', pending.id], ([, id]) => fetchTermsOfUse(id));
  const { mutate } = useSWRConfig();
  const [agreed, setAgreed] = useState(false);
  const [status, setStatus] = useState<'idle' | 'accepting' | 'failed'>('idle');
  const termsId = useId();

  if (error) return <ErrorState message="The terms of use could not be loaded." onRetry={() => void reload()} />;
  if (!terms) return <Spinner label="Loading the terms of use" />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreed || status === 'accepting') return;
    setStatus('accepting');
    try {
      await acceptTermsOfUse(terms.id, terms.type as TermsOfUseType);
    } catch {
      setStatus('failed');
      return;
    }
    await mutate(SESSION_KEY);
    setStatus('idle');
  };

  return (
    <form onSubmit={submit} aria-busy={status === 'accepting' || undefined}>
      <p>
        {terms.title}, version {terms.version}, in effect since {formatIsoDate(terms.effectiveOn)}.
      </p>
      <Terms id={termsId} tabIndex={0} role="region" aria-label={terms.title}>
        {terms.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Terms>
      <Check>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} aria-describedby={termsId} disabled={status === 'accepting'} />I
        accept
      </Check>
      <Button type="submit" disabled={!agreed} loading={status === 'accepting'}>
        {submitLabel}
      </Button>
      {status === 'accepting' && (
        <Progress>
          <Spinner size={20} label="Recording your acceptance" />
          <span aria-hidden="true">Recording your acceptance…</span>
        </Progress>
      )}
      {status === 'failed' && <Failure role="alert">Your acceptance could not be recorded. Nothing was changed; please try again.</Failure>}
    </form>
  );
}
