import type { SentNewsletter } from '@x4i/shared/contracts';
import { sentNewslettersExport } from './newsletter-export';

const sent: SentNewsletter[] = [
  { id: 'n2', subject: 'November news, with grants', sentAt: '2026-11-24T09:00:00.000Z', recipients: 1200, sentBy: 'taylor@x4i.example.org' },
  { id: 'n1', subject: 'October news', sentAt: '2026-10-01T09:00:00.000Z', recipients: 2, sentBy: null },
];

describe('the sent newsletters download', () => {
  const table = sentNewslettersExport(sent, '2026-11-26');

  it('names what the rows are, each column, and the records of that day', () => {
    expect(table.title).toBe('Newsletters sent');
    expect(table.header).toEqual(['Sent', 'Subject', 'Recipients (e-mails handed on)', 'Sent by']);
    expect(table.sources).toEqual([{ name: 'X4I admin records (team only)', year: '2026-11-26' }]);
  });

  it('has a row for every newsletter: the time as ISO, the count as a number', () => {
    expect(table.rows).toHaveLength(sent.length);
    expect(table.rows[0]).toEqual(['2026-11-24T09:00:00.000Z', 'November news, with grants', 1200, 'taylor@x4i.example.org']);
    expect(table.rows[1]![3]).toBe('A deleted account');
  });
});
