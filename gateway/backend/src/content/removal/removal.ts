import type { ManagedContentItem, RemovedContentRecord } from '@x4i/shared/contracts';
import { isDeleteConfirmed } from '@x4i/shared/domain';
import type { Queryable } from '../../db/db.js';
import { InvalidInputError, NotFoundError } from '../../errors.js';
import { itemUrl } from '../cards.js';
import type { ContentItem } from '../model.js';

/** The team's writes that take an item off the directory or put it back; each runs in the caller's transaction. */

export const TITLE_MISMATCH_MESSAGE = 'Type the item’s title exactly as it is listed to delete it.';
export const REMOVED_ITEM_MESSAGE = 'There is no content with this id or slug.';

export function managedItem(item: ContentItem): ManagedContentItem {
  return {
    id: item.id,
    slug: item.slug,
    contentType: item.contentType,
    title: item.title,
    url: itemUrl(item),
    demo: item.demo,
    unpublishedAt: item.unpublishedAt,
  };
}

/** The items whose title holds every word of q (any case), newest first; all of them when q is empty. */
export function matchingItems(items: Iterable<ContentItem>, q: string): ContentItem[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return [...items]
    .filter((item) => words.every((word) => item.title.toLowerCase().includes(word)))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.slug.localeCompare(b.slug));
}

/**
 * Unpublishes (published false) or publishes the item; true when the row changed. The row's update is what the
 * content_changes trigger announces to the other backends.
 */
export async function setPublished(tx: Queryable, itemId: string, published: boolean, teamMemberId: string): Promise<boolean> {
  const rows = published
    ? await tx.query('UPDATE content_items SET unpublished_at = NULL, unpublished_by = NULL WHERE id = $1 AND unpublished_at IS NOT NULL RETURNING id', [itemId])
    : await tx.query('UPDATE content_items SET unpublished_at = now(), unpublished_by = $2 WHERE id = $1 AND unpublished_at IS NULL RETURNING id', [itemId, teamMemberId]);
  return rows.length > 0;
}

interface RecordRow {
  id: string;
  content_type: RemovedContentRecord['contentType'];
  title: string;
  slug: string;
  email: string | null;
  name: string | null;
  removed_at: string;
  reason: string | null;
  removed: RemovedContentRecord['removed'] | string;
}

const RECORD_SELECT = `
  SELECT r.id::text AS id, r.content_type, r.title, r.slug, a.email, NULLIF(trim(concat_ws(' ', a.first_name, a.last_name)), '') AS name,
         to_char(r.removed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS removed_at, r.reason, r.snapshot -> 'removed' AS removed
  FROM removed_content r LEFT JOIN accounts a ON a.id = r.removed_by`;

function toRecord(row: RecordRow): RemovedContentRecord {
  const removed = typeof row.removed === 'string' ? (JSON.parse(row.removed) as RemovedContentRecord['removed']) : row.removed;
  return {
    id: row.id,
    contentType: row.content_type,
    title: row.title,
    slug: row.slug,
    removedBy: row.email === null ? null : { email: row.email, name: row.name ?? '' },
    removedAt: row.removed_at,
    reason: row.reason,
    removed,
  };
}

/**
 * Deletes the item once the typed title matches it (400 otherwise, nothing written), with everything that refers
 * to it (votes, follows, state votes, shares and badges cascade), and keeps a record with a snapshot of the row.
 */
export async function deleteItem(tx: Queryable, itemId: string, typedTitle: string, reason: string | null, teamMemberId: string): Promise<RemovedContentRecord> {
  const [row] = await tx.query<{ title: string }>('SELECT title FROM content_items WHERE id = $1 FOR UPDATE', [itemId]);
  if (!row) throw new NotFoundError('not_found', REMOVED_ITEM_MESSAGE);
  if (!isDeleteConfirmed(typedTitle, row.title)) throw new InvalidInputError('title_mismatch', TITLE_MISMATCH_MESSAGE);
  await tx.query(
    `INSERT INTO removed_content (id, content_type, title, slug, removed_by, reason, snapshot)
     SELECT i.id, i.content_type, i.title, i.slug, $2, $3,
            to_jsonb(i) || jsonb_build_object(
              'badges', COALESCE((SELECT jsonb_agg(badge_id ORDER BY badge_id) FROM content_badges WHERE item_id = i.id), '[]'::jsonb),
              'removed', jsonb_build_object(
                'votes', (SELECT count(*) FROM content_votes WHERE item_id = i.id),
                'follows', (SELECT count(*) FROM content_follows WHERE item_id = i.id),
                'stateVotes', (SELECT count(*) FROM content_state_votes WHERE item_id = i.id),
                'shares', (SELECT count(*) FROM content_shares WHERE item_id = i.id)))
     FROM content_items i WHERE i.id = $1`,
    [itemId, teamMemberId, reason],
  );
  await tx.query('DELETE FROM content_items WHERE id = $1', [itemId]);
  const [record] = await tx.query<RecordRow>(`${RECORD_SELECT} WHERE r.id = $1`, [itemId]);
  return toRecord(record!);
}

/** The records of deleted items, newest first. */
export async function removedRecords(db: Queryable, limit = 200): Promise<RemovedContentRecord[]> {
  const rows = await db.query<RecordRow>(`${RECORD_SELECT} ORDER BY r.removed_at DESC, r.id LIMIT $1`, [limit]);
  return rows.map(toRecord);
}
