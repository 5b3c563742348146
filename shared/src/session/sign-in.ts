import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { NAPI } from '../contracts/session.js';
import { safeLandingPath } from '../domain/landing-path.js';

/** The sign-in modal (SPEC 4): open or closed, the page to land on afterwards and the action the user attempted. */
export interface SignInState {
  open: boolean;
  /** The originating page; the modal's title says 'Please sign in to continue' when there is one. */
  landingPath?: string;
  /** The action to resume after sign-in (SPEC 3 'Sign-in state'). */
  action?: string;
}

export const signInAtom = atom<SignInState>({ open: false });

export interface SignInOptions {
  landingPath?: string;
  action?: string;
}

export interface SignInService {
  isOpen: boolean;
  landingPath?: string;
  action?: string;
  open(options?: SignInOptions): void;
  /** Closes the modal and forgets the landing path and the action. */
  close(): void;
}

/** Opens and closes the shell's sign-in modal. */
export function useSignIn(): SignInService {
  const state = useAtomValue(signInAtom);
  const setState = useSetAtom(signInAtom);
  const open = useCallback(
    ({ landingPath, action }: SignInOptions = {}) => {
      setState({ open: true, ...(landingPath ? { landingPath } : {}), ...(action ? { action } : {}) });
    },
    [setState],
  );
  const close = useCallback(() => setState({ open: false }), [setState]);
  return useMemo(
    () => ({ isOpen: state.open, landingPath: state.landingPath, action: state.action, open, close }),
    [state, open, close],
  );
}

/**
 * Where the browser goes to sign in: the gateway's `/napi/login`, which redirects to the identity provider and
 * back to `returnTo` (a path on this site only, `/profile` by default, SPEC 9) with the pending action.
 */
export function signInUrl({ landingPath, action, signup = false }: { landingPath?: string | null; action?: string | null; signup?: boolean } = {}): string {
  const query = new URLSearchParams({ returnTo: safeLandingPath(landingPath) });
  if (action) query.set('action', action);
  if (signup) query.set('signup', '1');
  return `${NAPI.login}?${query.toString()}`;
}
