import type { Queryable } from '../db/db.js';

/** What oidc-provider stores: a JSON object with, among others, these fields. */
export interface OidcPayload {
  grantId?: string;
  uid?: string;
  userCode?: string;
  /** Epoch seconds when consumed (a used authorization code or rotated refresh token). */
  consumed?: number;
  [key: string]: unknown;
}

/** How often, at most, expired rows are swept away: on a write, not on a timer, so an idle server stays idle. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * oidc-provider's storage adapter over the product's database (the provider's own in-memory adapter keeps at
 * most 1,000 entries and forgets them all at a restart, signing everyone out). One instance per model name.
 */
export function createOidcAdapter(db: Queryable, now: () => number = Date.now) {
  let sweptAt = 0;
  const sweep = async () => {
    if (now() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now();
    await db.query('DELETE FROM oidc_payloads WHERE expires_at < now()');
  };

  const findWhere = async (model: string, column: 'id' | 'uid' | 'user_code', value: string): Promise<OidcPayload | undefined> => {
    const [row] = await db.query<{ payload: OidcPayload | string; consumed: number | null }>(
      `SELECT payload, extract(epoch FROM consumed_at)::int AS consumed FROM oidc_payloads
       WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
      [model, value],
    );
    if (!row) return undefined;
    const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as OidcPayload) : row.payload;
    return row.consumed === null ? payload : { ...payload, consumed: row.consumed };
  };

  return class DatabaseAdapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: OidcPayload, expiresIn?: number): Promise<void> {
      await db.query(
        `INSERT INTO oidc_payloads (model, id, payload, grant_id, uid, user_code, expires_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(secs => $7::int) END)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, uid = EXCLUDED.uid,
           user_code = EXCLUDED.user_code, expires_at = EXCLUDED.expires_at`,
        [this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.uid ?? null, payload.userCode ?? null, expiresIn ?? null],
      );
      await sweep();
    }

    find(id: string) {
      return findWhere(this.model, 'id', id);
    }

    findByUid(uid: string) {
      return findWhere(this.model, 'uid', uid);
    }

    findByUserCode(userCode: string) {
      return findWhere(this.model, 'user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db.query('UPDATE oidc_payloads SET consumed_at = now() WHERE model = $1 AND id = $2', [this.model, id]);
    }

    async destroy(id: string): Promise<void> {
      await db.query('DELETE FROM oidc_payloads WHERE model = $1 AND id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('DELETE FROM oidc_payloads WHERE grant_id = $1', [grantId]);
    }
  };
}
