import { Button, Dialog, DialogActions, FieldError, TextAreaField, TextField } from '@x4i/shared';
import { sendNewsletter } from '../hooks/newsletter';
import { NEWSLETTER_SUBJECT_MAX, type NewsletterSent } from '@x4i/shared/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { newsletterErrors, plural, sendToLabel } from '../domain/newsletter-text';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
  max-width: 46rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export interface NewsletterFormProps {
  subscribers: number;
  /** After the backend took the newsletter: what it was called and how many mails it handed on. */
  onSent(sent: NewsletterSent & { subject: string }): void;
}

/** Subject and text, then a confirm step that names how many members get it. */
export function NewsletterForm({ subscribers, onSent }: NewsletterFormProps) {
  const { register, handleSubmit, getValues, reset, clearErrors, formState } = useForm({
    defaultValues: { subject: '', body: '' },
    // A field's error shows until the field is edited or the form submitted again; focus stays on the button.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = formState;
  // Each field's rule is its part of newsletterErrors, which reads both.
  const rule = (name: 'subject' | 'body') => ({
    validate: (_value: string, input: { subject: string; body: string }) => newsletterErrors(input)[name] ?? true,
    onChange: () => clearErrors(name),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);

  const review = handleSubmit(
    () => {
      setFailure(null);
      setConfirming(true);
    },
    () => setFailure(null),
  );

  const send = async () => {
    const subject = getValues('subject').trim();
    setSending(true);
    const result = await sendNewsletter({ subject, body: getValues('body') });
    setSending(false);
    setConfirming(false);
    if (result.error) {
      setFailure(`The newsletter was not sent: ${result.error.message}`);
      return;
    }
    onSent({ ...result.data, subject });
    reset();
  };

  return (
    <>
      <Form onSubmit={(event) => void review(event)} noValidate aria-label="Write a newsletter">
        <TextField
          label="Subject"
          maxLength={NEWSLETTER_SUBJECT_MAX}
          error={errors.subject?.message}
          {...register('subject', rule('subject'))}
        />
        <TextAreaField
          label="Text"
          hint="Plain text. Leave a blank line between paragraphs. Each mail ends with a line saying why the member gets it and where to turn it off."
          rows={14}
          error={errors.body?.message}
          {...register('body', rule('body'))}
        />
        {failure && <FieldError role="alert">{failure}</FieldError>}
        <Actions>
          <Button type="submit" disabled={subscribers === 0}>
            Send the newsletter…
          </Button>
        </Actions>
      </Form>
      {confirming && (
        <Dialog title="Send the newsletter?" onClose={() => !sending && setConfirming(false)}>
          <p>
            “{getValues('subject').trim()}” will be e-mailed to {plural(subscribers, 'member', 'members')}: everyone with “Newsletter” turned on in their profile.
            A sent newsletter cannot be called back.
          </p>
          <DialogActions>
            <Button variant="secondary" disabled={sending} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button loading={sending} onClick={() => void send()}>
              {sendToLabel(subscribers)}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
