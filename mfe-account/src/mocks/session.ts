import { http, HttpResponse, type RequestHandler } from 'msw';
import { abilitiesFromPermissions, type SessionResponse, type SessionUser } from '@x4i/shared';
import { apiPath } from '@x4i/shared/testing';

/*
 * Session answers for this remote's tests, until shared's testing helpers carry their own. A real session comes
 * from the gateway (cookies) and the backend's GET /me.
 */

export function buildSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-community',
    firstName: 'Casey',
    lastName: 'Morgan',
    name: 'Casey Morgan',
    email: 'casey.morgan@example.org',
    organization: null,
    permissions: [],
    pendingTermsOfUse: [],
    role: 'COMMUNITY_MEMBER',
    ...overrides,
  };
}

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

export function buildSession(user: SessionUser | null): SessionResponse {
  const abilities = abilitiesFromPermissions(user?.permissions ?? []);
  return {
    globals: { productName: 'X4I' },
    user,
    accessTokenExpiration: user ? Date.now() + 3_600_000 : null,
    ...(user ? abilities : { canInvite: false, canTouchChallenge: false, canTouchSolution: false, canTouchGrant: false }),
    pendingTermsOfUse: user?.pendingTermsOfUse ?? [],
  };
}

export function sessionHandlers(user: SessionUser | null): RequestHandler[] {
  return [http.get(apiPath('/session'), () => HttpResponse.json(buildSession(user)))];
}

/** POST /napi/logout as the gateway answers it: only with the CSRF header, then where the browser goes. */
export const logoutHandlers: RequestHandler[] = [
  http.post('*/napi/logout', ({ request }) =>
    request.headers.get('x-requested-with') === 'x4i'
      ? HttpResponse.json({ redirect: '/oidc/session/end' })
      : HttpResponse.json({ error: { code: 'csrf', message: 'Missing header.' } }, { status: 403 }),
  ),
];
