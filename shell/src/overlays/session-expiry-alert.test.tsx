import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { pageNavigation } from '@x4i/shared';
import { CSRF_HEADER } from '@x4i/shared/contracts';
import { buildSignedInSession, createSessionHandlers, renderWithProviders, setupMswServer } from '@x4i/shared/testing';
import { SESSION_EXPIRED_MESSAGE, SessionExpiryAlert } from './session-expiry-alert';

const server = setupMswServer();

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

/** A clock the test moves; the token expired at 1000. */
function setup(accessTokenExpiration: number | null, signedIn = true) {
  let time = 5000;
  const clock = { now: () => time, set: (at: number) => (time = at) };
  const session = signedIn ? buildSignedInSession({ accessTokenExpiration }) : undefined;
  server.use(...createSessionHandlers(session, { redirect: '/signed-out' }));
  const view = renderWithProviders(<SessionExpiryAlert now={clock.now} />);
  return { ...view, clock };
}

/** Lets the session load, so the watch would be listening. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

async function activityAt(clock: { set(at: number): void }, at: number) {
  clock.set(at);
  act(() => void fireEvent.pointerDown(document.body));
}

describe('SessionExpiryAlert', () => {
  it('shows the alert on activity after 3000 ms idle once the token has expired; OK signs out', async () => {
    const headers: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/napi/logout')) headers.push(request.headers.get(CSRF_HEADER));
    });
    const { clock, user } = setup(1000);
    // The watch starts once the session is known.
    await waitFor(async () => {
      await activityAt(clock, clock.now() + 1000);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    await activityAt(clock, clock.now() + 2999);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await activityAt(clock, clock.now() + 3000);
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveAccessibleDescription(SESSION_EXPIRED_MESSAGE);
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();

    await user.click(ok);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/signed-out'));
    expect(headers).toEqual(['x4i']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('stays quiet when the gateway renews the expired token, and watches the new expiry', async () => {
    const { clock } = setup(1000);
    await settle();
    // The gateway renews with the refresh token: the session comes back with a later expiry.
    server.use(...createSessionHandlers(buildSignedInSession({ accessTokenExpiration: 100_000 })));
    await activityAt(clock, clock.now() + 3000);
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // Past the renewed expiry, and the sign-in can no longer be renewed: signed out, the alert shows.
    server.use(...createSessionHandlers(undefined));
    await activityAt(clock, 110_000);
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(SESSION_EXPIRED_MESSAGE);
  });

  it('stays quiet while the token is valid', async () => {
    const { clock } = setup(Number.MAX_SAFE_INTEGER);
    await settle();
    for (const at of [6000, 20_000, 60_000]) await activityAt(clock, at);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays quiet when nobody is signed in', async () => {
    const { clock } = setup(null, false);
    await settle();
    for (const at of [10_000, 20_000]) await activityAt(clock, at);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
