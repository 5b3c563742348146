import type { RequestHandler } from 'msw';
import { abilitiesFromPermissions } from '@x4i/shared/domain';
import { type SessionUser } from '@x4i/shared/contracts';
import { buildSessionUser, buildSignedInSession, createSessionHandlers, signedOutSessionHandlers } from '@x4i/shared/testing';

/** The people this remote's tests sign in as; the session answers come from shared's handlers. */

export { buildSessionUser };

export const solutionProvider = buildSessionUser({
  id: 'user-provider',
  firstName: 'Riley',
  lastName: 'Chen',
  name: 'Riley Chen',
  email: 'riley@brightpath.example.org',
  organization: { id: 'org-brightpath', name: 'BrightPath Learning' },
  permissions: ['create:solution', 'edit:solution'],
  role: 'SOLUTION_PROVIDER',
});

/** `GET /api/session` for this user (signed out for null); logout answers as the gateway does. */
export function sessionHandlers(user: SessionUser | null): RequestHandler[] {
  if (!user) return signedOutSessionHandlers;
  return createSessionHandlers(buildSignedInSession(abilitiesFromPermissions(user.permissions), user), { redirect: '/oidc/session/end' });
}

