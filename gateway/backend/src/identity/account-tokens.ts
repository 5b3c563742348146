import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.js';

/** What a single-use link mailed to an account is for. */
export type AccountTokenPurpose = 'PASSWORD_RESET' | 'EMAIL_VERIFICATION';

/** Why a link does not work: unknown (or mistyped), already used, or past its expiry. */
export type AccountTokenProblem = 'invalid' | 'used' | 'expired';

export type AccountTokenCheck = { ok: true; accountId: string } | { ok: false; problem: AccountTokenProblem };

/** Only this digest is stored: the token itself exists only in the link that was mailed. */
export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A token shape check before any query: 32 random bytes in base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new single-use token for this account and purpose, valid for validMinutes; answers the token for the link. */
export async function createAccountToken(db: Queryable, accountId: string, purpose: AccountTokenPurpose, validMinutes: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO account_tokens (account_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4::int))`,
    [accountId, purpose, hashAccountToken(token), validMinutes],
  );
  return token;
}

async function problemOf(db: Queryable, token: string, purpose: AccountTokenPurpose): Promise<AccountTokenProblem> {
  const [row] = await db.query<{ used: boolean }>(`SELECT used_at IS NOT NULL AS used FROM account_tokens WHERE token_hash = $1 AND purpose = $2`, [
    hashAccountToken(token),
    purpose,
  ]);
  if (!row) return 'invalid';
  return row.used ? 'used' : 'expired';
}

/** Whether the link still works, without using it up (for showing the form it leads to). */
export async function checkAccountToken(db: Queryable, token: string, purpose: AccountTokenPurpose): Promise<AccountTokenCheck> {
  if (!TOKEN_SHAPE.test(token)) return { ok: false, problem: 'invalid' };
  const [row] = await db.query<{ account_id: string }>(
    `SELECT account_id::text AS account_id FROM account_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
    [hashAccountToken(token), purpose],
  );
  return row ? { ok: true, accountId: row.account_id } : { ok: false, problem: await problemOf(db, token, purpose) };
}

/**
 * Uses the token up: one UPDATE marks it used only while it is unused and unexpired, so two requests with the same
 * link cannot both succeed. Call inside the transaction that does what the link is for.
 */
export async function consumeAccountToken(tx: Queryable, token: string, purpose: AccountTokenPurpose): Promise<AccountTokenCheck> {
  if (!TOKEN_SHAPE.test(token)) return { ok: false, problem: 'invalid' };
  const [row] = await tx.query<{ account_id: string }>(
    `UPDATE account_tokens SET used_at = now() WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING account_id::text AS account_id`,
    [hashAccountToken(token), purpose],
  );
  return row ? { ok: true, accountId: row.account_id } : { ok: false, problem: await problemOf(tx, token, purpose) };
}

/** The account's other unused links for this purpose stop working (after one of them was used). */
export async function retireAccountTokens(tx: Queryable, accountId: string, purpose: AccountTokenPurpose): Promise<void> {
  await tx.query(`UPDATE account_tokens SET used_at = now() WHERE account_id = $1 AND purpose = $2 AND used_at IS NULL`, [accountId, purpose]);
}
