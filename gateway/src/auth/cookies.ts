import type { CookieOptions, Request, Response } from 'express';

export const ID_TOKEN_COOKIE = 'id_token';
export const ACCESS_TOKEN_COOKIE = 'access_token';
/** The pending sign-in: PKCE verifier, state, nonce, landing path and action. */
export const AUTH_STATE_COOKIE = 'x4i_auth';
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
export function signedCookie(req: Request, name: string): string | undefined {
  const value = (req.signedCookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value ? value : undefined;
}

export function clearSessionCookies(res: Response, publicUrl: string): void {
  const { maxAge: _maxAge, signed: _signed, ...options } = cookieOptions(publicUrl);
  res.clearCookie(ID_TOKEN_COOKIE, options);
  res.clearCookie(ACCESS_TOKEN_COOKIE, options);
}
