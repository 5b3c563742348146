import { Button, FieldError, grantCredits, isApiError, TextField, useSnackbar } from '@x4i/shared';
import { useForm } from 'react-hook-form';
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

const GRANT_PROBLEM = 'Give the member’s e-mail address, a whole number of credits from 1 to 100, and a reason.';

/** Each field's part of the form's one check; whichever fails, the form says the one sentence. */
const GRANT_RULES = {
  email: { validate: (email: string) => email.trim() !== '' || GRANT_PROBLEM },
  amount: { validate: (amount: string) => (Number.isInteger(Number(amount)) && Number(amount) >= 1 && Number(amount) <= 100) || GRANT_PROBLEM },
  reason: { validate: (reason: string) => reason.trim().length >= 3 || GRANT_PROBLEM },
};

/** Grants IRS-letter credits to a member by e-mail address, with the reason the ledger keeps. */
export function GrantForm({ onGranted }: { onGranted(email: string): void }) {
  const snackbar = useSnackbar();
  const { register, handleSubmit, setValue, setError, formState } = useForm({
    defaultValues: { email: '', amount: '1', reason: '' },
    // The message shows from a submit to the next one, and focus stays on the button.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting: sending } = formState;
  const error = errors.email?.message ?? errors.amount?.message ?? errors.reason?.message ?? errors.root?.message;

  const submit = handleSubmit(async ({ email, amount, reason }) => {
    const count = Number(amount);
    try {
      await grantCredits({ email: email.trim(), type: 'IRS_LETTER', amount: count, reason: reason.trim() });
      snackbar.show(`${count} IRS-letter ${count === 1 ? 'credit' : 'credits'} granted to ${email.trim()}.`);
      onGranted(email.trim());
      setValue('reason', '');
    } catch (failure) {
      setError('root', { message: isApiError(failure) ? failure.message : 'The credits could not be granted. Nothing was changed.' });
    }
  });

  return (
    <>
      <Form onSubmit={(event) => (sending ? event.preventDefault() : void submit(event))} aria-label="Grant IRS-letter credits" noValidate>
        <TextField label="Member’s e-mail" type="email" {...register('email', GRANT_RULES.email)} autoComplete="off" />
        <TextField label="IRS-letter credits" type="number" min={1} max={100} {...register('amount', GRANT_RULES.amount)} />
        <TextField label="Reason" {...register('reason', GRANT_RULES.reason)} hint="Kept in the ledger, for example: access request of 25 November" />
        <Button type="submit" loading={sending}>
          Grant
        </Button>
      </Form>
      {error && <FieldError role="alert">{error}</FieldError>}
    </>
  );
}
