import { MAX_WATCHES, type WatchedOrganization } from '@x4i/shared/contracts';
import type { Queryable } from '../db/db.js';
import { isoTime } from '../db/iso-time.js';
import { CHANGE_COLUMNS } from '../data-refresh/admin-view.js';

/**
 * A member's watched organisations: the name and state from the IRS records in use (one record per EIN), else the
 * last the change feed knew, and the newest change seen since it was watched.
 */
const WATCH_QUERY = `
  SELECT w.ein, ${isoTime('w.created_at')} AS "watchedSince",
         coalesce(b.name, c.name, w.ein) AS name, coalesce(b.state, c.state) AS state, b.ein IS NOT NULL AS listed,
         CASE WHEN c.ein IS NULL THEN NULL ELSE json_build_object(
           'refreshId', c."refreshId", 'changedAt', c."changedAt", 'ein', c.ein, 'name', c.name, 'state', c.state,
           'kind', c.kind, 'before', c.before, 'after', c.after) END AS "lastChange"
  FROM organization_watches w
  LEFT JOIN LATERAL (SELECT ein, name, state FROM irs_eo_bmf WHERE ein = w.ein ORDER BY source_file LIMIT 1) b ON true
  LEFT JOIN LATERAL (
    SELECT ${CHANGE_COLUMNS} FROM organization_changes
    WHERE ein = w.ein AND changed_at >= w.created_at ORDER BY changed_at DESC, id DESC LIMIT 1) c ON true
  WHERE w.account_id = $1`;

export async function listWatches(db: Queryable, accountId: string): Promise<WatchedOrganization[]> {
  return db.query<WatchedOrganization>(`${WATCH_QUERY} ORDER BY name, w.ein`, [accountId]);
}

export type AddWatchResult = { watch: WatchedOrganization; created: boolean } | 'not_found' | 'too_many';

/** Watches an organisation the IRS records list; a second watch of the same one changes nothing. */
export async function addWatch(tx: Queryable, accountId: string, ein: string, now: Date): Promise<AddWatchResult> {
  const [listed] = await tx.query('SELECT 1 FROM irs_eo_bmf WHERE ein = $1 LIMIT 1', [ein]);
  if (!listed) return 'not_found';
  // Under the account's row lock, so two requests at once cannot both pass the limit.
  await tx.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
  const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM organization_watches WHERE account_id = $1 AND ein <> $2', [accountId, ein]);
  if (Number(count!.n) >= MAX_WATCHES) return 'too_many';
  const inserted = await tx.query(
    'INSERT INTO organization_watches (account_id, ein, created_at) VALUES ($1, $2, $3) ON CONFLICT (account_id, ein) DO NOTHING RETURNING ein',
    [accountId, ein, now.toISOString()],
  );
  const [watch] = await tx.query<WatchedOrganization>(`${WATCH_QUERY} AND w.ein = $2`, [accountId, ein]);
  return { watch: watch!, created: inserted.length > 0 };
}

/** Stops watching; false when the organisation was not watched. */
export async function removeWatch(db: Queryable, accountId: string, ein: string): Promise<boolean> {
  const removed = await db.query('DELETE FROM organization_watches WHERE account_id = $1 AND ein = $2 RETURNING ein', [accountId, ein]);
  return removed.length > 0;
}
