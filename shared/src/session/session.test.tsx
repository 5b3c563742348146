import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { CSRF_HEADER } from '../contracts/session.js';
import { buildSignedInSession, buildSignedOutSession, createSessionHandlers, setupMswServer, signedInSessionHandlers } from '../testing/index.js';
import { pageNavigation } from './page-navigation.js';
import { isSessionExpiredOnActivity, isSessionLive, renewalDelay, SESSION_IDLE_MS, SESSION_RENEWAL_MIN_DELAY_MS, sessionCountdown } from './session-expiry.js';
import { SESSION_KEY, setSignOutErrorLogger, signOutFailedAtom, useSession, useSignOut } from './session.js';
import { signInAtom, signInUrl, useSignIn } from './sign-in.js';

const server = setupMswServer();

function wrapper() {
  const store = createStore();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0 }}>
      <Provider store={store}>{children}</Provider>
    </SWRConfig>
  );
  return { store, wrapper: Wrapper };
}

describe('useSession', () => {
  it('is loading, then signed out when the gateway answers no user', async () => {
    const { result } = renderHook(() => useSession(), wrapper());
    expect(result.current).toMatchObject({ isLoading: true, isSignedIn: false, user: null });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ isSignedIn: false, user: null, session: { user: null } });
  });

  it('is signed in when the gateway answers a user', async () => {
    server.use(...signedInSessionHandlers({}, { firstName: 'Grace', lastName: 'Hopper' }));
    const { result } = renderHook(() => useSession(), wrapper());
    await waitFor(() => expect(result.current.isSignedIn).toBe(true));
    expect(result.current.user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('counts a failed load as signed out', async () => {
    server.use(http.get('*/api/session', () => HttpResponse.json({ error: { code: 'boom', message: 'Boom' } }, { status: 500 })));
    const { result } = renderHook(() => useSession(), wrapper());
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ isSignedIn: false, user: null, session: null });
  });
});

describe('useSignIn', () => {
  it('opens with a landing path and an action, and closing clears both', () => {
    const { store, wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => useSignIn(), { wrapper: Wrapper });
    act(() => result.current.open({ landingPath: '/all/money-flow', action: 'CREATE_SOLUTION' }));
    expect(store.get(signInAtom)).toEqual({ open: true, landingPath: '/all/money-flow', action: 'CREATE_SOLUTION' });
    expect(result.current).toMatchObject({ isOpen: true, landingPath: '/all/money-flow', action: 'CREATE_SOLUTION' });
    act(() => result.current.close());
    expect(store.get(signInAtom)).toEqual({ open: false });
  });

  it('opens without a landing path', () => {
    const { store, wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => useSignIn(), { wrapper: Wrapper });
    act(() => result.current.open());
    expect(store.get(signInAtom)).toEqual({ open: true });
  });
});

describe('signInUrl', () => {
  it('defaults the landing page to /profile', () => {
    expect(signInUrl()).toBe('/napi/login?returnTo=%2Fprofile');
  });

  it('carries the landing path, the action and sign-up', () => {
    expect(signInUrl({ landingPath: '/all/tech-solution?filter=x', action: 'VOTE', signup: true })).toBe(
      '/napi/login?returnTo=%2Fall%2Ftech-solution%3Ffilter%3Dx&action=VOTE&signup=1',
    );
  });

  it('never returns to another origin', () => {
    expect(signInUrl({ landingPath: '//evil.example/' })).toBe('/napi/login?returnTo=%2Fprofile');
    expect(signInUrl({ landingPath: 'https://evil.example/' })).toBe('/napi/login?returnTo=%2Fprofile');
  });
});

describe('useSignOut', () => {
  let assign: jest.SpyInstance;
  beforeEach(() => {
    assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => assign.mockRestore());

  it('posts to /napi/logout with the CSRF header, then goes where the gateway says', async () => {
    const headers: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/napi/logout')) headers.push(request.headers.get(CSRF_HEADER));
    });
    server.use(...createSessionHandlers(undefined, { redirect: 'https://id.example/logout?done=1' }));
    const { result } = renderHook(() => useSignOut(), wrapper());
    await act(() => result.current());
    expect(headers).toEqual(['x4i']);
    expect(assign).toHaveBeenCalledWith('https://id.example/logout?done=1');
    server.events.removeAllListeners();
  });

  it.each([
    ['answers 500', () => HttpResponse.json({ error: { code: 'boom', message: 'Boom' } }, { status: 500 }), 500],
    ['cannot be reached', () => HttpResponse.error(), 0],
  ])('when the gateway %s: logs it, forgets the session on this page and opens the alert', async (_case, answer, status) => {
    const logger = jest.fn();
    const previous = setSignOutErrorLogger(logger);
    server.use(http.post('*/napi/logout', answer), ...signedInSessionHandlers());
    const { store, wrapper: Wrapper } = wrapper();
    const { result } = renderHook(() => ({ session: useSession(), signOut: useSignOut(), mutate: useSWRConfig().mutate }), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.session.isSignedIn).toBe(true));

    await act(() => result.current.signOut());
    expect(assign).not.toHaveBeenCalled();
    expect(logger).toHaveBeenCalledWith('Sign-out failed', expect.objectContaining({ status }));
    expect(store.get(signOutFailedAtom)).toBe(true);
    expect(result.current.session).toMatchObject({ isSignedIn: false, user: null, session: { user: null, canTouchSolution: false, globals: { productName: 'X4I' } } });
    // The gateway still answers the user (its cookies were not cleared): this page keeps showing nobody.
    await act(() => result.current.mutate(SESSION_KEY));
    expect(result.current.session.isSignedIn).toBe(false);
    setSignOutErrorLogger(previous);
  });
});

