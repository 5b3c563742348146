import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import {
  actionDescription,
  Button,
  FieldError,
  requestRole,
  ROLE_REQUEST_FAILURE_MESSAGE,
  ROLE_REQUEST_FIELDS,
  ROLE_REQUEST_SUCCESS_MESSAGE,
  TextAreaField,
  TextField,
  toRoleRequest,
  type RoleRequestErrors,
  type RoleRequestField,
  type RoleRequestPayload,
} from '@x4i/shared';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
`;

const Sent = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;

  p {
    margin: 0;
  }

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
  const [values, setValues] = useState<RoleRequestPayload>(() => ({ orgName: '', orgUrl: '', actionText: actionDescription(action) }));
  const [errors, setErrors] = useState<RoleRequestErrors>({});
  const [status, setStatus] = useState<'editing' | 'sending' | 'failed' | 'sent'>('editing');
  const ids = { orgName: useId(), orgUrl: useId(), actionText: useId(), failure: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);

  const focusField = (field: RoleRequestField) => formRef.current?.ownerDocument.getElementById(ids[field])?.focus();

  // The form takes focus from the list card's button, which it replaces.
  useEffect(() => {
    formRef.current?.ownerDocument.getElementById(ids.orgName)?.focus();
  }, [ids.orgName]);

  useEffect(() => {
    if (status === 'sent') doneRef.current?.focus();
  }, [status]);

  const update = (field: RoleRequestField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

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
    setStatus(result ? 'failed' : 'sent');
  };

  if (status === 'sent') {
    return (
      <Sent role="status">
        <p>{ROLE_REQUEST_SUCCESS_MESSAGE}</p>
        <p>Our team will review it and confirm your access within 2 business days.</p>
        <Actions>
          <Button ref={doneRef} variant="secondary" onClick={onClose}>
            Close
          </Button>
        </Actions>
      </Sent>
    );
  }

  const sending = status === 'sending';
  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-describedby={status === 'failed' ? ids.failure : undefined}>
      <Intro>Tell us about your organization and what you would like to do.</Intro>
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
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Sending…' : 'Send'}
        </Button>
      </Actions>
    </Form>
  );
}
