import { useCallback } from 'react';
import useSWR from 'swr';
import { fetchSession, postLogout } from '../api/session.js';
import type { SessionResponse, SessionUser } from '../contracts/session.js';
import { pageNavigation } from './page-navigation.js';

/** The one SWR key of the session for the whole site: every caller shares one request and one cache entry. */
export const SESSION_KEY = '/api/session';

export interface SessionState {
  /** The gateway's answer, or null while loading or when it failed. */
  session: SessionResponse | null;
  user: SessionUser | null;
  /** SPEC 4: logged in means a user exists. */
  isSignedIn: boolean;
  isLoading: boolean;
}

/**
 * The signed-in user and their session. A failed load counts as signed out; the API client logs the failure
 * (SPEC 4: the user is cleared and the error logged).
 */
export function useSession(): SessionState {
  const { data, isLoading } = useSWR<SessionResponse>(SESSION_KEY, () => fetchSession());
  const user = data?.user ?? null;
  return { session: data ?? null, user, isSignedIn: user !== null, isLoading };
}

type SignOutLogger = (message: string, error: unknown) => void;

let logSignOutError: SignOutLogger = (message, error) => console.error(message, error);

/** Replaces the sign-out failure logger (tests silence it). Returns the previous one. */
export function setSignOutErrorLogger(logger: SignOutLogger): SignOutLogger {
  const previous = logSignOutError;
  logSignOutError = logger;
  return previous;
}

/**
 * Returns the function that signs out: `POST /napi/logout` (with the CSRF header), then a full-page load of the
 * address the gateway answers. A failure is only logged (SPEC 4).
 */
export function useSignOut(): () => Promise<void> {
  return useCallback(async () => {
    try {
      const { redirect } = await postLogout();
      pageNavigation.assign(redirect || '/');
    } catch (error) {
      logSignOutError('Sign-out failed', error);
    }
  }, []);
}
