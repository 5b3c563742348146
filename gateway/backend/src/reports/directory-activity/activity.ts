import type { Queryable } from '../../db/db.js';
import { isDirectoryContentType, type DirectoryContentType } from '../../content/model.js';

/** A count of items or of actions on items, by one key (goal, month, state, share source), item type and demo flag. */
export interface ActivityCount {
  /** 'UNSDG3', '2025-04', 'WA', 'LINKEDIN', or '' where the count has no key. */
  key: string;
  contentType: DirectoryContentType;
  /** Whether the items counted (or acted on) are demo items. */
  demo: boolean;
  count: number;
  /** The first and last dates (YYYY-MM-DD, UTC) of what is counted. */
  first: string;
  last: string;
}

/** The directory's own records, counted when the page is asked for. Searches are not logged, so they are not here. */
export interface DirectoryActivity {
  /** Items by type. */
  items: ActivityCount[];
  /** Items by goal (an item counts under each of its goals). */
  itemsByGoal: ActivityCount[];
  /** Items by the month they were added. */
  itemsByMonth: ActivityCount[];
  /** Solutions by solution type (TECHNOLOGY, SERVICE). */
  solutionsByKind: ActivityCount[];
  /** Votes (recommendations of solutions, 'we have this challenge' on challenges) by the item's type. */
  votes: ActivityCount[];
  follows: ActivityCount[];
  /** State votes by state. */
  stateVotes: ActivityCount[];
  /** Shares by where they were shared to. */
  shares: ActivityCount[];
  /** When the figures were read (ISO timestamp). */
  readAt: string;
}

const DAY = `'YYYY-MM-DD'`;
const SPAN = `to_char(min(t.created_at) AT TIME ZONE 'UTC', ${DAY}) AS first, to_char(max(t.created_at) AT TIME ZONE 'UTC', ${DAY}) AS last`;

/**
 * The directory's tables are small (hundreds to thousands of rows: one per item, vote, follow or share), so each
 * count is one grouped scan; content_items is joined on its primary key. Items the team unpublished are not counted.
 */
const QUERIES = {
  items: `SELECT '' AS key, t.content_type, t.demo, count(*)::int AS count, ${SPAN} FROM content_items t WHERE t.unpublished_at IS NULL GROUP BY 2, 3`,
  itemsByGoal: `SELECT g AS key, t.content_type, t.demo, count(*)::int AS count, ${SPAN}
                FROM content_items t CROSS JOIN LATERAL unnest(t.categories) AS g WHERE t.unpublished_at IS NULL GROUP BY 1, 2, 3`,
  itemsByMonth: `SELECT to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS key, t.content_type, t.demo, count(*)::int AS count, ${SPAN}
                 FROM content_items t WHERE t.unpublished_at IS NULL GROUP BY 1, 2, 3`,
  solutionsByKind: `SELECT coalesce(t.details->>'solutionType', '') AS key, t.content_type, t.demo, count(*)::int AS count, ${SPAN}
                    FROM content_items t WHERE t.content_type = 'tech-solution' AND t.unpublished_at IS NULL GROUP BY 1, 2, 3`,
  votes: `SELECT '' AS key, i.content_type, i.demo, count(*)::int AS count, ${SPAN}
          FROM content_votes t JOIN content_items i ON i.id = t.item_id AND i.unpublished_at IS NULL GROUP BY 2, 3`,
  follows: `SELECT '' AS key, i.content_type, i.demo, count(*)::int AS count, ${SPAN}
            FROM content_follows t JOIN content_items i ON i.id = t.item_id AND i.unpublished_at IS NULL GROUP BY 2, 3`,
  stateVotes: `SELECT t.state AS key, i.content_type, i.demo, count(*)::int AS count, ${SPAN}
               FROM content_state_votes t JOIN content_items i ON i.id = t.item_id AND i.unpublished_at IS NULL GROUP BY 1, 2, 3`,
  shares: `SELECT t.source AS key, i.content_type, i.demo, count(*)::int AS count, ${SPAN}
           FROM content_shares t JOIN content_items i ON i.id = t.item_id AND i.unpublished_at IS NULL GROUP BY 1, 2, 3`,
} as const;

interface CountRow {
  key: string | null;
  content_type: string;
  demo: boolean;
  count: number;
  first: string;
  last: string;
}

const toCounts = (rows: readonly CountRow[]): ActivityCount[] =>
  rows.flatMap((row) =>
    isDirectoryContentType(row.content_type)
      ? [{ key: row.key ?? '', contentType: row.content_type, demo: Boolean(row.demo), count: Number(row.count), first: row.first, last: row.last }]
      : [],
  );

export async function loadDirectoryActivity(db: Queryable, now: () => Date = () => new Date()): Promise<DirectoryActivity> {
  const names = Object.keys(QUERIES) as (keyof typeof QUERIES)[];
  const results = await Promise.all(names.map((name) => db.query<CountRow>(QUERIES[name])));
  const counts = Object.fromEntries(names.map((name, index) => [name, toCounts(results[index]!)])) as Record<keyof typeof QUERIES, ActivityCount[]>;
  return { ...counts, readAt: now().toISOString() };
}
