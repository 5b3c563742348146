import { Button, isApiError, TextField } from '@x4i/shared';
import { checkAccess } from '../../access-requests/hooks/roles';
import { isEmailAddress } from '@x4i/shared/domain';
import { type AccessCheckResult as Result } from '@x4i/shared/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { AccessCheckResult } from './access-check-result';

const Section = styled.section`
  margin-top: 40px;

  h2 {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 1.375rem;
  }

  p {
    margin: 0 0 16px;
  }
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px;
  max-width: 640px;

  & > :first-child {
    flex: 1 1 280px;
  }

  button {
    margin-top: 28px;
  }
`;

const CHECK_FAILED_MESSAGE = 'Oops! There was an error.';

/** The access check (SPEC 7.3 `GET role/accessCheck`): an address in, the result panel out. */
export function AccessCheck({ currentOrgId }: { currentOrgId?: string }) {
  const headingId = useId();
  const { register, handleSubmit, setError, formState } = useForm({
    defaultValues: { email: '' },
    // The message shows from a submit to the next one, and focus stays on the button.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting: busy } = formState;
  const [result, setResult] = useState<Result | null>(null);

  const submit = handleSubmit(async ({ email }) => {
    const answer = await checkAccess(email.trim());
    if (answer.error) {
      setResult(null);
      // The server's refusal of the address shows where a typing mistake would.
      setError('email', { message: isApiError(answer.error) && answer.error.status === 400 ? answer.error.message : CHECK_FAILED_MESSAGE });
      return;
    }
    setResult(answer.data);
  });

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Access check</h2>
      <p>Which organization and roles would an address get at its next session load, and through which rules?</p>
      <Form onSubmit={(event) => (busy ? event.preventDefault() : void submit(event))} noValidate>
        <TextField
          label="E-mail address to check"
          type="email"
          autoComplete="off"
          {...register('email', { validate: (email) => isEmailAddress(email) || 'Enter an e-mail address such as name@example.org.' })}
          error={errors.email?.message}
        />
        <Button type="submit" variant="secondary" loading={busy}>
          Check access
        </Button>
      </Form>
      <div aria-live="polite">{result && <AccessCheckResult result={result} currentOrgId={currentOrgId} />}</div>
    </Section>
  );
}
