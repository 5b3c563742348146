import { Button, FieldError, grantCredits, isApiError, TextField, useSnackbar } from '@x4i/shared';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 3fr) auto;
  gap: 12px 16px;
  align-items: end;
  margin: 0 0 32px;

  ${({ theme }) => theme.below.sm} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Grants IRS-letter credits to a member by e-mail address, with the reason the ledger keeps. */
export function GrantForm({ onGranted }: { onGranted(email: string): void }) {
  const snackbar = useSnackbar();
  const [email, setEmail] = useState('');
  const [amount, setAmount] = useState('1');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const count = Number(amount);
    if (!email.trim() || !Number.isInteger(count) || count < 1 || count > 100 || reason.trim().length < 3) {
      setError('Give the member’s e-mail address, a whole number of credits from 1 to 100, and a reason.');
      return;
    }
    setError(null);
    setSending(true);
    try {
      await grantCredits({ email: email.trim(), type: 'IRS_LETTER', amount: count, reason: reason.trim() });
      snackbar.show(`${count} IRS-letter ${count === 1 ? 'credit' : 'credits'} granted to ${email.trim()}.`);
      onGranted(email.trim());
      setReason('');
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'The credits could not be granted. Nothing was changed.');
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Form onSubmit={submit} aria-label="Grant IRS-letter credits" noValidate>
        <TextField label="Member’s e-mail" type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" />
        <TextField label="IRS-letter credits" type="number" min={1} max={100} value={amount} onChange={(event) => setAmount(event.target.value)} />
        <TextField label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} hint="Kept in the ledger, for example: access request of 25 November" />
        <Button type="submit" loading={sending}>
          Grant
        </Button>
      </Form>
      {error && <FieldError role="alert">{error}</FieldError>}
    </>
  );
}
