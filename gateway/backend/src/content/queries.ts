import type { Badge } from '@x4i/shared/contracts';
import type { Queryable } from '../db/db.js';
import type { ContentItem, DirectoryContentType, ItemCounters, SolutionFields, ThemedFields, UserFlags } from './model.js';

/** The reads the in-memory index is built and refreshed from, and the per-user reads. */

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

interface ItemRow {
  id: string;
  slug: string;
  content_type: DirectoryContentType;
  title: string;
  summary: string;
  categories: string[];
  organization: string | null;
  org_id: string | null;
  created_by: string | null;
  premium_listing: boolean;
  grant_amount: number | null;
  expiration_date: string | null;
  eligibility: 'NON_PROFIT' | 'OTHERS' | null;
  ideas: number;
  details: unknown;
  unpublished_at: string | null;
  demo: boolean;
  created_at: string;
  modified_at: string;
  badges: string[];
}

const ITEM_SELECT = `
  SELECT i.id::text AS id, i.slug, i.content_type, i.title, i.summary, i.categories, i.organization, i.org_id::text AS org_id,
         i.created_by::text AS created_by, i.premium_listing, i.grant_amount::float8 AS grant_amount, i.expiration_date::text AS expiration_date,
         i.eligibility, i.ideas, i.details, i.demo, to_char(i.unpublished_at AT TIME ZONE 'UTC', ${ISO}) AS unpublished_at,
         to_char(i.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at, to_char(i.modified_at AT TIME ZONE 'UTC', ${ISO}) AS modified_at,
         COALESCE((SELECT array_agg(cb.badge_id ORDER BY b.position, b.id) FROM content_badges cb JOIN badges b ON b.id = cb.badge_id
                   WHERE cb.item_id = i.id), '{}') AS badges
  FROM content_items i`;

function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

function toItem(row: ItemRow): ContentItem {
  const details = parseJson(row.details) as Record<string, unknown>;
  const isSolution = row.content_type === 'tech-solution';
  return {
    id: row.id,
    slug: row.slug,
    contentType: row.content_type,
    title: row.title,
    summary: row.summary,
    categories: row.categories ?? [],
    organization: row.organization,
    orgId: row.org_id,
    createdBy: row.created_by,
    premiumListing: row.premium_listing,
    grantAmount: row.grant_amount === null ? null : Number(row.grant_amount),
    expirationDate: row.expiration_date,
    eligibility: row.eligibility,
    ideas: Number(row.ideas),
    demo: row.demo,
    unpublishedAt: row.unpublished_at,
    createdAt: row.created_at,
    modifiedAt: row.modified_at,
    badges: row.badges ?? [],
    solution: isSolution ? ({ attributes: {}, ...details } as SolutionFields) : null,
    themed: isSolution
      ? null
      : ({ body: [], fundingName: null, fundingLogo: null, opportunityId: null, sourceUrl: null, ...details } as ThemedFields),
  };
}

/** Every item, or the given ones. */
export async function loadItems(db: Queryable, ids?: readonly string[]): Promise<ContentItem[]> {
  const rows = ids
    ? await db.query<ItemRow>(`${ITEM_SELECT} WHERE i.id = ANY($1::uuid[])`, [ids])
    : await db.query<ItemRow>(ITEM_SELECT);
  return rows.map(toItem);
}

export async function loadBadgeCatalogue(db: Queryable): Promise<Badge[]> {
  return db.query<Badge>('SELECT id, name, description FROM badges ORDER BY position, id');
}

/** The counters of every item that has any, or of the given ones. */
export async function loadCounters(db: Queryable, ids?: readonly string[]): Promise<Map<string, ItemCounters>> {
  const rows = await db.query<{ id: string; votes: number; follows: number; orgs: number; shares: number; states: unknown }>(
    `SELECT i.id::text AS id,
            (SELECT count(*) FROM content_votes v WHERE v.item_id = i.id)::int AS votes,
            (SELECT count(*) FROM content_follows f WHERE f.item_id = i.id)::int AS follows,
            (SELECT count(*) FROM (SELECT account_id FROM content_votes WHERE item_id = i.id
                                   UNION SELECT account_id FROM content_follows WHERE item_id = i.id) u)::int AS orgs,
            (SELECT count(*) FROM content_shares s WHERE s.item_id = i.id)::int AS shares,
            (SELECT jsonb_object_agg(g.state, g.n) FROM (SELECT state, count(*)::int AS n FROM content_state_votes
                                                       WHERE item_id = i.id GROUP BY state) g) AS states
     FROM content_items i ${ids ? 'WHERE i.id = ANY($1::uuid[])' : ''}`,
    ids ? [ids] : [],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        votes: Number(row.votes),
        follows: Number(row.follows),
        orgsUseSolution: Number(row.orgs),
        shares: Number(row.shares),
        states: (parseJson(row.states) as Record<string, number> | null) ?? {},
      },
    ]),
  );
}

/** The user's follow and vote on each item, in one query; items the user never touched are left out. */
export async function loadUserFlags(db: Queryable, subject: string, ids: readonly string[]): Promise<Map<string, UserFlags>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; followed: boolean; voted: boolean }>(
    `SELECT i.id::text AS id,
            EXISTS (SELECT 1 FROM content_follows f WHERE f.item_id = i.id AND f.account_id = a.id) AS followed,
            EXISTS (SELECT 1 FROM content_votes v WHERE v.item_id = i.id AND v.account_id = a.id) AS voted
     FROM accounts a CROSS JOIN unnest($2::uuid[]) AS i(id)
     WHERE a.subject = $1`,
    [subject, ids],
  );
  return new Map(rows.filter((row) => row.followed || row.voted).map((row) => [row.id, { followed: row.followed, userAssociated: row.voted }]));
}

/** The states (upper-case) the account voted for on the item. */
export async function loadStateVotes(db: Queryable, accountId: string, itemId: string): Promise<string[]> {
  const rows = await db.query<{ state: string }>('SELECT state FROM content_state_votes WHERE item_id = $1 AND account_id = $2 ORDER BY state', [itemId, accountId]);
  return rows.map((row) => row.state);
}
