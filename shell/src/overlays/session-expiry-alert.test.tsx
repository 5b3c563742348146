import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { pageNavigation } from '@x4i/shared';
import { CSRF_HEADER, type SessionResponse } from '@x4i/shared/contracts';
import { buildSignedInSession, createSessionHandlers, renderWithProviders, setupMswServer } from '@x4i/shared/testing';
import { SESSION_EXPIRED_MESSAGE, SessionExpiryAlert } from './session-expiry-alert';

const server = setupMswServer();

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  assign.mockRestore();
  server.events.removeAllListeners();
});

/** The gateway's clock when it answers; the device's clock may be far from it. */
const SERVER_NOW = 1_800_000_000_000;
const SKEW_MS = 70 * 60_000;

/** A session the gateway answered at SERVER_NOW with this many seconds left. */
const answeredSession = (secondsLeft: number, renewsIn: number | null = null) =>
  buildSignedInSession({ accessTokenExpiration: SERVER_NOW + secondsLeft * 1000, accessTokenExpiresIn: secondsLeft, accessTokenRenewsIn: renewsIn });

/** A device clock the test moves, starting at `start`. */
function setup(session: SessionResponse | undefined, start = 5000) {
  let time = start;
  const clock = { now: () => time, set: (at: number) => (time = at) };
  server.use(...createSessionHandlers(session, { redirect: '/signed-out' }));
  const view = renderWithProviders(<SessionExpiryAlert now={clock.now} />);
  return { ...view, clock };
}

/** The gateway answering each call with a later renewal of a 60-second token. */
function renewingGateway() {
  let renewals = 0;
  return http.get('*/api/session', () => {
    renewals += 1;
    return HttpResponse.json(buildSignedInSession({ accessTokenExpiration: SERVER_NOW + renewals * 30_000 + 60_000, accessTokenExpiresIn: 60, accessTokenRenewsIn: 30 }));
  });
}

/** Counts the page's requests for the session. */
function countSessionRequests() {
  const count = { value: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/api/session')) count.value += 1;
  });
  return count;
}

/** Lets the session load, so the watch would be listening. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

async function activityAt(clock: { set(at: number): void }, at: number) {
  clock.set(at);
  act(() => void fireEvent.pointerDown(document.body));
}

describe('SessionExpiryAlert', () => {
  it('shows the alert on activity after 3000 ms idle once the countdown ran out and the gateway has no session; OK signs out', async () => {
    const headers: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/napi/logout')) headers.push(request.headers.get(CSRF_HEADER));
    });
    const { clock, user } = setup(answeredSession(1));
    await settle();
    server.use(...createSessionHandlers(undefined, { redirect: '/signed-out' }));
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
  });

  it('stays quiet when the gateway renews the run-out token, and counts the new one down', async () => {
    const { clock } = setup(answeredSession(1));
    await settle();
    // The gateway renews with the refresh token: the session comes back with an hour left.
    server.use(...createSessionHandlers(answeredSession(3600)));
    await activityAt(clock, clock.now() + 3000);
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // Past the renewed countdown, and the sign-in can no longer be renewed: signed out, the alert shows.
    server.use(...createSessionHandlers(undefined));
    await activityAt(clock, clock.now() + 3_601_000);
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(SESSION_EXPIRED_MESSAGE);
  });

  it('with the device clock 70 minutes fast, counts the seconds the gateway gave: no check, no alert', async () => {
    const requests = countSessionRequests();
    // By this clock the token's absolute expiry (an hour after SERVER_NOW) passed ten minutes ago.
    const { clock } = setup(answeredSession(3600, 3300), SERVER_NOW + SKEW_MS);
    await settle();
    for (const after of [5000, 20 * 60_000, 59 * 60_000]) await activityAt(clock, SERVER_NOW + SKEW_MS + after);
    await settle();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.value).toBe(1);
  });

  it('with the device clock 70 minutes slow, still alerts once the countdown ran out and the gateway has no session', async () => {
    // By this clock the token's absolute expiry is 71 minutes away.
    const { clock } = setup(answeredSession(60), SERVER_NOW - SKEW_MS);
    await settle();
    server.use(...createSessionHandlers(undefined));
    await activityAt(clock, SERVER_NOW - SKEW_MS + 61_000);
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(SESSION_EXPIRED_MESSAGE);
  });

  it('alerts when the gateway cannot be reached once the countdown ran out', async () => {
    const { clock } = setup(answeredSession(1));
    await settle();
    server.use(http.get('*/api/session', () => HttpResponse.error()));
    await activityAt(clock, clock.now() + 3000);
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });

  it('stays quiet while time is left', async () => {
    const { clock } = setup(answeredSession(3600));
    await settle();
    for (const at of [9000, 20_000, 60_000]) await activityAt(clock, at);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays quiet when nobody is signed in', async () => {
    const { clock } = setup(undefined);
    await settle();
    for (const at of [10_000, 20_000]) await activityAt(clock, at);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('SessionExpiryAlert renewing ahead of the countdown', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  it('asks the gateway again at its renewal time when the user has been active, before the token runs out', async () => {
    const requests = countSessionRequests();
    server.use(...createSessionHandlers(answeredSession(60, 30)));
    renderWithProviders(<SessionExpiryAlert />);
    await waitFor(() => expect(requests.value).toBe(1));
    await advance(50);
    act(() => void fireEvent.pointerMove(document.body));
    server.use(renewingGateway());

    await advance(29_000);
    expect(requests.value).toBe(1);
    await advance(1500);
    await waitFor(() => expect(requests.value).toBe(2));
    // The renewed answer starts its own count: the next renewal is 30 s later.
    act(() => void fireEvent.pointerMove(document.body));
    await advance(31_000);
    await waitFor(() => expect(requests.value).toBe(3));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('leaves an idle page alone until its next activity', async () => {
    const requests = countSessionRequests();
    server.use(...createSessionHandlers(answeredSession(60, 30)));
    renderWithProviders(<SessionExpiryAlert />);
    await waitFor(() => expect(requests.value).toBe(1));
    await advance(45_000);
    expect(requests.value).toBe(1);
    act(() => void fireEvent.pointerMove(document.body));
    await waitFor(() => expect(requests.value).toBe(2));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('tries a renewal that could not reach the gateway again later, without an alert', async () => {
    const requests = countSessionRequests();
    server.use(...createSessionHandlers(answeredSession(60, 30)));
    renderWithProviders(<SessionExpiryAlert />);
    await waitFor(() => expect(requests.value).toBe(1));
    await advance(50);
    act(() => void fireEvent.pointerMove(document.body));
    server.use(http.get('*/api/session', () => HttpResponse.error()));
    await advance(30_500);
    await waitFor(() => expect(requests.value).toBe(2));
    await advance(100);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(10_500);
    await waitFor(() => expect(requests.value).toBe(3));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
