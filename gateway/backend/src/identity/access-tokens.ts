import type { RequestHandler } from 'express';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import { HttpError } from '../http/errors.js';
import { memo } from '../memo.js';

/** Verifies an access token: signature, issuer, audience and expiry; throws otherwise. */
export type AccessTokenVerifier = (token: string) => Promise<JWTPayload>;

type KeySet = Parameters<typeof jwtVerify>[1];

export function localVerifier(issuer: string, audience: string, jwks: { keys: JWK[] }): AccessTokenVerifier {
  return verifierFor(issuer, audience, async () => createLocalJWKSet(jwks));
}

/** A hosted provider's keys, from its discovery document's jwks_uri (else <issuer>/.well-known/jwks.json). */
export function remoteVerifier(issuer: string, audience: string): AccessTokenVerifier {
  const base = issuer.replace(/\/+$/, '');
  return verifierFor(issuer, audience, async () => {
    let jwksUri = `${base}/.well-known/jwks.json`;
    try {
      const response = await fetch(`${base}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
      if (response.ok) {
        const discovery = (await response.json()) as { jwks_uri?: unknown };
        if (typeof discovery.jwks_uri === 'string') jwksUri = discovery.jwks_uri;
      }
    } catch {
      // fall back to the conventional location
    }
    return createRemoteJWKSet(new URL(jwksUri));
  });
}

/** How long a verified token is taken at its word without checking its signature again, at most. */
const VERIFIED_MAX_AGE_MS = 60_000;
const VERIFIED_LIMIT = 10_000;

/**
 * A browser sends its access token with every call, and checking the signature was the largest part of a
 * signed-in call's cost (an RSA verification, 0.1 ms of the backend's single thread each time). So a verified
 * token's claims are kept: never past the token's expiry, at most a minute, for the 10,000 most recent tokens.
 * A token that fails is not kept. Ending a session early does not depend on this: the session cutoff and the
 * account are checked on every call (identity/session-cutoff.ts).
 */
function verifierFor(issuer: string, audience: string, load: () => Promise<KeySet>): AccessTokenVerifier {
  const keys = memo(load);
  const verified = new LRUCache<string, JWTPayload>({ max: VERIFIED_LIMIT, ttl: VERIFIED_MAX_AGE_MS });
  return async (token) => {
    const kept = verified.get(token);
    if (kept && (kept.exp === undefined || kept.exp * 1000 > Date.now())) return kept;
    const { payload } = await jwtVerify(token, await keys(), { issuer, audience, algorithms: ['RS256', 'PS256', 'ES256'] });
    if (!payload.sub) throw new Error('no subject');
    const claims = Object.freeze(payload);
    const keepMs = Math.min(VERIFIED_MAX_AGE_MS, claims.exp === undefined ? Infinity : claims.exp * 1000 - Date.now());
    // A ttl of 0 would mean "no ttl" to the cache: a token about to expire is simply not kept.
    if (keepMs > 0) verified.set(token, claims, { ttl: keepMs });
    return claims;
  };
}

export const UNAUTHORIZED_MESSAGE = 'Sign in to continue.';

/** Puts the verified token's claims on res.locals.token; 401 without a valid bearer token. */
export function requireBearer(verify: AccessTokenVerifier | null): RequestHandler {
  return async (req, res, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    if (!verify || !match) throw new HttpError(401, 'unauthorized', UNAUTHORIZED_MESSAGE);
    try {
      res.locals.token = await verify(match[1]!);
    } catch {
      throw new HttpError(401, 'unauthorized', UNAUTHORIZED_MESSAGE);
    }
    next();
  };
}

/**
 * For endpoints anyone may call that answer more to a signed-in user: a valid bearer token's claims go on
 * res.locals.token; without one, or with one that does not verify (say, expired), the request goes on as
 * anonymous rather than failing, so browsing never breaks on a stale session.
 */
export function optionalBearer(verify: AccessTokenVerifier | null): RequestHandler {
  return async (req, res, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    res.locals.token = undefined;
    if (verify && match) {
      try {
        res.locals.token = await verify(match[1]!);
      } catch {
        // anonymous
      }
    }
    next();
  };
}
