import type { Queryable } from '../../db/db.js';

/** The item ids of a profile list page, newest first, and the list's length. */
export interface ProfilePage {
  ids: string[];
  totalItems: number;
}

/** Items the team unpublished are left out of the lists and their lengths, as from every public read. */
const PUBLISHED = 'item_id IN (SELECT id FROM content_items WHERE unpublished_at IS NULL)';

/**
 * Contributions: the items the user created or voted for (recommended, 'we have this challenge'), newest first
 * by when the user created the item or voted for it, whichever is later.
 */
export async function contributionsPage(db: Queryable, accountId: string, page: number, limit: number): Promise<ProfilePage> {
  const rows = await db.query<{ id: string; total: number }>(
    `WITH mine AS (
       SELECT id AS item_id, created_at AS at FROM content_items WHERE created_by = $1 AND unpublished_at IS NULL
       UNION ALL
       SELECT item_id, created_at FROM content_votes WHERE account_id = $1 AND ${PUBLISHED}
     ), latest AS (SELECT item_id, max(at) AS at FROM mine GROUP BY item_id)
     SELECT item_id::text AS id, (count(*) OVER ())::int AS total FROM latest ORDER BY at DESC, item_id LIMIT $2 OFFSET $3`,
    [accountId, limit, (page - 1) * limit],
  );
  return { ids: rows.map((row) => row.id), totalItems: rows[0] ? Number(rows[0].total) : await countContributions(db, accountId) };
}

/** Only asked for a page past the end, where the window count has no row to ride on. */
async function countContributions(db: Queryable, accountId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT id FROM content_items WHERE created_by = $1 AND unpublished_at IS NULL
                                     UNION SELECT item_id FROM content_votes WHERE account_id = $1 AND ${PUBLISHED}) u`,
    [accountId],
  );
  return Number(row?.n ?? 0);
}

/** Follows: the items the user follows, the newest follow first. */
export async function followsPage(db: Queryable, accountId: string, page: number, limit: number): Promise<ProfilePage> {
  const [rows, [count]] = await Promise.all([
    db.query<{ id: string }>(
      `SELECT item_id::text AS id FROM content_follows WHERE account_id = $1 AND ${PUBLISHED} ORDER BY created_at DESC, item_id LIMIT $2 OFFSET $3`,
      [accountId, limit, (page - 1) * limit],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM content_follows WHERE account_id = $1 AND ${PUBLISHED}`, [accountId]),
  ]);
  return { ids: rows.map((row) => row.id), totalItems: Number(count?.n ?? 0) };
}
