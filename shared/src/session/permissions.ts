import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useLocation } from '@x4i/shared/router';
import type { SessionResponse } from '../contracts/session.js';
import { COMPENSATION_ACCESS_ACTION, IRS_LETTER_CREDITS_ACTION, isActionAllowed, parseAttemptedAction } from '../domain/actions.js';
import { hasCompensationAccess, type Abilities } from '../domain/roles.js';
import { useSession } from './session.js';
import { useSignIn } from './sign-in.js';

/** The permissions modal (SPEC 4): closed, the list card, or the request form, for the action attempted. */
export type PermissionsModalState = { view: 'closed' } | { view: 'list' | 'request'; action: string };

export const permissionsModalAtom = atom<PermissionsModalState>({ view: 'closed' });

export interface PermissionsModalService {
  state: PermissionsModalState;
  /** Opens the list card for the action. */
  open(action: string): void;
  /** Opens the request form straight away (an access attempt, SPEC 4). */
  openRequest(action: string): void;
  /** Goes from the list card to the request form. */
  showRequestForm(): void;
  /** Closes the modal and forgets the action. */
  close(): void;
}

/** Opens and closes the shell's permissions modal. */
export function usePermissionsModal(): PermissionsModalService {
  const state = useAtomValue(permissionsModalAtom);
  const setState = useSetAtom(permissionsModalAtom);
  const open = useCallback((action: string) => setState({ view: 'list', action }), [setState]);
  const openRequest = useCallback((action: string) => setState({ view: 'request', action }), [setState]);
  const showRequestForm = useCallback(
    () => setState((current) => (current.view === 'closed' ? current : { view: 'request', action: current.action })),
    [setState],
  );
  const close = useCallback(() => setState({ view: 'closed' }), [setState]);
  return useMemo(() => ({ state, open, openRequest, showRequestForm, close }), [state, open, openRequest, showRequestForm, close]);
}

/** The ability flags the gateway reported for the session; none when signed out or unknown. */
export function abilitiesOfSession(session: SessionResponse | null): Abilities {
  return {
    canInvite: session?.canInvite === true,
    canTouchChallenge: session?.canTouchChallenge === true,
    canTouchSolution: session?.canTouchSolution === true,
    canTouchGrant: session?.canTouchGrant === true,
  };
}

export interface RequireActionOptions {
  /** Where to land after signing in; the current page by default. */
  landingPath?: string;
}

export type RequireAction = (action: string, options?: RequireActionOptions) => boolean;

/**
 * Action gating (SPEC 4). The returned function answers whether the user may go ahead with the action now:
 * signed out, it opens the sign-in modal with the return path and the action; signed in without the
 * permission, it opens the permissions modal's list card; allowed, it answers true. Compensation-report access
 * needs the premium permission (its terms are the report's to ask) and, lacking it, opens the request form
 * itself; asking for IRS-letter credits always opens the request form. While the session is still loading it
 * answers false and opens nothing.
 */
export function useRequireAction(): RequireAction {
  const { session, isSignedIn, isLoading } = useSession();
  const { open: openSignIn } = useSignIn();
  const { open: openPermissions, openRequest } = usePermissionsModal();
  const location = useLocation();
  const currentPath = `${location.pathname}${location.search}${location.hash}`;

  return useCallback(
    (action, { landingPath } = {}) => {
      if (isLoading) return false;
      if (!isSignedIn) {
        openSignIn({ landingPath: landingPath ?? currentPath, action });
        return false;
      }
      // An action on an item (`VOTE:<id>`) is gated as the action; the sign-in above carries the item along.
      const { action: gated } = parseAttemptedAction(action);
      if (gated === COMPENSATION_ACCESS_ACTION) {
        if (hasCompensationAccess(session?.user?.permissions ?? [], [])) return true;
        openRequest(gated);
        return false;
      }
      // Credits are granted by the team: asking for them is always a request.
      if (gated === IRS_LETTER_CREDITS_ACTION) {
        openRequest(gated);
        return false;
      }
      if (isActionAllowed(gated, abilitiesOfSession(session))) return true;
      openPermissions(gated);
      return false;
    },
    [isLoading, isSignedIn, session, currentPath, openSignIn, openPermissions, openRequest],
  );
}
