import { createHash, randomBytes } from 'node:crypto';
import type { ApiKeySummary } from '@x4i/shared/contracts';
import { MAX_API_KEYS, API_KEY_MESSAGES } from '@x4i/shared/contracts';
import type { Db, Queryable } from '../db/db.js';
import { ConflictError } from '../errors.js';

/** 'x4i_' and 32 characters of base64url: 24 random bytes. */
const KEY_PREFIX = 'x4i_';
const SHOWN_CHARACTERS = KEY_PREFIX.length + 6;

export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const looksLikeApiKey = (value: string) => /^x4i_[A-Za-z0-9_-]{32}$/.test(value);

/** The account a key belongs to, when the key is valid and not revoked. */
export interface ApiKeyOwner {
  keyId: string;
  accountId: string;
}

export async function findApiKey(db: Queryable, secret: string): Promise<ApiKeyOwner | null> {
  if (!looksLikeApiKey(secret)) return null;
  const [row] = await db.query<{ id: string; account_id: string }>(
    'SELECT id, account_id FROM api_keys WHERE secret_sha256 = $1 AND revoked_at IS NULL',
    [hashApiKey(secret)],
  );
  return row ? { keyId: row.id, accountId: row.account_id } : null;
}

/** Counts a call of the key: today's usage and the time of last use (neither is an access change). */
export async function recordApiKeyCall(db: Queryable, keyId: string): Promise<void> {
  await db.query(
    `WITH used AS (UPDATE api_keys SET last_used_at = now() WHERE id = $1)
     INSERT INTO api_key_usage (key_id, day, calls) VALUES ($1, (now() AT TIME ZONE 'UTC')::date, 1)
     ON CONFLICT (key_id, day) DO UPDATE SET calls = api_key_usage.calls + 1`,
    [keyId],
  );
}

interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  today: number | string;
  last_30_days: number | string;
  this_hour: number | string;
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** A member's keys, newest first, with their usage; hourlyQuota as the caller's role gives it (null: none). */
export async function listApiKeys(db: Queryable, accountId: string, hourlyQuota: number | null, windowStart: Date): Promise<ApiKeySummary[]> {
  const rows = await db.query<KeyRow>(
    `SELECT k.id, k.name, k.prefix, k.created_at::text, k.last_used_at::text, k.revoked_at::text,
            coalesce((SELECT calls FROM api_key_usage u WHERE u.key_id = k.id AND u.day = (now() AT TIME ZONE 'UTC')::date), 0) AS today,
            coalesce((SELECT sum(calls) FROM api_key_usage u WHERE u.key_id = k.id AND u.day > (now() AT TIME ZONE 'UTC')::date - 30), 0) AS last_30_days,
            coalesce((SELECT calls FROM api_quota_windows w WHERE w.caller = 'key:' || k.id AND w.window_start = $2), 0) AS this_hour
     FROM api_keys k WHERE k.account_id = $1
     ORDER BY k.revoked_at IS NOT NULL, k.created_at DESC`,
    [accountId, windowStart.toISOString()],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: iso(row.created_at)!,
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
    usage: { thisHour: hourlyQuota === null ? Number(row.this_hour) : Math.min(Number(row.this_hour), hourlyQuota), hourlyQuota, today: Number(row.today), last30Days: Number(row.last_30_days) },
  }));
}

/** A new key for the account: its id and secret. At most MAX_API_KEYS live keys (under a lock per account). */
export async function createApiKey(db: Db, accountId: string, name: string): Promise<{ id: string; secret: string }> {
  const secret = `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
    const [count] = await tx.query<{ n: number | string }>('SELECT count(*) AS n FROM api_keys WHERE account_id = $1 AND revoked_at IS NULL', [accountId]);
    if (Number(count?.n ?? 0) >= MAX_API_KEYS) throw new ConflictError('too_many_keys', API_KEY_MESSAGES.tooMany);
    const [row] = await tx.query<{ id: string }>(
      'INSERT INTO api_keys (account_id, name, prefix, secret_sha256) VALUES ($1, $2, $3, $4) RETURNING id',
      [accountId, name, secret.slice(0, SHOWN_CHARACTERS), hashApiKey(secret)],
    );
    return { id: row!.id, secret };
  });
}

/** Revokes one of the account's keys; false when the account has no such live key. */
export async function revokeApiKey(db: Queryable, accountId: string, keyId: string): Promise<boolean> {
  const rows = await db.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND account_id = $2 AND revoked_at IS NULL RETURNING id', [keyId, accountId]);
  return rows.length > 0;
}
