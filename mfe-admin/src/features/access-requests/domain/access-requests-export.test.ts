import { defaultAdminStore } from '@x4i/shared/testing';
import { accessRequestsExport } from './access-requests-export';

// The admin screens' own sample: one pending request and one declined.
const { requests } = defaultAdminStore();

describe('the access requests download', () => {
  const table = accessRequestsExport(requests, '2026-11-26');

  it('names what the rows are, each column, and the records of that day', () => {
    expect(table.title).toBe('Access requests');
    expect(table.header).toEqual(['Requester', 'E-mail', 'Organization named', 'Organization website', 'What they want to do', 'Sent', 'Status', 'Answered', 'Answered by']);
    expect(table.sources).toEqual([{ name: 'X4I admin records (team only)', year: '2026-11-26' }]);
  });

  it('has a row for every request, dates as ISO timestamps', () => {
    expect(table.rows).toHaveLength(requests.length);
    expect(table.rows[1]).toEqual([
      'Lee Park',
      'lee@unknown.example.com',
      'Unknown Ventures',
      'https://unknown.example.com',
      'Edit everything.',
      '2026-10-01T09:00:00.000Z',
      'Declined',
      '2026-10-02T09:00:00.000Z',
      'taylor@x4i.example.org',
    ]);
    expect(table.rows[0]!.slice(5)).toEqual(['2026-11-02T15:04:05.000Z', 'Waiting for an answer', null, null]);
  });
});
