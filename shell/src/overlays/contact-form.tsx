import { useEffect, useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, FieldError, isApiError, postContactMessage, TextAreaField, TextField } from '@x4i/shared';
import {
  CONTACT_FIELDS,
  contactFormErrors,
  emptyContactForm,
  fieldOfErrorCode,
  toContactMessage,
  type ContactField,
} from './contact-form-rules';
import { FormActions, FormDone, FormIntro, OverlayForm, useFormFields } from './overlay-form';

const ThankYou = styled(FormDone)`
  h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

export interface ContactFormProps {
  /** Called once the message is stored; the form then shows its thank-you state. */
  onSent: () => void;
  onClose: () => void;
  /** The support ticket subject (useSupportForm()): prefilled at the start of the message. */
  subject?: string | null;
}

/** The message with the support subject at its start (unless it already holds it). */
export function withSubject(message: string, subject: string | null | undefined): string {
  if (!subject || message.includes(subject)) return message;
  return message ? `${subject}\n\n${message}` : `${subject}\n\n`;
}

/** The Contact Us form: name, email, organization, message, sent to the built-in form service (POST /api/contact). */
export default function ContactForm({ onSent, onClose, subject }: ContactFormProps) {
  const { values, setValues, errors, setErrors, formRef, update, focusElement } = useFormFields<ContactField>(() => ({
    ...emptyContactForm,
    message: withSubject(emptyContactForm.message, subject),
  }));
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');
  const ids = { name: useId(), email: useId(), organization: useId(), message: useId(), formError: useId() };

  useEffect(() => {
    if (subject) setValues((current) => ({ ...current, message: withSubject(current.message, subject) }));
  }, [subject, setValues]);

  const focusField = (field: ContactField) => focusElement(ids[field]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'editing') return;
    const found = contactFormErrors(values);
    setErrors(found);
    setFormError(null);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    setStatus('sending');
    try {
      await postContactMessage(toContactMessage(values));
      setStatus('sent');
      onSent();
    } catch (error) {
      setStatus('editing');
      const field = isApiError(error) ? fieldOfErrorCode(error.code) : undefined;
      if (field && isApiError(error)) {
        setErrors({ [field]: error.message });
        focusField(field);
      } else {
        setFormError(error instanceof Error ? error.message : 'Your message could not be sent. Please try again.');
      }
    }
  };

  if (status === 'sent') {
    return (
      <ThankYou role="status">
        <h3>Thank you!</h3>
        <p>Your message has been sent. We will get back to you soon.</p>
        <FormActions>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </FormActions>
      </ThankYou>
    );
  }

  return (
    <OverlayForm ref={formRef} noValidate onSubmit={submit} aria-describedby={formError ? ids.formError : undefined}>
      <FormIntro $muted>Questions, ideas or partnerships: send us a message and we will get back to you.</FormIntro>
      <TextField id={ids.name} label="Name" name="name" autoComplete="name" required value={values.name} onChange={update('name')} error={errors.name} />
      <TextField
        id={ids.email}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={update('email')}
        error={errors.email}
      />
      <TextField
        id={ids.organization}
        label="Organization (optional)"
        name="organization"
        autoComplete="organization"
        value={values.organization}
        onChange={update('organization')}
        error={errors.organization}
      />
      <TextAreaField
        label="Message"
        id={ids.message}
        name="message"
        required
        value={values.message}
        onChange={update('message')}
        error={errors.message}
      />
      {formError && (
        <FieldError id={ids.formError} role="alert">
          {formError}
        </FieldError>
      )}
      <FormActions>
        <Button type="submit" loading={status === 'sending'}>
          Send
        </Button>
      </FormActions>
    </OverlayForm>
  );
}
