import { type ExportedTable } from '@x4i/shared/domain';
import type { SentNewsletter } from '@x4i/shared/contracts';
import { adminRecordsSource } from '../../kit/domain/admin-records';

/** Every newsletter sent, latest first, as a download. */
export function sentNewslettersExport(sent: readonly SentNewsletter[], today: string): ExportedTable {
  return {
    title: 'Newsletters sent',
    header: ['Sent', 'Subject', 'Recipients (e-mails handed on)', 'Sent by'],
    rows: sent.map((newsletter) => [newsletter.sentAt, newsletter.subject, newsletter.recipients, newsletter.sentBy ?? 'A deleted account']),
    sources: [adminRecordsSource(today)],
  };
}
