import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { useResumeAction, useSignIn } from '@x4i/shared';
import { MAX_WATCHES } from '@x4i/shared/contracts';
import { apiErrorResponse, apiPath, buildWatchedOrganization, createWatchHandlers, renderWithProviders, setupMswServer, signedInSessionHandlers, SnackbarProbe } from '@x4i/shared/testing';
import { http } from 'msw';
import { useEffect, type ReactNode } from 'react';
import { routeTable } from '../../../route-table';
import { FinderPage } from './finder-page';

const server = setupMswServer();
const requests: string[] = [];
server.events.on('request:start', ({ request }) => void requests.push(`${request.method} ${new URL(request.url).pathname}`));
beforeEach(() => requests.splice(0));

const RIFLE_CLUB = '/nonprofit-ntee-code-finder/010564885';
const NOTE = 'You get one e-mail after each monthly refresh of the IRS files that changes an organization you watch.';
const finderRoute = routeTable.find((route) => route.id === 'finder')!;

/** Stands in for the shell's overlays: the sign-in modal and the snackbar. */
function Overlays() {
  const signIn = useSignIn();
  return (
    <>
      <output data-testid="sign-in">{signIn.isOpen ? `sign-in ${signIn.landingPath ?? ''} ${signIn.action ?? ''}` : ''}</output>
      <SnackbarProbe />
    </>
  );
}

/** Stands in for the shell handing over the action a visitor attempted before signing in. */
function ResumeAfterSignIn({ action }: { action: string }) {
  const resume = useResumeAction();
  useEffect(() => resume(action), [resume, action]);
  return null;
}

function renderOrganization(extra?: ReactNode) {
  return renderWithProviders(
    <>
      <FinderPage route={finderRoute} />
      <Overlays />
      {extra}
    </>,
    { route: RIFLE_CLUB, path: ['/nonprofit-ntee-code-finder/:ein', '/nonprofit-ntee-code-finder'] },
  );
}

const watchButton = () => screen.findByRole('button', { name: 'Watch this organization' });
const snackbars = () => within(screen.getByRole('list', { name: 'Snackbars' })).queryAllByRole('listitem');
const watchCalls = () => requests.filter((request) => request.includes('/api/me/watches'));

describe('watching an organization from its finder page', () => {
  it('watches it with PUT and stops with DELETE, the button pressed while watched', async () => {
    server.use(...signedInSessionHandlers(), ...createWatchHandlers());
    const { user } = renderOrganization();
    const button = await watchButton();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleDescription(NOTE);
    expect(screen.queryByText('Watching')).not.toBeInTheDocument();

    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText('Watching')).toBeInTheDocument();
    expect(snackbars().map((item) => item.textContent)).toEqual(['You are now watching VALDEZ JUNIOR RIFLE CLUB.']);

    await user.click(screen.getByRole('button', { name: 'Stop watching' }));
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.queryByRole('button', { name: 'Stop watching' })).not.toBeInTheDocument();
    expect(snackbars().at(-1)).toHaveTextContent('You no longer watch VALDEZ JUNIOR RIFLE CLUB.');
    expect(watchCalls()).toEqual(['GET /api/me/watches', 'PUT /api/me/watches/010564885', 'DELETE /api/me/watches/010564885']);
  });

  it('shows an organization already watched as pressed, and pressing it again stops watching', async () => {
    server.use(...signedInSessionHandlers(), ...createWatchHandlers({ watches: [buildWatchedOrganization({ ein: '010564885', name: 'VALDEZ JUNIOR RIFLE CLUB' })] }));
    const { user } = renderOrganization();
    const button = await watchButton();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText('Watching')).toBeInTheDocument();

    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(watchCalls()).toEqual(['GET /api/me/watches', 'DELETE /api/me/watches/010564885']);
  });

  it('asks a visitor to sign in, landing back on this page with the watch to make, and sends nothing', async () => {
    const { user } = renderOrganization();
    const button = await watchButton();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    // The session is known once the page can be gated.
    await waitFor(() => expect(requests).toContain('GET /api/session'));

    await user.click(button);
    expect(screen.getByTestId('sign-in')).toHaveTextContent(`sign-in ${RIFLE_CLUB} WATCH:010564885`);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(watchCalls()).toEqual([]);
  });

  it('makes the watch a visitor asked for once they come back signed in', async () => {
    server.use(...signedInSessionHandlers(), ...createWatchHandlers());
    renderOrganization(<ResumeAfterSignIn action="WATCH:010564885" />);
    const button = await watchButton();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(watchCalls()).toEqual(['GET /api/me/watches', 'PUT /api/me/watches/010564885']);
  });

  it("shows the server's reason when it refuses the watch, and stays unpressed", async () => {
    const message = `You can watch up to ${MAX_WATCHES} organizations; stop watching one on your profile first.`;
    server.use(...signedInSessionHandlers(), http.put(apiPath('/me/watches/:ein'), () => apiErrorResponse(409, 'too_many_watches', message)), ...createWatchHandlers());
    const { user } = renderOrganization();
    const button = await watchButton();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));

    await user.click(button);
    await waitFor(() => expect(snackbars()).toHaveLength(1));
    expect(snackbars()[0]).toHaveTextContent(message);
    expect(snackbars()[0]).toHaveAttribute('data-variant', 'error');
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when the watches cannot be loaded, and Try again reads them again', async () => {
    server.use(...signedInSessionHandlers(), http.get(apiPath('/me/watches'), () => apiErrorResponse(500, 'internal_error', 'Something went wrong.'), { once: true }), ...createWatchHandlers());
    const { user } = renderOrganization();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await watchButton()).toHaveAttribute('aria-pressed', 'false');
  });
});
