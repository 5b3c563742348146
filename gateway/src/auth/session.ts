import type { Request, RequestHandler } from 'express';
import { decodeJwt } from 'jose';
import type { MeResponse, SessionResponse, SessionUser } from '@x4i/shared/contracts';
import { abilitiesFromPermissions } from '@x4i/shared/domain';
import type { Logger } from '../logger.js';
import { BACKEND_RETRY_AFTER_S, BACKEND_UNAVAILABLE } from '../proxy/api-proxy.js';
import { ACCESS_TOKEN_COOKIE, clearSessionCookies, signedCookie } from './cookies.js';

/** The access token's expiry in epoch milliseconds; null when it is not a JWT with an `exp`. */
export function accessTokenExpiration(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The session answer. `expiration` and `renewAt` (epoch ms, by this server's clock) are also given as seconds from
 * `now`, which the page counts down on its own clock: a device clock that runs fast or slow then changes nothing.
 */
export function sessionResponse(
  productName: string,
  user: SessionUser | null,
  expiration: number | null,
  { renewAt = Infinity, now = Date.now() }: { renewAt?: number; now?: number } = {},
): SessionResponse {
  const abilities = abilitiesFromPermissions(user?.permissions ?? []);
  const signedIn = user !== null && expiration !== null;
  return {
    globals: { productName },
    user,
    accessTokenExpiration: user ? expiration : null,
    accessTokenExpiresIn: signedIn ? Math.max(0, Math.floor((expiration - now) / 1000)) : null,
    // Rounded up, so that a page asking again after this many seconds finds the renewal due.
    accessTokenRenewsIn: signedIn && Number.isFinite(renewAt) ? Math.max(0, Math.ceil((renewAt - now) / 1000)) : null,
    canInvite: Boolean(user) && abilities.canInvite,
    canTouchChallenge: Boolean(user) && abilities.canTouchChallenge,
    canTouchSolution: Boolean(user) && abilities.canTouchSolution,
    canTouchGrant: Boolean(user) && abilities.canTouchGrant,
    pendingTermsOfUse: user?.pendingTermsOfUse ?? [],
  };
}

export type MeAnswer = { outcome: 'user'; user: MeResponse } | { outcome: 'refused' } | { outcome: 'failed'; reason: string };

/**
 * The backend's `GET /me` with an access token: the user, or `refused` when the backend no longer accepts the token
 * (401), or `failed` when it could not answer.
 */
export async function fetchMe(backendUrl: string, token: string, timeoutMs = 15_000): Promise<MeAnswer> {
  let response: Response;
  try {
    response = await fetch(`${backendUrl}/me`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    return { outcome: 'failed', reason: (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return response.status === 401 ? { outcome: 'refused' } : { outcome: 'failed', reason: `the backend answered ${response.status}` };
  }
  return { outcome: 'user', user: (await response.json()) as MeResponse };
}

/**
 * `GET /api/session` (SPEC 3 Session, 7.1): the globals, and the user from the backend's `GET /me` called with
 * the access token from the cookie. The tokens themselves never reach the browser.
 */
export function sessionHandler(options: {
  backendUrl: string;
  productName: string;
  publicUrl: string;
  log: Logger;
  /** When the request's session falls due for renewal (epoch ms; Infinity: it cannot be renewed). */
  renewalAt?: (req: Request) => number;
}): RequestHandler {
  const { backendUrl, productName, publicUrl, log } = options;
  const renewalAt = options.renewalAt ?? (() => Infinity);
  return async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const token = signedCookie(req, ACCESS_TOKEN_COOKIE);
    const expiration = token ? accessTokenExpiration(token) : null;
    if (!token || expiration === null || expiration <= Date.now()) {
      res.json(sessionResponse(productName, null, null));
      return;
    }

    const me = await fetchMe(backendUrl, token);
    if (me.outcome === 'failed') {
      log.warn(`Backend request failed: GET /me: ${me.reason}`);
      res.status(503).set('Retry-After', String(BACKEND_RETRY_AFTER_S)).json(BACKEND_UNAVAILABLE);
      return;
    }
    if (me.outcome === 'refused') {
      // The backend no longer accepts the token (revoked, keys rotated): the session is over.
      clearSessionCookies(res, publicUrl);
      res.json(sessionResponse(productName, null, null));
      return;
    }
    res.json(sessionResponse(productName, me.user, expiration, { renewAt: renewalAt(req) }));
  };
}
