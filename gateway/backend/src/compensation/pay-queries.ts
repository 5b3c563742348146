import type { PayStats } from '@x4i/shared/contracts';
import { isSuppressed } from '@x4i/shared/domain';
import type { Queryable } from '../db/db.js';

/**
 * Pay distributions computed by the database: percentile_cont (linear interpolation, as `percentile` in shared)
 * and count(*) per group, never a loop over rows here. A group of fewer than MIN_FILINGS_PER_CELL filings comes
 * back with its count and null figures.
 */

/** Where the rows come from: the CEO file, or one of the two officer samples. */
export type PaySource = 'ceo' | 'partVii' | 'scheduleJ';

/** The columns a group or filter may name (all exist in both tables, except gender and ntee_code: CEO file only). */
export type PayColumn = 'income_bucket' | 'region' | 'issue_area' | 'state' | 'standard_title' | 'gender' | 'ntee_code';

export interface PayFilter {
  /** The officers' standard title (officer sources only). */
  standardTitle?: string | null;
  incomeBuckets?: readonly string[];
  issueAreas?: readonly string[];
  regions?: readonly string[];
  /** CEO file only. */
  genders?: readonly string[];
  /** NTEE codes beginning with any of these (CEO file only). */
  nteePrefixes?: readonly string[];
  /** Officer titles among these standard titles (officer sources only). */
  standardTitles?: readonly string[];
}

const FROM: Record<PaySource, string> = {
  ceo: 'compensation_ceo',
  partVii: `compensation_officer WHERE source = 'PART_VII'`,
  scheduleJ: `compensation_officer WHERE source = 'SCHEDULE_J'`,
};

