import { TableDownloads } from '@x4i/shared';
import type { SentNewsletter } from '@x4i/shared/contracts';
import { ListDownloads } from '../../kit/components/list-downloads';
import { StackedTable } from '../../kit/components/stacked-table';
import { isoToday } from '../../kit/domain/admin-records';
import { formatDateTime } from '../../kit/domain/format-date-time';
import { sentNewslettersExport } from '../domain/newsletter-export';

/** The newsletters sent, latest first: when, what, to how many members, and by whom. */
export function SentNewslettersTable({ sent }: { sent: readonly SentNewsletter[] }) {
  if (sent.length === 0) return <p>No newsletter has been sent yet.</p>;
  return (
    <>
      <ListDownloads>
        <TableDownloads table={sentNewslettersExport(sent, isoToday())} fileStem="admin-newsletters-sent" />
      </ListDownloads>
      <StackedTable>
        <caption>Newsletters sent, latest first</caption>
        <thead>
          <tr>
            <th scope="col">Sent</th>
            <th scope="col">Subject</th>
            <th scope="col">Recipients</th>
            <th scope="col">Sent by</th>
          </tr>
        </thead>
        <tbody>
          {sent.map((newsletter) => (
            <tr key={newsletter.id}>
              <td data-label="Sent">{formatDateTime(newsletter.sentAt)}</td>
              <td data-label="Subject">{newsletter.subject}</td>
              <td data-label="Recipients">{newsletter.recipients.toLocaleString('en-US')}</td>
              <td data-label="Sent by">{newsletter.sentBy ?? 'A deleted account'}</td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
    </>
  );
}
