import { Button, Dialog, DialogActions, FieldError, TextAreaField, TextField } from '@x4i/shared';
import { sendNewsletter } from '../hooks/newsletter';
import { NEWSLETTER_SUBJECT_MAX, type NewsletterSent } from '@x4i/shared/contracts';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { newsletterErrors, plural, sendToLabel, type NewsletterErrors } from '../domain/newsletter-text';

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
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found = newsletterErrors({ subject, body });
    setErrors(found);
    setFailure(null);
    if (!found.subject && !found.body) setConfirming(true);
  };

  const send = async () => {
    setSending(true);
    const result = await sendNewsletter({ subject: subject.trim(), body });
    setSending(false);
    setConfirming(false);
    if (result.error) {
      setFailure(`The newsletter was not sent: ${result.error.message}`);
      return;
    }
    onSent({ ...result.data, subject: subject.trim() });
    setSubject('');
    setBody('');
  };

  return (
    <>
      <Form onSubmit={review} noValidate aria-label="Write a newsletter">
        <TextField
          label="Subject"
          maxLength={NEWSLETTER_SUBJECT_MAX}
          value={subject}
          error={errors.subject}
          onChange={(event) => {
            setSubject(event.target.value);
            setErrors({ ...errors, subject: undefined });
          }}
        />
        <TextAreaField
          label="Text"
          hint="Plain text. Leave a blank line between paragraphs. Each mail ends with a line saying why the member gets it and where to turn it off."
          rows={14}
          value={body}
          error={errors.body}
          onChange={(event) => {
            setBody(event.target.value);
            setErrors({ ...errors, body: undefined });
          }}
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
            “{subject.trim()}” will be e-mailed to {plural(subscribers, 'member', 'members')}: everyone with “Newsletter” turned on in their profile.
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
