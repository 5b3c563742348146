import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { Button, FieldError, isApiError, postContactMessage, TextAreaField, TextField } from '@x4i/shared';
import { contactFormErrors, emptyContactForm, fieldOfErrorCode, toContactMessage, type ContactField, type ContactFormValues } from './contact-form-rules';
import { FormActions, FormDone, FormIntro, OverlayForm } from './overlay-form';

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
  const { register, handleSubmit, getValues, setValue, setError, setFocus, clearErrors, formState } = useForm<ContactFormValues>({
    defaultValues: { ...emptyContactForm, message: withSubject(emptyContactForm.message, subject) },
    // A field's error shows until the field is edited or the form sent again; the first field at fault takes focus.
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = formState;
  // Each field's rule is its part of contactFormErrors, the backend's check.
  const field = (name: ContactField) =>
    register(name, { validate: (_value, values) => contactFormErrors(values)[name] ?? true, onChange: () => clearErrors(name) });
  const [sent, setSent] = useState(false);
  const formErrorId = useId();
  const formError = errors.root?.message;

  useEffect(() => {
    if (subject) setValue('message', withSubject(getValues('message'), subject));
  }, [subject, getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    try {
      await postContactMessage(toContactMessage(values));
      setSent(true);
      onSent();
    } catch (error) {
      const name = isApiError(error) ? fieldOfErrorCode(error.code) : undefined;
      if (name && isApiError(error)) {
        setError(name, { message: error.message });
        setFocus(name);
      } else {
        setError('root', { message: error instanceof Error ? error.message : 'Your message could not be sent. Please try again.' });
      }
    }
  });

  if (sent) {
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
    <OverlayForm noValidate onSubmit={(event) => (isSubmitting ? event.preventDefault() : void submit(event))} aria-describedby={formError ? formErrorId : undefined}>
      <FormIntro $muted>Questions, ideas or partnerships: send us a message and we will get back to you.</FormIntro>
      <TextField label="Name" autoComplete="name" required {...field('name')} error={errors.name?.message} />
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} error={errors.email?.message} />
      <TextField label="Organization (optional)" autoComplete="organization" {...field('organization')} error={errors.organization?.message} />
      <TextAreaField label="Message" required {...field('message')} error={errors.message?.message} />
      {formError && (
        <FieldError id={formErrorId} role="alert">
          {formError}
        </FieldError>
      )}
      <FormActions>
        <Button type="submit" loading={isSubmitting}>
          Send
        </Button>
      </FormActions>
    </OverlayForm>
  );
}
