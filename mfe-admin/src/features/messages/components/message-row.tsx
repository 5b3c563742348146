import { Button, TextAreaField, useSnackbar, VisuallyHidden } from '@x4i/shared';
import { replyToContactMessage, setContactMessageHandled } from '../hooks/mail';
import { type InboxMessage } from '@x4i/shared/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { formatDateTime } from '../../kit/domain/format-date-time';

const Body = styled.div`
  margin-top: 8px;

  blockquote {
    margin: 0 0 12px;
    padding-left: 12px;
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }

  h4 {
    margin: 12px 0 4px;
    font-size: 1rem;
  }

  ul {
    margin: 0 0 12px;
    padding-left: 20px;
  }

  li p {
    margin: 0;
    white-space: pre-line;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

/** What the reply's outbox status means, said truthfully. */
function replyStatus(status: InboxMessage['replies'][number]['status']): string {
  if (status === 'SENT') return 'sent';
  if (status === 'STORED') return 'kept in the outbox, not sent (no SMTP server is configured)';
  return 'not sent: the mail server refused it';
}

const REPLY_RULES = { validate: (reply: string) => reply.trim() !== '' || 'Write a reply first.' };

export interface MessageRowProps {
  message: InboxMessage;
  onChanged(): void;
}

/** One Contact Us message: its text and replies open in place, with the reply form; the status and the handled button. */
export function MessageRow({ message, onChanged }: MessageRowProps) {
  const snackbar = useSnackbar();
  const { register, handleSubmit, reset, setError, clearErrors, formState } = useForm({
    defaultValues: { reply: '' },
    // The message shows from a submit until the reply is edited, and focus stays on the button.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting: sending } = formState;
  const [marking, setMarking] = useState(false);
  const handled = message.handledAt !== null;
  const firstLine = message.message.split('\n')[0]!.slice(0, 80);

  const sendReply = handleSubmit(async ({ reply }) => {
    const result = await replyToContactMessage(message.id, reply);
    if (result.error) {
      setError('reply', { message: result.error.message });
      return;
    }
    reset();
    const last = result.data.message.replies.at(-1);
    snackbar.show(
      last?.status === 'STORED'
        ? `Your reply to ${message.email} is in the outbox: no SMTP server is configured, so it was not sent.`
        : `Your reply was sent to ${message.email}.`,
    );
    onChanged();
  });

  const toggleHandled = async () => {
    setMarking(true);
    const result = await setContactMessageHandled(message.id, !handled);
    setMarking(false);
    if (result.error) {
      snackbar.show(result.error.message, { variant: 'error' });
      return;
    }
    snackbar.show(handled ? `The message from ${message.name} is waiting again.` : `The message from ${message.name} is marked handled.`);
    onChanged();
  };

  return (
    <tr>
      <td data-label="Received">{formatDateTime(message.createdAt)}</td>
      <td data-label="From">
        {message.name}
        <br />
        <a href={`mailto:${message.email}`}>{message.email}</a>
        {message.organization && (
          <>
            <br />
            {message.organization}
          </>
        )}
      </td>
      <td data-label="Message">
        <details>
          <summary>
            {firstLine}
            {firstLine.length < message.message.length && '…'}
            <VisuallyHidden> (read the message from {message.name})</VisuallyHidden>
          </summary>
          <Body>
            <blockquote>{message.message}</blockquote>
            {message.replies.length > 0 && (
              <>
                <h4>Replies</h4>
                <ul>
                  {message.replies.map((sent) => (
                    <li key={sent.id}>
                      <p>
                        {formatDateTime(sent.createdAt)}, {replyStatus(sent.status)}:
                      </p>
                      <p>{sent.text}</p>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <form onSubmit={(event) => void sendReply(event)} noValidate>
              <TextAreaField
                label={`Reply to ${message.name} by e-mail`}
                rows={4}
                {...register('reply', { ...REPLY_RULES, onChange: () => clearErrors('reply') })}
                error={errors.reply?.message}
              />
              <Actions>
                <Button type="submit" loading={sending}>
                  Send the reply<VisuallyHidden> to {message.name}</VisuallyHidden>
                </Button>
              </Actions>
            </form>
          </Body>
        </details>
      </td>
      <td data-label="Status">
        {handled ? `Handled on ${formatDateTime(message.handledAt!)}${message.handledBy ? ` by ${message.handledBy}` : ''}` : 'Waiting'}
        <Actions>
          <Button variant="secondary" loading={marking} onClick={() => void toggleHandled()}>
            {handled ? 'Mark as waiting' : 'Mark handled'}
            <VisuallyHidden> the message from {message.name}</VisuallyHidden>
          </Button>
        </Actions>
      </td>
    </tr>
  );
}
