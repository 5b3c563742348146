import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { CSRF_HEADER } from '../contracts/session.js';
import { createSessionHandlers, setupMswServer, signedInSessionHandlers } from '../testing/index.js';
import { pageNavigation } from './page-navigation.js';
import { isSessionExpiredOnActivity, SESSION_IDLE_MS } from './session-expiry.js';
import { setSignOutErrorLogger, useSession, useSignOut } from './session.js';
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

  it('only logs a failure', async () => {
    const logger = jest.fn();
    const previous = setSignOutErrorLogger(logger);
    server.use(http.post('*/napi/logout', () => HttpResponse.json({ error: { code: 'boom', message: 'Boom' } }, { status: 500 })));
    const { result } = renderHook(() => useSignOut(), wrapper());
    await act(() => result.current());
    expect(assign).not.toHaveBeenCalled();
    expect(logger).toHaveBeenCalledWith('Sign-out failed', expect.objectContaining({ status: 500 }));
    setSignOutErrorLogger(previous);
  });
});

describe('isSessionExpiredOnActivity', () => {
  const now = 1_000_000;

  it('is the idle time of SPEC 9', () => {
    expect(SESSION_IDLE_MS).toBe(3000);
  });

  it('is true for activity after at least 3000 ms idle once the token expired', () => {
    expect(isSessionExpiredOnActivity({ now, lastActivityAt: now - 3000, accessTokenExpiration: now - 1 })).toBe(true);
    expect(isSessionExpiredOnActivity({ now, lastActivityAt: now - 60_000, accessTokenExpiration: now })).toBe(true);
  });

  it('is false without enough idle time', () => {
    expect(isSessionExpiredOnActivity({ now, lastActivityAt: now - 2999, accessTokenExpiration: now - 1 })).toBe(false);
  });

  it('is false while the token is valid, and when there is no token', () => {
    expect(isSessionExpiredOnActivity({ now, lastActivityAt: now - 10_000, accessTokenExpiration: now + 1 })).toBe(false);
    expect(isSessionExpiredOnActivity({ now, lastActivityAt: now - 10_000, accessTokenExpiration: null })).toBe(false);
  });
});
