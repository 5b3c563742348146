import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { usePermissionsModal, useSignIn } from '@x4i/shared';
import { type NteeChangeLetter, type NteeChangeLetterRequest } from '@x4i/shared/contracts';
import { apiPath, recordRequests, renderWithProviders, setupMswServer, signedInSessionHandlers } from '@x4i/shared/testing';
import { http, HttpResponse } from 'msw';
import { routeTable } from '../../../route-table';
import { ChangerLandingPage } from './changer-landing-page';
import { ChangerStartPage } from './changer-start-page';

const server = setupMswServer();
const requests = recordRequests(server);

function Overlays() {
  const signIn = useSignIn();
  const permissions = usePermissionsModal();
  return (
    <output data-testid="overlays">
      {signIn.isOpen ? `sign-in ${signIn.landingPath ?? ''}` : ''}
      {permissions.state.view !== 'closed' ? `permissions ${permissions.state.view} ${permissions.state.action}` : ''}
    </output>
  );
}

const letter: NteeChangeLetter = {
  id: 'letter-1',
  ein: '920073175',
  organizationName: 'FOOD BANK OF ALASKA INC',
  oldCode: 'K31',
  oldTitle: 'Food Banks & Pantries',
  newCode: 'N61',
  newTitle: 'Fishing & Hunting',
  createdAt: '2026-11-25T12:00:00.000Z',
  pdfPath: '/ntee-change-letters/letter-1/pdf',
};

function changerApi({ balance, letters = [] }: { balance: number; letters?: NteeChangeLetter[] }) {
  let credits = balance;
  const stored = [...letters];
  return [
    http.get(apiPath('/credits'), () => HttpResponse.json({ IRS_LETTER: credits })),
    http.get(apiPath('/ntee-change-letters'), () => HttpResponse.json({ letters: stored })),
    http.post(apiPath('/ntee-change-letters'), async ({ request }) => {
      const body = (await request.json()) as NteeChangeLetterRequest;
      if (credits < 1) return HttpResponse.json({ error: { code: 'no_credits', message: 'You have no IRS-letter credits left.' } }, { status: 402 });
      credits -= 1;
      const made = { ...letter, newCode: body.newCode };
      stored.unshift(made);
      return HttpResponse.json({ letter: made, balances: { IRS_LETTER: credits } }, { status: 201 });
    }),
  ];
}

const route = (id: string) => routeTable.find((entry) => entry.id === id)!;

function renderLanding() {
  return renderWithProviders(
    <>
      <ChangerLandingPage route={route('changer')} />
      <Overlays />
    </>,
    { route: '/nonprofit-ntee-code-changer' },
  );
}

describe('the NTEE Code Changer', () => {
  beforeEach(() => requests.clear());

  it('asks a visitor to sign in, and comes back to the changer', async () => {
    const { user } = renderLanding();
    await waitFor(() => expect(document.title).toBe('X4I - NTEE Code Changer'));
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('overlays')).toHaveTextContent('sign-in /nonprofit-ntee-code-changer');
  });

  it('shows the IRS-letter terms before anything else', async () => {
    server.use(
      ...signedInSessionHandlers({}, { pendingTermsOfUse: [{ id: 'irs-letter-1', type: 'IRS_LETTER', title: 'IRS letters: Terms of Use' }] }),
      ...changerApi({ balance: 2 }),
      http.get(apiPath('/terms-of-use/irs-letter-1'), () =>
        HttpResponse.json({ id: 'irs-letter-1', type: 'IRS_LETTER', title: 'IRS letters: Terms of Use', version: '1', effectiveOn: '2026-11-01', paragraphs: ['You sign and send the letter yourself.'] }),
      ),
    );
    renderLanding();
    const panel = await screen.findByRole('region', { name: 'Accept the terms for IRS letters' });
    expect(await within(panel).findByText('You sign and send the letter yourself.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Accept and continue' })).toBeDisabled();
  });

  it('without a credit, says so and requests credits through the access request', async () => {
    server.use(...signedInSessionHandlers(), ...changerApi({ balance: 0 }));
    const { user } = renderLanding();
    const panel = await screen.findByRole('region', { name: 'You have no IRS-letter credits' });
    expect(panel).toHaveTextContent('Your balance is 0 IRS-letter credits.');
    await user.click(within(panel).getByRole('button', { name: 'Request credits' }));
    expect(screen.getByTestId('overlays')).toHaveTextContent('permissions request IRS_LETTER_CREDITS');
  });

  it('with credits, offers to start a letter and lists the letters prepared, each downloadable', async () => {
    server.use(...signedInSessionHandlers(), ...changerApi({ balance: 2, letters: [letter] }));
    renderLanding();
    const panel = await screen.findByRole('region', { name: 'Your balance: 2 IRS-letter credits' });
    expect(within(panel).getByRole('link', { name: 'Start a letter' })).toHaveAttribute('href', '/nonprofit-ntee-code-changer/start');
    const letters = await screen.findByRole('region', { name: 'Your letters' });
    expect(within(letters).getByRole('link', { name: 'FOOD BANK OF ALASKA INC: K31 to N61 (PDF)' })).toHaveAttribute('href', '/api/ntee-change-letters/letter-1/pdf');
  });

  it('produces a letter for one credit: the organization by EIN, the new code by levels, the reasons', async () => {
    server.use(...signedInSessionHandlers(), ...changerApi({ balance: 1 }));
    const { user } = renderWithProviders(<ChangerStartPage route={route('changer-start')} />, { route: '/nonprofit-ntee-code-changer/start?ein=92-0073175' });
    const found = await screen.findByText('FOOD BANK OF ALASKA INC');
    expect(found.closest('[role="status"]')).toHaveTextContent('The IRS lists it under K31: Food Banks & Pantries.');

    await user.click(screen.getByRole('button', { name: 'Produce the letter (1 credit)' }));
    expect(screen.getByText('Choose the new code, down to its third level.')).toBeInTheDocument();
    expect(requests.urls.some((url) => url.pathname === '/api/ntee-change-letters' && url.search === '')).toBe(false);

    await user.selectOptions(screen.getByLabelText('1. Major group'), 'N');
    await user.selectOptions(screen.getByLabelText('2. Decade'), 'N6');
    await user.selectOptions(screen.getByLabelText('3. Code'), 'N61');
    await user.type(screen.getByLabelText('Why the new code describes your organization'), 'Our programs teach fishing and hunting safety to young people.');
    await user.type(screen.getByLabelText('Signer’s name'), 'Ana Ruiz');
    await user.type(screen.getByLabelText('Signer’s title'), 'Executive Director');
    await user.click(screen.getByRole('button', { name: 'Produce the letter (1 credit)' }));

    const done = await screen.findByRole('status', { name: 'Your letter is ready' });
    expect(done).toHaveTextContent('from K31 to N61');
    expect(done).toHaveTextContent('Your balance is now 0 IRS-letter credits.');
    expect(within(done).getByRole('link', { name: 'Download the letter (PDF)' })).toHaveAttribute('href', '/api/ntee-change-letters/letter-1/pdf');
  });
});
