import { act, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { setupMswServer, signedInSessionHandlers } from '@x4i/shared/testing';
import { renderWithRouter } from '../navigation/render-with-router';
import { Layout } from './layout';

const routes: RouteObject[] = [{ element: <Layout />, children: [{ path: '/', element: <h1>Home</h1>, handle: { routeName: 'index' } }] }];

const server = setupMswServer();
afterEach(() => jest.restoreAllMocks());

async function footer(patterns = ['/']) {
  renderWithRouter(routes, { patterns });
  const contentinfo = screen.getByRole('contentinfo');
  // The session decides what the footer offers: wait until it has been read.
  await within(contentinfo).findByRole('button', { name: 'Contact Us' });
  return contentinfo;
}

describe('the footer, add-solution icon (SPEC 2.5)', () => {
  it('is not shown to visitors and members outside the team', async () => {
    server.use(...signedInSessionHandlers({ canTouchSolution: true }, { role: 'SOLUTION_PROVIDER', permissions: ['create:solution'] }));
    const contentinfo = await footer();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(contentinfo).queryByRole('button', { name: 'Add a solution' })).not.toBeInTheDocument();
    expect(within(contentinfo).queryByRole('link', { name: /admin/i })).not.toBeInTheDocument();
  });

  it('opens the create wizard for a team member', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(...signedInSessionHandlers({ canTouchSolution: true }, { role: 'X4I_TEAM_MEMBER', permissions: ['do:all'] }));
    const contentinfo = await footer();
    const add = await within(contentinfo).findByRole('button', { name: 'Add a solution' });
    // The wizard's code loads on first open.
    await act(async () => add.click());
    const dialog = await screen.findByRole('dialog', { name: 'Start Something New' });
    // No remote is deployed in this test: the dialog says so and the page stays up.
    expect(await within(dialog).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('links a team member to the admin dashboard once the admin pages are deployed', async () => {
    server.use(...signedInSessionHandlers({ canTouchSolution: true }, { role: 'X4I_TEAM_MEMBER', permissions: ['do:all'] }));
    const contentinfo = await footer(['/', '/admin/organizations']);
    expect(await within(contentinfo).findByRole('link', { name: 'Admin dashboard' })).toHaveAttribute('href', '/admin/organizations');
  });

  it('leaves the admin link out while the admin pages are not deployed', async () => {
    server.use(...signedInSessionHandlers({ canTouchSolution: true }, { role: 'X4I_TEAM_MEMBER', permissions: ['do:all'] }));
    const contentinfo = await footer();
    await within(contentinfo).findByRole('button', { name: 'Add a solution' });
    expect(within(contentinfo).queryByRole('link', { name: 'Admin dashboard' })).not.toBeInTheDocument();
  });
});
