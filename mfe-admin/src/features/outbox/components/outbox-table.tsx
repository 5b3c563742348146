import { Button, ErrorState, Spinner } from '@x4i/shared';
import { useOutbox } from '../../messages/hooks/mail';
import { type OutboxMail, type OutboxMailStatus } from '@x4i/shared/contracts';
import { useState } from 'react';
import { styled } from 'styled-components';
import { StackedTable } from '../../kit/components/stacked-table';
import { formatDateTime } from '../../kit/domain/format-date-time';

const STATUS_LABELS: Record<OutboxMailStatus, string> = {
  STORED: 'Not sent: kept in the outbox (no SMTP server is configured)',
  SENT: 'Sent',
  FAILED: 'Not sent: the SMTP server refused it',
};

const Pager = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: 16px;
`;

function Status({ mail }: { mail: OutboxMail }) {
  return (
    <>
      {STATUS_LABELS[mail.status]}
      {mail.status === 'SENT' && mail.sentAt && ` on ${formatDateTime(mail.sentAt)}`}
      {mail.error && ` (${mail.error})`}
    </>
  );
}

/** Every e-mail the product sent or kept, latest first, 50 to a page; each mail's text opens in place. */
export function OutboxTable() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useOutbox(page);

  if (error && !data) return <ErrorState message="The outbox could not be loaded. Please try again." onRetry={() => void mutate()} />;
  if (isLoading && !data) return <Spinner label="Loading the outbox" />;
  if (!data || data.total === 0) return <p>No e-mail has been sent or kept yet.</p>;

  const first = (data.page - 1) * data.pageSize + 1;
  const last = first + data.mails.length - 1;
  const lastPage = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <>
      <StackedTable>
        <caption>
          E-mails {first}–{last} of {data.total}, latest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Subject and text</th>
            <th scope="col">Sent?</th>
          </tr>
        </thead>
        <tbody>
          {data.mails.map((mail) => (
            <tr key={mail.id}>
              <td data-label="Time">{formatDateTime(mail.createdAt)}</td>
              <td data-label="From">{mail.from}</td>
              <td data-label="To">{mail.to}</td>
              <td data-label="Subject">
                <details>
                  <summary>{mail.subject}</summary>
                  {mail.replyTo && <p>Reply to: {mail.replyTo}</p>}
                  <pre>{mail.text}</pre>
                </details>
              </td>
              <td data-label="Sent?">
                <Status mail={mail} />
              </td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
      {lastPage > 1 && (
        <Pager>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer e-mails
          </Button>
          <span>
            Page {data.page} of {lastPage}
          </span>
          <Button variant="secondary" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
            Older e-mails
          </Button>
        </Pager>
      )}
    </>
  );
}
