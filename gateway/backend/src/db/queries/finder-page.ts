import type { DatasetFreshness, NonprofitSearchResult } from '@x4i/shared/contracts';
import type { Queryable } from '../db.js';
import { collectResults, RESULT_COLUMNS } from './search-nonprofits.js';

export const IRS_EO_BMF_SOURCE_URL =
  'https://www.irs.gov/charities-non-profits/exempt-organizations-business-master-file-extract-eo-bmf';

export const DEFAULT_RESULTS = 10;

export async function getFreshness(db: Queryable): Promise<DatasetFreshness[]> {
  const rows = await db.query<{ file_name: string; region: string; snapshot_date: string; row_count: number; imported_at: string }>(
    `SELECT file_name, region, snapshot_date::text AS snapshot_date, row_count,
            to_char(imported_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS imported_at
     FROM irs_files ORDER BY region, file_name`,
  );
  return rows.map((row) => ({
    file: row.file_name,
    region: row.region,
    snapshotDate: row.snapshot_date,
    rows: Number(row.row_count),
    importedAt: row.imported_at,
  }));
}

/** State codes among the regions (INTL and the regional files are not states), sorted. */
export function coveredStates(freshness: readonly DatasetFreshness[]): string[] {
  return [...new Set(freshness.map((f) => f.region).filter((region) => /^[A-Z]{2}$/.test(region)))].sort();
}

export async function countOrganisations(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number | string }>('SELECT count(DISTINCT ein) AS n FROM irs_eo_bmf');
  return Number(row?.n ?? 0);
}

/** The organisations with the highest revenue, one per EIN. */
export async function topByRevenue(db: Queryable, limit = DEFAULT_RESULTS): Promise<NonprofitSearchResult[]> {
  const rows = await db.query<Parameters<typeof collectResults>[1][number]>(
    `SELECT ${RESULT_COLUMNS} FROM irs_eo_bmf ORDER BY revenue_amt DESC NULLS LAST, ein LIMIT $1`,
    [limit * 2],
  );
  return collectResults([], rows, limit);
}
