import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { http, HttpResponse } from 'msw';
import { pageNavigation, setSignOutErrorLogger, SIGN_OUT_FAILED_MESSAGE, SIGN_OUT_FAILED_TITLE } from '@x4i/shared';
import { setupMswServer, signedInSessionHandlers } from '@x4i/shared/testing';
import { Layout } from '../layout/layout';
import { renderWithRouter } from './render-with-router';

const server = setupMswServer();

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <h1>Home</h1> },
      { path: '/nonprofit-ntee-code-finder', element: <h1>Finder</h1> },
      { path: '/profile', element: <h1>Profile</h1> },
    ],
  },
];

const withProfile = ['/', '/nonprofit-ntee-code-finder', '/profile'];

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe('user menu', () => {
  it("signed out: the app bar's 'Sign in' opens the sign-in modal, titled with the product name", async () => {
    const { user } = renderWithRouter(routes, { patterns: withProfile });
    const banner = screen.getByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Sign in to X4I');
    // The top menu is unchanged.
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['Our Products']);
  });

  it('signed in: the display name opens My profile and Sign out', async () => {
    server.use(...signedInSessionHandlers({}, { firstName: 'Grace', lastName: 'Hopper' }));
    const { user } = renderWithRouter(routes, { patterns: withProfile });
    const banner = screen.getByRole('banner');
    const toggle = await within(banner).findByRole('button', { name: 'Grace Hopper' });
    expect(within(banner).queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(banner).getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/profile');
    await user.click(within(banner).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it.each([
    ['answers 500', () => HttpResponse.json({ error: { code: 'boom', message: 'Boom' } }, { status: 500 })],
    ['cannot be reached', () => HttpResponse.error()],
  ])('when the sign-out %s: logs it, says sign-out did not complete, and the header shows nobody signed in', async (_case, answer) => {
    const logged = jest.fn();
    const previousLogger = setSignOutErrorLogger(logged);
    server.use(http.post('*/napi/logout', answer), ...signedInSessionHandlers({}, { firstName: 'Grace', lastName: 'Hopper' }));
    const { user } = renderWithRouter(routes, { patterns: withProfile });
    const banner = screen.getByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: 'Grace Hopper' }));
    await user.click(within(banner).getByRole('button', { name: 'Sign out' }));

    const alert = await screen.findByRole('alertdialog', { name: SIGN_OUT_FAILED_TITLE });
    expect(alert).toHaveAccessibleDescription(SIGN_OUT_FAILED_MESSAGE);
    expect(SIGN_OUT_FAILED_MESSAGE).toBe(
      'We could not sign you out. This page no longer shows your account, but you may still be signed in on this browser. On a shared computer, close every browser window before you leave.',
    );
    expect(logged).toHaveBeenCalledWith('Sign-out failed', expect.anything());
    expect(assign).not.toHaveBeenCalled();
    expect(within(banner).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Grace Hopper' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    setSignOutErrorLogger(previousLogger);
  });

  it("leaves 'My profile' out until the profile page is deployed", async () => {
    server.use(...signedInSessionHandlers());
    const { user } = renderWithRouter(routes, { patterns: ['/', '/nonprofit-ntee-code-finder'] });
    const banner = screen.getByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: 'Ada Lovelace' }));
    expect(within(banner).queryByRole('link', { name: 'My profile' })).not.toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('the drawer shows My profile and Sign out when signed in', async () => {
    server.use(...signedInSessionHandlers());
    const { user } = renderWithRouter(routes, { patterns: withProfile });
    await within(screen.getByRole('banner')).findByRole('button', { name: 'Ada Lovelace' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const account = within(drawer).getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/profile');
    expect(within(account).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(account).queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();

    await user.click(within(account).getByRole('link', { name: 'My profile' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("the drawer shows 'Sign in' when signed out; it closes the drawer and opens the modal", async () => {
    const { user } = renderWithRouter(routes, { patterns: withProfile });
    await within(screen.getByRole('banner')).findByRole('button', { name: 'Sign in' });
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).queryByRole('link', { name: 'My profile' })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Sign in' }));

    const modal = await screen.findByRole('dialog', { name: 'Sign in to X4I' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Close sign in' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveFocus();
  });
});
