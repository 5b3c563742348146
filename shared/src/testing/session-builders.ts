import type { SessionResponse, SessionUser } from '../contracts/session.js';

/** Test data builders for `GET /api/session`: a community member by default, with overrides. */

export function buildSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    organization: null,
    permissions: [],
    pendingTermsOfUse: [],
    role: 'COMMUNITY_MEMBER',
    ...overrides,
  };
}

/** A signed-in session whose access token expires in an hour (renewed in its last five minutes) unless told. */
export function buildSignedInSession(overrides: Partial<SessionResponse> = {}, user: Partial<SessionUser> = {}): SessionResponse {
  return {
    globals: { productName: 'X4I' },
    user: buildSessionUser(user),
    accessTokenExpiration: Date.now() + 60 * 60 * 1000,
    accessTokenExpiresIn: 60 * 60,
    accessTokenRenewsIn: 55 * 60,
    canInvite: false,
    canTouchChallenge: false,
    canTouchSolution: false,
    canTouchGrant: false,
    pendingTermsOfUse: [],
    ...overrides,
  };
}

export function buildSignedOutSession(overrides: Partial<SessionResponse> = {}): SessionResponse {
  return {
    globals: { productName: 'X4I' },
    user: null,
    accessTokenExpiration: null,
    accessTokenExpiresIn: null,
    accessTokenRenewsIn: null,
    canInvite: false,
    canTouchChallenge: false,
    canTouchSolution: false,
    canTouchGrant: false,
    pendingTermsOfUse: [],
    ...overrides,
  };
}