describe('the session countdown', () => {
  const arrived = 1_000_000;
  const answer = (seconds: number, renewsIn: number | null = null) =>
    buildSignedInSession({ accessTokenExpiration: 42, accessTokenExpiresIn: seconds, accessTokenRenewsIn: renewsIn });

  it('counts the seconds the answer gave from when it arrived, whatever the absolute expiry says', () => {
    // The absolute expiry (42) is long past by this clock: the seconds left decide.
    expect(sessionCountdown(answer(3600, 3300), arrived)).toEqual({ receivedAt: arrived, expiresAt: arrived + 3_600_000, renewAt: arrived + 3_300_000 });
    expect(isSessionLive(answer(3600), arrived)).toBe(true);
    expect(isSessionLive(answer(0), arrived)).toBe(false);
  });

  it('is the same for a device clock 70 minutes fast or slow', () => {
    const skew = 70 * 60_000;
    for (const at of [arrived - skew, arrived, arrived + skew]) {
      const countdown = sessionCountdown(answer(3600, 3300), at);
      expect(countdown!.expiresAt - at).toBe(3_600_000);
      expect(renewalDelay(countdown, at + 60_000)).toBe(3_240_000);
      expect(isSessionExpiredOnActivity({ now: at + 3_599_000, lastActivityAt: at, countdown })).toBe(false);
      expect(isSessionExpiredOnActivity({ now: at + 3_600_000, lastActivityAt: at, countdown })).toBe(true);
    }
  });

  it('asks for a renewal no sooner than the minimum delay, and never for a session that cannot be renewed', () => {
    expect(renewalDelay(sessionCountdown(answer(3600, 0), arrived), arrived)).toBe(SESSION_RENEWAL_MIN_DELAY_MS);
    expect(renewalDelay(sessionCountdown(answer(3600, null), arrived), arrived)).toBeNull();
    expect(renewalDelay(sessionCountdown(answer(60, 30), arrived), arrived + 40_000)).toBe(0);
  });

  it("reads an older gateway's absolute expiry with the device's clock", () => {
    const older = buildSignedInSession({ accessTokenExpiration: arrived + 5000, accessTokenExpiresIn: undefined, accessTokenRenewsIn: undefined });
    expect(sessionCountdown(older, arrived)).toEqual({ receivedAt: arrived, expiresAt: arrived + 5000, renewAt: null });
  });

  it('has no countdown when signed out', () => {
    expect(sessionCountdown(buildSignedOutSession(), arrived)).toBeNull();
    expect(sessionCountdown(null, arrived)).toBeNull();
    expect(isSessionLive(undefined, arrived)).toBe(false);
  });
});

describe('isSessionExpiredOnActivity', () => {
  const now = 1_000_000;
  const countdown = (expiresAt: number) => ({ receivedAt: 0, expiresAt, renewAt: null });

  it('is the idle time of SPEC 9', () => {
    expect(SESSION_IDLE_MS).toBe(3000);
  });

  it('is true for activity after at least 3000 ms idle once the countdown ran out', () => {
    expect(isSessionExpiredOnActivity({ now, lastActivityAt: now - 3000, countdown: countdown(now - 1) })).toBe(true);
    expect(isSessionExpiredOnActivity({ now, lastActivityAt: now - 60_000, countdown: countdown(now) })).toBe(true);
  });

  it('is false without enough idle time', () => {
    expect(isSessionExpiredOnActivity({ now, lastActivityAt: now - 2999, countdown: countdown(now - 1) })).toBe(false);
  });

  it('is false while time is left, and without a countdown', () => {
    expect(isSessionExpiredOnActivity({ now, lastActivityAt: now - 10_000, countdown: countdown(now + 1) })).toBe(false);
    expect(isSessionExpiredOnActivity({ now, lastActivityAt: now - 10_000, countdown: null })).toBe(false);
  });
});
