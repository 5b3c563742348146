import type { PendingTermsOfUse, Role } from '../domain/roles.js';

/**
 * Session and profile shapes (SPEC 3, 7.1). The gateway answers `GET /api/session` from its cookies and the
 * backend's `GET /me`; the browser never sees a token.
 */

export const ORGANIZATION_TYPES = ['ACADEMIC', 'FOUNDATION', 'GOV', 'NPO', 'PRIVATE_CO', 'OTHER'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export interface SessionUser {
  /** The identity provider's subject. */
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  /** The user's organisation, or null (SPEC's 'no organisation' entry). */
  organization: { id: string; name: string } | null;
  /** The token's permissions plus what role rules and subscriptions grant. */
  permissions: string[];
  pendingTermsOfUse: PendingTermsOfUse[];
  /** What the permissions amount to (the team's, a solution provider's, else a community member's). */
  role: Role;
  /**
   * Every role the account holds, from its role rules and its token, the most powerful first; COMMUNITY_MEMBER
   * alone when it holds no other. Absent from an older backend: read `role` then.
   */
  roles?: Role[];
}

/** `GET /me` on the backend, called by the gateway with the user's bearer token. */
export type MeResponse = SessionUser;

export interface SessionResponse {
  globals: { productName: string };
  user: SessionUser | null;
  /**
   * Epoch milliseconds when the access token expires, by the gateway's clock; null when signed out. A device's clock
   * may be minutes off: count down from `accessTokenExpiresIn` instead.
   */
  accessTokenExpiration: number | null;
  /**
   * Seconds the access token had left when the gateway answered; null when signed out. The page counts them down
   * from when the answer arrived, so its own clock's error does not matter. Absent from an older gateway.
   */
  accessTokenExpiresIn?: number | null;
  /**
   * Seconds until the gateway renews the access token on the next call (0: that call renews it); null when signed
   * out or when the session cannot be renewed (no refresh token). Absent from an older gateway.
   */
  accessTokenRenewsIn?: number | null;
  canInvite: boolean;
  canTouchChallenge: boolean;
  canTouchSolution: boolean;
  canTouchGrant: boolean;
  pendingTermsOfUse: PendingTermsOfUse[];
}

/** The member's profile page (mfe-account): the newsletter and biweekly email switches are there. */
export const PROFILE_PAGE_PATH = '/profile';

/** `GET /profile` (SPEC 7.1). */
export interface ProfileResponse {
  email: string;
  name: string;
  /** The parts of the name the member can change (absent from backends older than name changes). */
  firstName?: string;
  lastName?: string;
  orgType: OrganizationType | null;
  newsletter: boolean;
  weeklyEmail: boolean;
  role: Role;
  /**
   * Whether the owner followed the link of the verification mail; null when the address is the sign-in service's
   * (a hosted provider's account), which this product does not verify.
   */
  emailVerified: boolean | null;
}

/** `POST /profile/update`: one or more of these. */
export interface ProfileUpdate {
  orgType?: OrganizationType;
  newsletter?: boolean;
  weeklyEmail?: boolean;
  /** 1–100 characters, trimmed, as at sign-up. */
  firstName?: string;
  lastName?: string;
}

/** `POST /role/request` (SPEC 3 'Role-request payload'). */
export interface RoleRequestPayload {
  orgName: string;
  orgUrl: string;
  actionText: string;
}

/** `POST /napi/logout` */
export interface LogoutResponse {
  redirect: string;
}

/** Paths of the sign-in endpoints the gateway serves. */
export const NAPI = {
  login: '/napi/login',
  callback: '/napi/authCallback',
  logout: '/napi/logout',
} as const;

/** Header every state-changing call from the browser carries (CSRF: a cross-site form cannot set it). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'x4i';

/** `POST /account/verify-email` with the token of the verification link: the address now verified. */
export interface EmailVerificationResponse {
  email: string;
}

/** `POST /me/verification-email`: a new verification link was mailed to this address. */
export interface VerificationMailResponse {
  sentTo: string;
}
