import type { JWTPayload } from 'jose';
import type { Queryable } from '../db/db.js';
import type { AccessTokenVerifier } from './access-tokens.js';
import { remembered } from './access-cache.js';

/**
 * A password reset signs every other session out: the account's sessions_valid_after moves to the reset's moment,
 * and anything issued before it is refused. The embedded provider stamps its access tokens with ISSUED_AT_MS_CLAIM,
 * since iat counts whole seconds and a sign-in right after the reset must not be refused with the old sessions.
 */
export const ISSUED_AT_MS_CLAIM = 'x4i_iat_ms';

/** True when something issued at issuedAtMs (ms since the epoch) belongs to a session signed out at cutoffMs. */
export function signedOutBy(issuedAtMs: number | undefined, cutoffMs: number | null): boolean {
  if (cutoffMs === null) return false;
  return issuedAtMs === undefined || issuedAtMs < cutoffMs;
}

/** When an access token was issued, in ms: the provider's stamp, else its iat (whole seconds). */
export function issuedAtMs(payload: JWTPayload): number | undefined {
  const stamp = payload[ISSUED_AT_MS_CLAIM];
  if (typeof stamp === 'number' && Number.isFinite(stamp)) return stamp;
  return payload.iat === undefined ? undefined : payload.iat * 1000;
}

/**
 * When a code or refresh token's sign-in happened (auth_time, whole seconds) compared with the cutoff's second:
 * a sign-in in the very second of the reset is kept.
 */
export function signInSignedOutBy(authTime: number | undefined, cutoffMs: number | null): boolean {
  return signedOutBy(authTime === undefined ? undefined : authTime * 1000, cutoffMs === null ? null : Math.floor(cutoffMs / 1000) * 1000);
}

/** The account's cutoff in ms since the epoch, or null when it has none (or there is no such account). */
export function sessionCutoff(db: Queryable, subject: string): Promise<number | null> {
  return remembered(db, `cutoff ${subject}`, async () => {
    const [row] = await db.query<{ cutoff: number | null }>(
      'SELECT (extract(epoch FROM sessions_valid_after) * 1000)::float8 AS cutoff FROM accounts WHERE subject = $1',
      [subject],
    );
    return row?.cutoff ?? null;
  });
}

/**
 * The verifier every bearer check goes through, so the cutoff covers every access token however it was
 * obtained (a sign-in or a refresh): a token issued before the account's cutoff does not verify (401).
 */
export function withSessionCutoff(verify: AccessTokenVerifier, db: Queryable): AccessTokenVerifier {
  return async (token) => {
    const payload = await verify(token);
    if (signedOutBy(issuedAtMs(payload), await sessionCutoff(db, payload.sub!))) throw new Error('signed out by a password reset');
    return payload;
  };
}
