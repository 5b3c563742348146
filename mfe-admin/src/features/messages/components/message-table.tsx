import { ErrorState, Spinner } from '@x4i/shared';
import { useContactMessages } from '../hooks/mail';
import { StackedTable } from '../../kit/components/stacked-table';
import { MessageRow } from './message-row';

/** Contact Us messages and support tickets: waiting ones first (oldest on top), then the handled ones. */
export function MessageTable() {
  const { data, error, isLoading, mutate } = useContactMessages();
  if (error && !data) return <ErrorState message="The messages could not be loaded. Please try again." onRetry={() => void mutate()} />;
  if (isLoading && !data) return <Spinner label="Loading the messages" />;
  const messages = data?.messages ?? [];
  if (messages.length === 0) return <p>No message has arrived yet.</p>;
  const waiting = messages.filter((message) => message.handledAt === null).length;
  return (
    <StackedTable>
      <caption>
        {messages.length} messages, {waiting} waiting
      </caption>
      <thead>
        <tr>
          <th scope="col">Received</th>
          <th scope="col">From</th>
          <th scope="col">Message</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => (
          <MessageRow key={message.id} message={message} onChanged={() => void mutate()} />
        ))}
      </tbody>
    </StackedTable>
  );
}
