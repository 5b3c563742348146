import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { OutboxPage as OutboxPageData } from '@x4i/shared/contracts';
import { buildSessionUser, setupMswServer } from '@x4i/shared/testing';
import { http, HttpResponse } from 'msw';
import { routeTable } from '../../../route-table';
import { expectAccessible, renderAdminPage } from '../../../testing/render-admin-page';
import { OutboxPage } from './outbox-page';

const server = setupMswServer();
const route = routeTable.find((entry) => entry.id === 'outbox')!;

const mail = (n: number, overrides: Partial<OutboxPageData['mails'][number]> = {}): OutboxPageData['mails'][number] => ({
  id: `mail-${n}`,
  from: 'X4I <no-reply@x4i.example>',
  to: `person${n}@example.org`,
  replyTo: null,
  subject: `Subject ${n}`,
  text: `Hello ${n},\n\nThe text of mail ${n}.`,
  status: 'STORED',
  error: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  sentAt: null,
  ...overrides,
});

function serveOutbox(total: number, mails: (page: number) => OutboxPageData['mails']) {
  const pages: number[] = [];
  server.use(
    http.get('/api/admin/outbox', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      pages.push(page);
      return HttpResponse.json({ mails: mails(page), total, page, pageSize: 50 } satisfies OutboxPageData);
    }),
  );
  return pages;
}

describe('the outbox page', () => {
  it('lists each mail with its sender, recipient, time and whether it was sent; the text opens in place', async () => {
    serveOutbox(3, () => [
      mail(1),
      mail(2, { status: 'SENT', sentAt: '2026-11-24T10:00:01.000Z' }),
      mail(3, { status: 'FAILED', error: 'connect ECONNREFUSED' }),
    ]);
    const { user } = renderAdminPage(server, <OutboxPage route={route} />, { route: '/admin/outbox', path: route.path });
    const table = await screen.findByRole('table', { name: 'E-mails 1–3 of 3, latest first' });
    await waitFor(() => expect(document.title).toBe('X4I - Outbox'));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('person1@example.org');
    expect(rows[0]).toHaveTextContent('Not sent: kept in the outbox (no SMTP server is configured)');
    expect(rows[1]).toHaveTextContent(/Sent on/);
    expect(rows[2]).toHaveTextContent('Not sent: the SMTP server refused it (connect ECONNREFUSED)');

    expect(screen.getByText(/The text of mail 1\./)).not.toBeVisible();
    await user.click(within(rows[0]!).getByText('Subject 1'));
    expect(screen.getByText(/The text of mail 1\./)).toBeVisible();
    await expectAccessible();
  });

  it('pages through older mails', async () => {
    const pages = serveOutbox(60, (page) => (page === 1 ? Array.from({ length: 50 }, (_, i) => mail(i + 1)) : Array.from({ length: 10 }, (_, i) => mail(i + 51))));
    const { user } = renderAdminPage(server, <OutboxPage route={route} />, { route: '/admin/outbox', path: route.path });
    await screen.findByRole('table', { name: 'E-mails 1–50 of 60, latest first' });
    expect(screen.getByRole('button', { name: 'Newer e-mails' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older e-mails' }));
    await screen.findByRole('table', { name: 'E-mails 51–60 of 60, latest first' });
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(pages).toEqual([1, 2]);
    // The download is every mail, from the server, not the page on screen.
    expect(screen.getByRole('link', { name: 'Download CSV of every e-mail in the outbox' })).toHaveAttribute('href', '/api/admin/outbox/export?format=csv');
  });

  it('is for the team only', async () => {
    renderAdminPage(server, <OutboxPage route={route} />, { route: '/admin/outbox', path: route.path, user: buildSessionUser() });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
