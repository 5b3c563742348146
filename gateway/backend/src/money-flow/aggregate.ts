import {
  GRANTMAKER_FOUNDATION_CODES,
  type DatasetFreshness,
  type MoneyFlowCoverage,
} from '@x4i/shared/contracts';
import {
  INCOME_BUCKET_BOUNDS,
  isIncomeBucketCode,
  nteeMajorGroupOf,
  US_STATES,
  type MoneyFlowCell,
  type MoneyFlowCells,
} from '@x4i/shared/domain';
import { normalizeCode } from '../data/codes.js';
import type { Queryable } from '../db/db.js';
import { coveredStates, getFreshness, IRS_EO_BMF_SOURCE_URL } from '../db/queries/finder-page.js';

/** The organisations of one state, income bucket, NTEE major group and grantmaker flag (shared's domain). */
export type { MoneyFlowCell };

/**
 * Everything a money-flow answer is computed from: a few thousand cells instead of 350,000 rows. shared's
 * summarizeMoneyFlow answers from it, here and in the test fakes alike.
 */
export interface MoneyFlowAggregate extends MoneyFlowCells {
  cells: MoneyFlowCell[];
  coverage: MoneyFlowCoverage;
  /** The imported files and their import times: a re-import (by any process) changes it. */
  version: string;
}

export const versionOf = (freshness: readonly DatasetFreshness[]): string =>
  freshness.map((file) => `${file.file}@${file.importedAt}`).join('|');

const STATE_CODES = US_STATES.map((state) => state.code);

interface CellRow {
  state: string;
  bucket: string;
  ntee_major_group: string | null;
  grantmaker: boolean;
  org_count: number;
  income: number | string;
  revenue: number | string;
  assets: number | string;
}

/**
 * One pass over the IRS rows: each EIN's newest record (newest snapshot, then latest tax period, as the details
 * page reads it), in the 50 states and DC, grouped by state × income bucket × NTEE major group × grantmaker.
 * The bucket bounds and foundation codes come from shared, so the SQL and the pure functions cannot part ways.
 */
const CELLS_SQL = `
  WITH newest AS (
    SELECT DISTINCT ON (b.ein) upper(trim(b.state)) AS state, b.income_amt, b.revenue_amt, b.asset_amt, b.ntee_cd, b.foundation
    FROM irs_eo_bmf b JOIN irs_files f ON f.file_name = b.source_file
    ORDER BY b.ein, f.snapshot_date DESC, b.tax_period DESC NULLS LAST, b.source_file
  )
  SELECT state,
         CASE WHEN coalesce(income_amt, 0) > $1 THEN 'ENTERPRISE'
              WHEN coalesce(income_amt, 0) >= $2 THEN 'HIGHER_MID'
              WHEN coalesce(income_amt, 0) >= $3 THEN 'LOWER_MID'
              ELSE 'SMALL' END AS bucket,
         upper(left(trim(ntee_cd), 1)) AS ntee_major_group,
         coalesce(ltrim(trim(foundation), '0') = ANY($4::text[]), false) AS grantmaker,
         count(*)::int AS org_count,
         coalesce(sum(income_amt), 0)::float8 AS income,
         coalesce(sum(revenue_amt), 0)::float8 AS revenue,
         coalesce(sum(asset_amt), 0)::float8 AS assets
  FROM newest
  WHERE state = ANY($5::text[])
  GROUP BY 1, 2, 3, 4`;

export async function loadMoneyFlowAggregate(db: Queryable): Promise<MoneyFlowAggregate> {
  const freshness = await getFreshness(db);
  const rows = await db.query<CellRow>(CELLS_SQL, [
    INCOME_BUCKET_BOUNDS.enterpriseAbove,
    INCOME_BUCKET_BOUNDS.higherMidFrom,
    INCOME_BUCKET_BOUNDS.lowerMidFrom,
    GRANTMAKER_FOUNDATION_CODES.map(normalizeCode),
    STATE_CODES,
  ]);
  const cells = rows.map((row): MoneyFlowCell => {
    if (!isIncomeBucketCode(row.bucket)) throw new Error(`Unexpected income bucket ${row.bucket}`);
    return {
      state: row.state,
      bucket: row.bucket,
      nteeMajorGroup: nteeMajorGroupOf(row.ntee_major_group),
      grantmaker: Boolean(row.grantmaker),
      orgCount: Number(row.org_count),
      income: Number(row.income),
      revenue: Number(row.revenue),
      assets: Number(row.assets),
    };
  });
  // A regional file (eo1..eo3) covers many states: the states with organisations count as covered too.
  const states = new Set([...coveredStates(freshness).filter((code) => STATE_CODES.includes(code)), ...cells.map((cell) => cell.state)]);
  return {
    cells,
    coverage: { states: [...states].sort(), files: freshness, sourceUrl: IRS_EO_BMF_SOURCE_URL },
    version: versionOf(freshness),
  };
}
