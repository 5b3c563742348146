import type { NonprofitDetails } from '@x4i/shared/contracts';
import type { Queryable } from '../db.js';
import type { CodeBook } from './code-book.js';

interface RecordRow {
  ein: string;
  name: string;
  ico: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  subsection: string | null;
  affiliation: string | null;
  classification: string | null;
  ruling: string | null;
  deductibility: string | null;
  foundation: string | null;
  organization: string | null;
  status: string | null;
  tax_period: string | null;
  asset_cd: string | null;
  income_cd: string | null;
  filing_req_cd: string | null;
  asset_amt: number | string | bigint | null;
  income_amt: number | string | bigint | null;
  revenue_amt: number | string | bigint | null;
  ntee_cd: string | null;
  source_file: string;
  snapshot_date: string;
}

const amount = (value: RecordRow['asset_amt']) => (value === null ? null : Number(value));

/** YYYYMM and its year; null for an empty or zero ruling date (000000 in the file). */
function ruling(value: string | null): NonprofitDetails['ruling'] {
  if (!value || !/^\d{6}$/.test(value) || value.startsWith('0000')) return null;
  return { date: value, year: Number.parseInt(value.slice(0, 4), 10) };
}

function explain(row: RecordRow, codes: CodeBook): NonprofitDetails {
  return {
    ein: row.ein,
    name: row.name,
    careOf: row.ico,
    street: row.street ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    zip: row.zip ?? '',
    subsection: codes.subsection(row.subsection, row.classification),
    affiliation: codes.coded('AFFILIATION', row.affiliation),
    deductibility: codes.coded('DEDUCTIBILITY', row.deductibility),
    foundation: codes.coded('FOUNDATION', row.foundation),
    organization: codes.coded('ORGANIZATION', row.organization),
    status: codes.coded('STATUS', row.status),
    filingRequirement: codes.coded('FILING_REQ_CD', row.filing_req_cd),
    ruling: ruling(row.ruling),
    taxPeriod: row.tax_period && /^\d{6}$/.test(row.tax_period) ? row.tax_period : null,
    assets: { amount: amount(row.asset_amt), range: codes.coded('ASSET_CD', row.asset_cd) },
    income: { amount: amount(row.income_amt), range: codes.coded('INCOME_CD', row.income_cd) },
    revenue: { amount: amount(row.revenue_amt) },
    ntee: codes.ntee(row.ntee_cd),
    source: { file: row.source_file, snapshotDate: row.snapshot_date },
  };
}

/** The newest record for an EIN (newest snapshot, then latest tax period), explained; null when unknown. */
export async function getNonprofitDetails(db: Queryable, codes: CodeBook, ein: string): Promise<NonprofitDetails | null> {
  const [row] = await db.query<RecordRow>(
    `SELECT b.*, f.snapshot_date::text AS snapshot_date
     FROM irs_eo_bmf b JOIN irs_files f ON f.file_name = b.source_file
     WHERE b.ein = $1
     ORDER BY f.snapshot_date DESC, b.tax_period DESC NULLS LAST
     LIMIT 1`,
    [ein],
  );
  return row ? explain(row, codes) : null;
}
