import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { Button, FieldError, requestRole, ROLE_REQUEST_FAILURE_MESSAGE, ROLE_REQUEST_FIELDS, ROLE_REQUEST_SUCCESS_MESSAGE, TextAreaField, TextField, toRoleRequest, type RoleRequestField } from '@x4i/shared';
import type { RoleRequestPayload } from '@x4i/shared/contracts';
import { actionDescription } from '@x4i/shared/domain';
import { track } from './analytics';
import { FormActions, FormDone, FormIntro, OverlayForm } from './overlay-form';

const Sent = styled(FormDone)`
  p:first-child {
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 1.125rem;
    font-weight: 700;
  }
`;

export interface RequestAccessFormProps {
  /** The action the user attempted: it prefills what they would like to do. */
  action: string;
  onClose: () => void;
}

/**
 * The request-access form (SPEC 2.6, 3 'Role-request payload'): organisation name and web address, and what the
 * user would like to do, prefilled from the action. All trimmed; the address gets 'https://' unless it has a
 * scheme. Send is disabled while submitting; success and failure use the SPEC 8 messages.
 */
export function RequestAccessForm({ action, onClose }: RequestAccessFormProps) {
  const { register, handleSubmit, setValue, setFocus, clearErrors, formState } = useForm<RoleRequestPayload>({
    defaultValues: { orgName: '', orgUrl: '', actionText: actionDescription(action) },
    // A field's error shows until the field is edited or the form sent again; the first field at fault takes focus.
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;
  // Each field's rule is its part of toRoleRequest, the check the backend makes too.
  const field = (name: RoleRequestField) =>
    register(name, { validate: (_value, values) => toRoleRequest(values).errors?.[name] ?? true, onChange: () => clearErrors(name) });
  const [outcome, setOutcome] = useState<'none' | 'failed' | 'sent'>('none');
  const status = formState.isSubmitting ? 'sending' : outcome;
  const failureId = useId();
  const doneRef = useRef<HTMLButtonElement>(null);

  // The form takes focus from the list card's button, which it replaces.
  useEffect(() => setFocus('orgName'), [setFocus]);

  useEffect(() => {
    if (status === 'sent') doneRef.current?.focus();
  }, [status]);

  const submit = handleSubmit(async (values) => {
    const { payload } = toRoleRequest(values);
    if (!payload) return;
    // The fields show what is sent: trimmed, the address with its scheme.
    for (const name of ROLE_REQUEST_FIELDS) setValue(name, payload[name]);
    setOutcome('none');
    const result = await requestRole(payload);
    // A request that reached the team is the user's stated interest in doing more on the site.
    if (!result) track('user_interest', { action });
    setOutcome(result ? 'failed' : 'sent');
  });

  if (status === 'sent') {
    return (
      <Sent role="status">
        <p>{ROLE_REQUEST_SUCCESS_MESSAGE}</p>
        <p>Our team will review it and confirm your access within 2 business days.</p>
        <FormActions>
          <Button ref={doneRef} variant="secondary" onClick={onClose}>
            Close
          </Button>
        </FormActions>
      </Sent>
    );
  }

  const sending = status === 'sending';
  return (
    <OverlayForm
      noValidate
      onSubmit={(event) => (status === 'sending' ? event.preventDefault() : void submit(event))}
      aria-describedby={status === 'failed' ? failureId : undefined}
    >
      <FormIntro>Tell us about your organization and what you would like to do.</FormIntro>
      <TextField label="Organization name" autoComplete="organization" required {...field('orgName')} error={errors.orgName?.message} />
      <TextField
        label="Organization website"
        type="text"
        inputMode="url"
        autoComplete="url"
        placeholder="example.org"
        required
        {...field('orgUrl')}
        error={errors.orgUrl?.message}
      />
      <TextAreaField label="What would you like to do?" required {...field('actionText')} error={errors.actionText?.message} />
      {status === 'failed' && (
        <FieldError id={failureId} role="alert">
          {ROLE_REQUEST_FAILURE_MESSAGE}
        </FieldError>
      )}
      <FormActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Sending…' : 'Send'}
        </Button>
      </FormActions>
    </OverlayForm>
  );
}