/** The WHERE conditions and parameters of a filter; an empty list is no condition (a row with a NULL passes then). */
export function filterSql(source: PaySource, filter: PayFilter, params: unknown[] = []): { conditions: string[]; params: unknown[] } {
  const conditions: string[] = [];
  const add = (sql: (at: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (source !== 'ceo' && filter.standardTitle) add((at) => `standard_title = ${at}`, filter.standardTitle);
  if (source !== 'ceo' && filter.standardTitles) add((at) => `standard_title = ANY(${at}::text[])`, filter.standardTitles);
  if (filter.incomeBuckets?.length) add((at) => `income_bucket = ANY(${at}::text[])`, filter.incomeBuckets);
  if (filter.issueAreas?.length) add((at) => `issue_area = ANY(${at}::text[])`, filter.issueAreas);
  if (filter.regions?.length) add((at) => `region = ANY(${at}::text[])`, filter.regions);
  if (source === 'ceo' && filter.genders?.length) add((at) => `gender = ANY(${at}::text[])`, filter.genders);
  if (source === 'ceo' && filter.nteePrefixes) add((at) => `ntee_code LIKE ANY(${at}::text[])`, filter.nteePrefixes.map((prefix) => `${prefix}%`));
  return { conditions, params };
}

/** FROM the source's rows WHERE the conditions hold. */
export function fromWhere(source: PaySource, conditions: readonly string[]): string {
  const from = FROM[source];
  if (conditions.length === 0) return `FROM ${from}`;
  return `FROM ${from} ${from.includes(' WHERE ') ? 'AND' : 'WHERE'} ${conditions.join(' AND ')}`;
}

type Quartiles = [number, number, number, number];

/** The stats of a group: figures rounded to whole dollars, or null when the group is too small to show. */
export function payStatsOf(filings: number, quartiles: readonly (number | null)[] | null): PayStats {
  if (isSuppressed(filings) || !quartiles) return { filings, p25: null, median: null, p75: null, p90: null };
  const [p25, median, p75, p90] = quartiles.map((value) => (value === null ? null : Math.round(value))) as Quartiles;
  return { filings, p25, median, p75, p90 };
}

export const EMPTY_STATS: PayStats = payStatsOf(0, null);

const STATS_SQL = `count(*)::int AS filings, percentile_cont(ARRAY[0.25, 0.5, 0.75, 0.9]::float8[]) WITHIN GROUP (ORDER BY pay) AS q`;

/** One group's stats: all rows of the source under the filter. */
export async function payStats(db: Queryable, source: PaySource, filter: PayFilter): Promise<PayStats> {
  const { conditions, params } = filterSql(source, filter);
  const [row] = await db.query<{ filings: number; q: number[] | null }>(`SELECT ${STATS_SQL} ${fromWhere(source, conditions)}`, params);
  return payStatsOf(Number(row?.filings ?? 0), row?.q ?? null);
}

/** The key of a grouping set's values: 'WEST', or 'SMALL:F' for (income_bucket, gender); '' for the set of all rows. */
export const setKey = (values: readonly string[]) => values.join(':');

/**
 * The stats of each grouping set under the filter, in one pass (GROUPING SETS): `sets.get('income_bucket+gender')
 * .get('SMALL:F')`, and `sets.get('')!.get('')` for all rows when [] is one of the sets. A group whose columns hold
 * a NULL is left out (an officer without a known organisation has no region).
 */
export async function payStatsBySets(db: Queryable, source: PaySource, filter: PayFilter, sets: readonly (readonly PayColumn[])[]): Promise<Map<string, Map<string, PayStats>>> {
  const { conditions, params } = filterSql(source, filter);
  const columns = [...new Set(sets.flat())];
  const grouping = columns.length ? `, GROUPING(${columns.join(', ')}) AS g` : ', 0 AS g';
  const rows = await db.query<Record<string, unknown> & { g: number; filings: number; q: number[] | null }>(
    `SELECT ${columns.map((column) => `${column}, `).join('')}${STATS_SQL}${grouping} ${fromWhere(source, conditions)}
     GROUP BY GROUPING SETS (${sets.map((set) => `(${set.join(', ')})`).join(', ')})`,
    params,
  );
  const result = new Map<string, Map<string, PayStats>>();
  for (const set of sets) {
    // GROUPING() sets a bit for each column a row is not grouped by; the first column is the highest bit.
    const mask = columns.reduce((bits, column, index) => (set.includes(column) ? bits : bits | (1 << (columns.length - 1 - index))), 0);
    const groups = new Map<string, PayStats>();
    for (const row of rows) {
      if (Number(row.g) !== mask) continue;
      const values = set.map((column) => row[column]);
      if (values.every((value): value is string => typeof value === 'string')) groups.set(setKey(values), payStatsOf(Number(row.filings), row.q));
    }
    result.set(set.join('+'), groups);
  }
  return result;
}

/** The stats per value of each column under the filter, in one pass: `by.region.get('WEST')`. */
export async function payStatsBy<C extends PayColumn>(db: Queryable, source: PaySource, filter: PayFilter, columns: readonly C[]): Promise<Record<C, Map<string, PayStats>>> {
  const sets = await payStatsBySets(db, source, filter, columns.map((column) => [column]));
  return Object.fromEntries(columns.map((column) => [column, sets.get(column)!])) as Record<C, Map<string, PayStats>>;
}

/** Several groups of one source, each with its own filter, in one scan: the calculator's peer groups. */
export async function payStatsOfGroups(db: Queryable, source: PaySource, base: PayFilter, groups: readonly PayFilter[]): Promise<PayStats[]> {
  if (groups.length === 0) return [];
  const { conditions, params } = filterSql(source, base);
  const columns = groups.map((group, index) => {
    const own = filterSql(source, group, params).conditions;
    const when = own.length ? `FILTER (WHERE ${own.join(' AND ')})` : '';
    return `count(*) ${when}::int AS n${index}, percentile_cont(ARRAY[0.25, 0.5, 0.75, 0.9]::float8[]) WITHIN GROUP (ORDER BY pay) ${when} AS q${index}`;
  });
  const [row] = await db.query<Record<string, unknown>>(`SELECT ${columns.join(', ')} ${fromWhere(source, conditions)}`, params);
  return groups.map((_, index) => payStatsOf(Number(row?.[`n${index}`] ?? 0), (row?.[`q${index}`] as number[] | null) ?? null));
}

/**
 * Base and total pay of the Schedule J rows under the filter (two distributions of the same filings), and the
 * median of each officer's base over total.
 */
export async function baseAndTotal(db: Queryable, filter: PayFilter): Promise<{ base: PayStats; total: PayStats; baseShare: number | null }> {
  const { conditions, params } = filterSql('scheduleJ', filter);
  const [row] = await db.query<{ filings: number; base: number[] | null; total: number[] | null; share: number | null }>(
    `SELECT count(*)::int AS filings,
       percentile_cont(ARRAY[0.25, 0.5, 0.75, 0.9]::float8[]) WITHIN GROUP (ORDER BY base_pay) AS base,
       percentile_cont(ARRAY[0.25, 0.5, 0.75, 0.9]::float8[]) WITHIN GROUP (ORDER BY pay) AS total,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY base_pay / pay) AS share
     ${fromWhere('scheduleJ', [...conditions, 'base_pay IS NOT NULL'])}`,
    params,
  );
  const filings = Number(row?.filings ?? 0);
  return {
    base: payStatsOf(filings, row?.base ?? null),
    total: payStatsOf(filings, row?.total ?? null),
    baseShare: isSuppressed(filings) || row?.share == null ? null : Number(row.share),
  };
}
