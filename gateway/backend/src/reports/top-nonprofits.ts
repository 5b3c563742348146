import { TOP_NONPROFITS_PAGE_SIZE, type TopNonprofit } from '@x4i/shared/contracts';
import { NTEE_MAJOR_GROUP_CODES, NTEE_SDG_MAPPING, nteeMajorGroupsOfUnsdg, type NteeMajorGroupCode } from '@x4i/shared/domain';
import type { Queryable } from '../db/db.js';
import type { MoneyFlowAggregate } from '../money-flow/aggregate.js';
import { recordKey, STATE_CODES, type SupersededRecord } from './irs-records.js';

/** The NTEE major groups of a goal; with no goal, every group that counts towards one (religion, mutual benefit and unknown do not). */
export function majorGroupsOfGoal(goal: number | null): NteeMajorGroupCode[] {
  return goal === null ? NTEE_MAJOR_GROUP_CODES.filter((group) => NTEE_SDG_MAPPING[group].goals.length > 0) : nteeMajorGroupsOfUnsdg(`UNSDG${goal}`);
}

/** How many organisations the list holds in all, from the aggregate's cells (the same EINs, read the same way). */
export function countTopNonprofits(aggregate: MoneyFlowAggregate, groups: readonly NteeMajorGroupCode[], state: string | null): number {
  const wanted = new Set<string>(groups);
  let count = 0;
  for (const cell of aggregate.cells) {
    if (cell.nteeMajorGroup && wanted.has(cell.nteeMajorGroup) && (state === null || cell.state === state)) count += cell.orgCount;
  }
  return count;
}

interface TopNonprofitRow {
  ein: string;
  name: string;
  city: string | null;
  state: string | null;
  ntee_cd: string | null;
  income_amt: number | string | null;
  asset_amt: number | string | null;
}

const amount = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * One page of the goal's organisations by income (highest first, then EIN, so that pages never overlap). Each
 * major group is read in income order from its index (irs_eo_bmf_[state_]group_income_idx), only as far as the
 * page reaches, plus the superseded records that might sit among them; the groups are then merged.
 */
export async function topNonprofitsPage(
  db: Queryable,
  { groups, state, pageNumber, superseded }: { groups: readonly NteeMajorGroupCode[]; state: string | null; pageNumber: number; superseded: readonly SupersededRecord[] },
): Promise<TopNonprofit[]> {
  const offset = (pageNumber - 1) * TOP_NONPROFITS_PAGE_SIZE;
  const relevant = superseded.filter((record) => (state ? record.state === state : STATE_CODES.includes(record.state)) && groups.includes(record.majorGroup as NteeMajorGroupCode));
  const takes = groups.map((group) => offset + TOP_NONPROFITS_PAGE_SIZE + relevant.filter((record) => record.majorGroup === group).length);
  // Two statements rather than one, so that a state's query is planned on the state's index.
  const inState = state ? 'upper(trim(b.state)) = $2' : 'upper(trim(b.state)) = ANY($2::text[])';
  const rows = await db.query<TopNonprofitRow>(
    `SELECT o.ein, o.name, o.city, o.state, o.ntee_cd, o.income_amt, o.asset_amt
     FROM unnest($1::text[], $3::int[]) AS g(major_group, take)
     CROSS JOIN LATERAL (
       SELECT b.ein, b.name, b.city, b.state, b.ntee_cd, b.income_amt, b.asset_amt, b.source_file
       FROM irs_eo_bmf b
       WHERE ${inState} AND upper(left(trim(b.ntee_cd), 1)) = g.major_group
       ORDER BY b.income_amt DESC NULLS LAST, b.ein
       LIMIT g.take
     ) o
     WHERE o.ein || '|' || o.source_file <> ALL($6::text[])
     ORDER BY o.income_amt DESC NULLS LAST, o.ein
     LIMIT $4 OFFSET $5`,
    [groups, state ?? STATE_CODES, takes, TOP_NONPROFITS_PAGE_SIZE, offset, relevant.map(recordKey)],
  );
  return rows.map(toTopNonprofit);
}

function toTopNonprofit(row: TopNonprofitRow): TopNonprofit {
  return {
    ein: row.ein,
    name: row.name,
    city: row.city ?? '',
    state: (row.state ?? '').trim().toUpperCase(),
    nteeCode: row.ntee_cd,
    income: amount(row.income_amt),
    assets: amount(row.asset_amt),
  };
}

/** Rows read per query of a download. */
const EXPORT_BATCH = 2000;

/**
 * The whole list, in its order, a batch at a time after the last row read (income, then EIN): each group is read
 * from its index from that point on (the index's range starts there: income at most the last one), so a batch
 * costs the same wherever it is in the list, and no transaction is held between batches. The organisations
 * without reported income come last, by EIN, as on the pages.
 */
export async function* allTopNonprofits(
  db: Queryable,
  { groups, state, superseded }: { groups: readonly NteeMajorGroupCode[]; state: string | null; superseded: readonly SupersededRecord[] },
  batch = EXPORT_BATCH,
): AsyncGenerator<TopNonprofit> {
  const relevant = superseded.filter((record) => (state ? record.state === state : STATE_CODES.includes(record.state))).map(recordKey);
  const inState = state ? 'upper(trim(b.state)) = $2' : 'upper(trim(b.state)) = ANY($2::text[])';
  let last: { income: number | null; ein: string } | null = null;
  for (;;) {
    // With income: at most the last income, and past the last EIN at that income. Without: past the last EIN.
    const after: string =
      last === null ? 'TRUE' : last.income === null ? 'b.income_amt IS NULL AND b.ein > $5' : '((b.income_amt <= $6 AND (b.income_amt < $6 OR b.ein > $5)) OR b.income_amt IS NULL)';
    const keyset = last === null ? [] : last.income === null ? [last.ein] : [last.ein, last.income];
    const rows: TopNonprofitRow[] = await db.query<TopNonprofitRow>(
      `SELECT o.ein, o.name, o.city, o.state, o.ntee_cd, o.income_amt, o.asset_amt
       FROM unnest($1::text[]) AS g(major_group)
       CROSS JOIN LATERAL (
         SELECT b.ein, b.name, b.city, b.state, b.ntee_cd, b.income_amt, b.asset_amt, b.source_file
         FROM irs_eo_bmf b
         WHERE ${inState} AND upper(left(trim(b.ntee_cd), 1)) = g.major_group AND ${after}
         ORDER BY b.income_amt DESC NULLS LAST, b.ein
         LIMIT $3
       ) o
       WHERE o.ein || '|' || o.source_file <> ALL($4::text[])
       ORDER BY o.income_amt DESC NULLS LAST, o.ein
       LIMIT $3`,
      [groups, state ?? STATE_CODES, batch, relevant, ...keyset],
    );
    for (const row of rows) yield toTopNonprofit(row);
    if (rows.length === 0) return;
    const end: TopNonprofitRow = rows.at(-1)!;
    // A batch may be short only for the superseded records it left out: the list ends with an empty batch.
    last = { income: amount(end.income_amt), ein: end.ein };
  }
}
