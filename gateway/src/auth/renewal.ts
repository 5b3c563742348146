import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import type { Logger } from '../logger.js';
import {
  ACCESS_TOKEN_COOKIE,
  clearSessionCookies,
  ID_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  setSessionCookies,
  signedCookie,
} from './cookies.js';
import type { OidcClient } from './oidc-client.js';
import { isApiPath } from '../proxy/api-proxy.js';
import { accessTokenExpiration } from './session.js';
import { wantsPreview } from '../shell/preview.js';

/** At most this long before its expiry an access token is renewed; shorter tokens are renewed at half-life. */
export const RENEW_BEFORE_MS = 5 * 60_000;
/**
 * A renewal's answer is reused for requests that still carry the refresh token it replaced: the browser sends
 * requests in parallel, and a rotated refresh token used twice would make the provider end the whole session.
 */
export const RENEWAL_REUSE_MS = 30_000;

/**
 * When an access token falls due for renewal, in ms since the epoch: RENEW_BEFORE_MS before its expiry or, a
 * short-lived token, at half-life; at once when it is missing (its cookie expired with it) or unreadable.
 */
export function renewalAt(accessToken: string | undefined): number {
  if (!accessToken) return -Infinity;
  try {
    const { exp, iat } = decodeJwt(accessToken);
    if (typeof exp !== 'number') return -Infinity;
    const lifetimeMs = typeof iat === 'number' ? (exp - iat) * 1000 : Infinity;
    return exp * 1000 - Math.min(RENEW_BEFORE_MS, lifetimeMs / 2);
  } catch {
    return -Infinity;
  }
}

/** Whether an access token should be renewed now (see renewalAt). */
export function needsRenewal(accessToken: string | undefined, now: number): boolean {
  return now >= renewalAt(accessToken);
}

/** When the request's session falls due for renewal: never without a refresh token. */
export function sessionRenewalAt(req: IncomingMessage): number {
  return signedCookie(req, REFRESH_TOKEN_COOKIE) === undefined ? Infinity : renewalAt(signedCookie(req, ACCESS_TOKEN_COOKIE));
}

/** Whether the request's session has a refresh token and an access token due for renewal. */
export function renewalDue(req: IncomingMessage, now: number): boolean {
  return now >= sessionRenewalAt(req);
}

type Renewal =
  | { outcome: 'renewed'; idToken?: string; accessToken: string; lifetimeMs: number; refreshToken?: string }
  /** The provider refused the refresh token (revoked, expired, reused): the session is over. */
  | { outcome: 'refused' }
  /** The provider could not be reached: the current tokens stay as they are. */
  | { outcome: 'unavailable' };

/**
 * Renews the access token with the refresh token before `/api` requests (the session endpoint included), so an
 * active user stays signed in. The one place renewal happens: it runs ahead of the session handler and the proxy
 * and replaces the access token the rest of this request sees. The new access token is checked by the backend
 * as any other (GET /me, every /api call), so a session the backend no longer accepts still ends.
 */
export function sessionRenewal(options: { oidc: OidcClient; audience: string; publicUrl: string; log: Logger; now?: () => number }): RequestHandler {
  const { oidc, audience, publicUrl, log } = options;
  const now = options.now ?? (() => Date.now());
  const renewals = new Map<string, Promise<Renewal>>();

  const renew = async (refreshToken: string): Promise<Renewal> => {
    let configuration: client.Configuration;
    try {
      configuration = await oidc.configuration();
    } catch (error) {
      log.warn(`Identity provider unavailable for renewal: ${(error as Error).message}`);
      return { outcome: 'unavailable' };
    }
    try {
      const tokens = await client.refreshTokenGrant(configuration, refreshToken, { resource: audience });
      const expiration = accessTokenExpiration(tokens.access_token);
      const lifetimeMs = tokens.expires_in !== undefined ? tokens.expires_in * 1000 : expiration !== null ? expiration - now() : 0;
      if (lifetimeMs <= 0) return { outcome: 'refused' };
      return { outcome: 'renewed', idToken: tokens.id_token, accessToken: tokens.access_token, lifetimeMs, refreshToken: tokens.refresh_token };
    } catch (error) {
      if (error instanceof client.ResponseBodyError) {
        log.info(`Session renewal refused by the provider: ${error.error}`);
        return { outcome: 'refused' };
      }
      log.warn(`Session renewal failed: ${(error as Error).message}`);
      return { outcome: 'unavailable' };
    }
  };

  /** One renewal per refresh token, shared by the requests that arrive with it meanwhile. */
  const renewOnce = (refreshToken: string) => {
    let pending = renewals.get(refreshToken);
    if (!pending) {
      pending = renew(refreshToken);
      renewals.set(refreshToken, pending);
      const forget = () => setTimeout(() => renewals.delete(refreshToken), RENEWAL_REUSE_MS).unref();
      void pending.then(forget, forget);
    }
    return pending;
  };

  return async (req, res, next) => {
    const refreshToken = signedCookie(req, REFRESH_TOKEN_COOKIE);
    // A page that previews a remote asks the backend whether its user is on the team, with the access token.
    const usesToken = isApiPath(req.path) || wantsPreview(req);
    if (!usesToken || !refreshToken || !renewalDue(req, now())) {
      next();
      return;
    }
    const renewal = await renewOnce(refreshToken);
    const cookies = req.signedCookies as Record<string, unknown>;
    if (renewal.outcome === 'refused') {
      clearSessionCookies(res, publicUrl);
      delete cookies[ACCESS_TOKEN_COOKIE];
      delete cookies[ID_TOKEN_COOKIE];
      delete cookies[REFRESH_TOKEN_COOKIE];
    } else if (renewal.outcome === 'renewed') {
      setSessionCookies(res, publicUrl, {
        // A provider that sends no new ID token: the current one stays in its cookie, for the provider's sign-out.
        idToken: renewal.idToken,
        accessToken: renewal.accessToken,
        lifetimeMs: renewal.lifetimeMs,
        refreshToken: renewal.refreshToken,
      });
      cookies[ACCESS_TOKEN_COOKIE] = renewal.accessToken;
      if (renewal.refreshToken) cookies[REFRESH_TOKEN_COOKIE] = renewal.refreshToken;
    }
    next();
  };
}
