import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { CreditGrantRequest, CreditLedgerEntry } from '@x4i/shared/contracts';
import { setupMswServer } from '@x4i/shared/testing';
import { http, HttpResponse } from 'msw';
import { routeTable } from '../../../route-table';
import { expectAccessible, renderAdminPage, snackbars } from '../../../testing/render-admin-page';
import { CreditsPage } from './credits-page';

const server = setupMswServer();
const route = routeTable.find((entry) => entry.id === 'credits')!;

/** A ledger on the fake server: a grant adds a line, a member's balance is the sum of their lines. */
function serveLedger() {
  const entries: CreditLedgerEntry[] = [
    {
      id: 'e1',
      type: 'IRS_LETTER',
      amount: -1,
      reason: 'NTEE code change letter',
      account: { email: 'ana@example.org', name: 'Ana Ruiz' },
      grantedBy: null,
      letterId: 'letter-1',
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  ];
  const grants: CreditGrantRequest[] = [];
  server.use(
    http.get('/api/admin/credits', ({ request }) => {
      const email = new URL(request.url).searchParams.get('email');
      const mine = email ? entries.filter((entry) => entry.account.email === email) : entries;
      return HttpResponse.json({ entries: mine, balances: email ? { IRS_LETTER: mine.reduce((sum, entry) => sum + entry.amount, 0) } : null });
    }),
    http.post('/api/admin/credits/grant', async ({ request }) => {
      const body = (await request.json()) as CreditGrantRequest;
      grants.push(body);
      const entry: CreditLedgerEntry = {
        id: `e${entries.length + 1}`,
        type: body.type,
        amount: body.amount,
        reason: body.reason,
        account: { email: body.email, name: 'Ana Ruiz' },
        grantedBy: { email: 'taylor@x4i.example.org', name: 'Taylor Team' },
        letterId: null,
        createdAt: '2026-11-25T09:00:00.000Z',
      };
      entries.unshift(entry);
      return HttpResponse.json({ entry, balances: { IRS_LETTER: entries.filter((line) => line.account.email === body.email).reduce((sum, line) => sum + line.amount, 0) } }, { status: 201 });
    }),
  );
  return grants;
}

describe('the credits page', () => {
  it('grants IRS-letter credits with a reason, and shows the member’s ledger and balance', async () => {
    const grants = serveLedger();
    const { user } = renderAdminPage(server, <CreditsPage route={route} />, { route: '/admin/credits', path: route.path });
    expect(await screen.findByRole('region', { name: 'Credit ledger' })).toHaveTextContent('ana@example.org');
    await waitFor(() => expect(document.title).toBe('X4I - Credits'));
    expect(screen.getByRole('link', { name: 'Download JSON of the whole credit ledger' })).toHaveAttribute('href', '/api/admin/credits/export?format=json');

    const form = screen.getByRole('form', { name: 'Grant IRS-letter credits' });
    await user.click(within(form).getByRole('button', { name: 'Grant' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give the member’s e-mail address');
    expect(grants).toEqual([]);

    await user.type(within(form).getByLabelText('Member’s e-mail'), 'ana@example.org');
    await user.clear(within(form).getByLabelText('IRS-letter credits'));
    await user.type(within(form).getByLabelText('IRS-letter credits'), '2');
    await user.type(within(form).getByLabelText('Reason'), 'Access request of 25 November');
    await user.click(within(form).getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(grants).toEqual([{ email: 'ana@example.org', type: 'IRS_LETTER', amount: 2, reason: 'Access request of 25 November' }]));
    await waitFor(() => expect(snackbars()).toContainEqual({ message: '2 IRS-letter credits granted to ana@example.org.', variant: expect.anything() }));
    expect(await screen.findByText('ana@example.org has 1 IRS-letter credit.')).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Credit ledger' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('+2');
    expect(rows[1]).toHaveTextContent('taylor@x4i.example.org');
    expect(rows[2]).toHaveTextContent('A letter');
    await expectAccessible();
  });
});
