import type { IncomingMessage, ServerResponse } from 'node:http';
import { serialize } from 'cookie';
import type { CookieOptions, Response } from 'express';

/**
 * The ID token, kept for the provider's sign-out (`id_token_hint`). Path `/napi`: the sign-out is the only request
 * that needs it, and at about 900 bytes it made every other request's Cookie header half as long again.
 */
export const ID_TOKEN_COOKIE = 'id_token';
export const ID_TOKEN_PATH = '/napi';
export const ACCESS_TOKEN_COOKIE = 'access_token';
/**
 * Renews the access token (offline_access). Path `/`: it is needed under `/api` (renewal) and `/napi` (revoked at
 * sign-out), and a cookie has one path; httpOnly and signed like the others, and never forwarded to the backend.
 */
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
/** How long the browser keeps the refresh token when the provider does not say (the embedded provider's 14 days). */
export const REFRESH_TOKEN_MAX_AGE_MS = 14 * 24 * 3600 * 1000;
/** The pending sign-in: PKCE verifier, state, nonce, landing path and action. */
export const AUTH_STATE_COOKIE = 'x4i_auth';
/** A team member's preview of a remote's version (shell/preview.ts), for the browser session. */
export const PREVIEW_COOKIE = 'x4i_preview';
export const AUTH_STATE_MAX_AGE_MS = 10 * 60 * 1000;

/** Browsers accept Secure cookies over plain http only from localhost; everywhere else they are Secure. */
export function secureCookies(publicUrl: string): boolean {
  const url = new URL(publicUrl);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return !(url.protocol === 'http:' && local);
}

export function cookieOptions(publicUrl: string, maxAgeMs?: number, path = '/'): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(publicUrl),
    signed: true,
    path,
    ...(maxAgeMs === undefined ? {} : { maxAge: maxAgeMs }),
  };
}

/** A signed cookie's value; undefined when missing or tampered with (cookie-parser sets those to false). */
export function signedCookie(req: IncomingMessage & { signedCookies?: unknown }, name: string): string | undefined {
  const value = (req.signedCookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * Expires the session's cookies with the answer. Written with `Set-Cookie` headers of its own rather than Express's
 * `clearCookie`, so that the API calls the gateway forwards outside Express can end a session too.
 */
export function clearSessionCookies(res: ServerResponse, publicUrl: string): void {
  const { httpOnly, sameSite, secure } = cookieOptions(publicUrl);
  const expired = (name: string, path: string) => serialize(name, '', { httpOnly, sameSite: sameSite as 'lax', secure, path, expires: new Date(1) });
  res.appendHeader('Set-Cookie', [
    expired(ID_TOKEN_COOKIE, ID_TOKEN_PATH),
    // Sessions begun before the ID token moved to its own path hold it at `/`.
    expired(ID_TOKEN_COOKIE, '/'),
    expired(ACCESS_TOKEN_COOKIE, '/'),
    expired(REFRESH_TOKEN_COOKIE, '/'),
  ]);
}

/**
 * The tokens of a sign-in or a renewal, as cookies. The access token lives as long as itself; the ID token as long
 * as the session (the refresh token), since renewals under `/api` cannot see it to carry it over.
 */
export function setSessionCookies(
  res: Response,
  publicUrl: string,
  tokens: { idToken?: string; accessToken: string; lifetimeMs: number; refreshToken?: string; refreshLifetimeMs?: number },
): void {
  const sessionMs = tokens.refreshToken ? (tokens.refreshLifetimeMs ?? REFRESH_TOKEN_MAX_AGE_MS) : tokens.lifetimeMs;
  if (tokens.idToken) res.cookie(ID_TOKEN_COOKIE, tokens.idToken, cookieOptions(publicUrl, sessionMs, ID_TOKEN_PATH));
  res.cookie(ACCESS_TOKEN_COOKIE, tokens.accessToken, cookieOptions(publicUrl, tokens.lifetimeMs));
  if (tokens.refreshToken) res.cookie(REFRESH_TOKEN_COOKIE, tokens.refreshToken, cookieOptions(publicUrl, sessionMs));
}
