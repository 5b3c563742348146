import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, FieldError, requestRole, ROLE_REQUEST_FAILURE_MESSAGE, ROLE_REQUEST_FIELDS, ROLE_REQUEST_SUCCESS_MESSAGE, TextAreaField, TextField, toRoleRequest, type RoleRequestField } from '@x4i/shared';
import { actionDescription } from '@x4i/shared/domain';
import { track } from './analytics';
import { FormActions, FormDone, FormIntro, OverlayForm, useFormFields } from './overlay-form';

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
  const { values, setValues, errors, setErrors, formRef, update, focusElement } = useFormFields<RoleRequestField>(() => ({
    orgName: '',
    orgUrl: '',
    actionText: actionDescription(action),
  }));
  const [status, setStatus] = useState<'editing' | 'sending' | 'failed' | 'sent'>('editing');
  const ids = { orgName: useId(), orgUrl: useId(), actionText: useId(), failure: useId() };
  const doneRef = useRef<HTMLButtonElement>(null);

  const focusField = (field: RoleRequestField) => focusElement(ids[field]);

  // The form takes focus from the list card's button, which it replaces.
  useEffect(() => {
    formRef.current?.ownerDocument.getElementById(ids.orgName)?.focus();
  }, [formRef, ids.orgName]);

  useEffect(() => {
    if (status === 'sent') doneRef.current?.focus();
  }, [status]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending' || status === 'sent') return;
    const checked = toRoleRequest(values);
    if (checked.errors) {
      setErrors(checked.errors);
      focusField(ROLE_REQUEST_FIELDS.find((field) => checked.errors[field])!);
      return;
    }
    setErrors({});
    setValues(checked.payload);
    setStatus('sending');
    const result = await requestRole(checked.payload);
    // A request that reached the team is the user's stated interest in doing more on the site.
    if (!result) track('user_interest', { action });
    setStatus(result ? 'failed' : 'sent');
  };

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
    <OverlayForm ref={formRef} noValidate onSubmit={submit} aria-describedby={status === 'failed' ? ids.failure : undefined}>
      <FormIntro>Tell us about your organization and what you would like to do.</FormIntro>
      <TextField
        id={ids.orgName}
        label="Organization name"
        name="orgName"
        autoComplete="organization"
        required
        value={values.orgName}
        onChange={update('orgName')}
        error={errors.orgName}
      />
      <TextField
        id={ids.orgUrl}
        label="Organization website"
        name="orgUrl"
        type="text"
        inputMode="url"
        autoComplete="url"
        placeholder="example.org"
        required
        value={values.orgUrl}
        onChange={update('orgUrl')}
        error={errors.orgUrl}
      />
      <TextAreaField
        label="What would you like to do?"
        id={ids.actionText}
        name="actionText"
        required
        value={values.actionText}
        onChange={update('actionText')}
        error={errors.actionText}
      />
      {status === 'failed' && (
        <FieldError id={ids.failure} role="alert">
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
