import { US_STATES } from '@x4i/shared/domain';
import type { Queryable } from '../db/db.js';
import { INTERNATIONAL_DEVELOPMENT_CODES, INTERNATIONAL_RELIEF_CODES, type InternationalOrgCounts } from './sections/international-organisations.js';

/**
 * The IRS records the reports read beside the money flow's aggregate. An organisation is one EIN, read from its
 * newest record (newest snapshot, then latest tax period, then file name: the aggregate's order), in the 50
 * states and DC. A few EINs appear in two files (an organisation that moved since the 2018 Oregon file); their
 * older records are 'superseded' and left out, so that the lists count what the aggregate counts.
 */

export const STATE_CODES = US_STATES.map((state) => state.code);

export interface SupersededRecord {
  ein: string;
  sourceFile: string;
  /** Upper-cased, as the lists compare them. */
  state: string;
  majorGroup: string;
}

/** The key a query compares a row with: 'ein|source_file'. */
export const recordKey = (record: { ein: string; sourceFile: string }) => `${record.ein}|${record.sourceFile}`;

/** The records an EIN's newer record replaces: a few hundred at most, computed once per import. */
export async function loadSupersededRecords(db: Queryable): Promise<SupersededRecord[]> {
  const rows = await db.query<{ ein: string; source_file: string; state: string | null; major_group: string | null }>(
    `SELECT ein, source_file, upper(trim(state)) AS state, upper(left(trim(ntee_cd), 1)) AS major_group FROM (
       SELECT b.ein, b.source_file, b.state, b.ntee_cd,
              first_value(b.source_file) OVER (PARTITION BY b.ein ORDER BY f.snapshot_date DESC, b.tax_period DESC NULLS LAST, b.source_file) AS newest
       FROM irs_eo_bmf b JOIN irs_files f ON f.file_name = b.source_file
       WHERE b.ein IN (SELECT ein FROM irs_eo_bmf GROUP BY ein HAVING count(*) > 1)
     ) records
     WHERE source_file <> newest`,
  );
  return rows.map((row) => ({ ein: row.ein, sourceFile: row.source_file, state: row.state ?? '', majorGroup: row.major_group ?? '' }));
}

/** Organisations by state with an international development or relief NTEE code, read through the major-group index. */
export async function loadInternationalOrgCounts(db: Queryable, superseded: readonly SupersededRecord[]): Promise<InternationalOrgCounts> {
  const rows = await db.query<{ state: string; code: string; n: number }>(
    `SELECT upper(trim(b.state)) AS state, upper(left(trim(b.ntee_cd), 3)) AS code, count(DISTINCT b.ein)::int AS n
     FROM irs_eo_bmf b
     WHERE upper(left(trim(b.ntee_cd), 1)) = 'Q' AND upper(left(trim(b.ntee_cd), 3)) = ANY($1::text[])
       AND upper(trim(b.state)) = ANY($2::text[]) AND b.ein || '|' || b.source_file <> ALL($3::text[])
     GROUP BY 1, 2`,
    [[...INTERNATIONAL_DEVELOPMENT_CODES, ...INTERNATIONAL_RELIEF_CODES], STATE_CODES, superseded.map(recordKey)],
  );
  const counts: InternationalOrgCounts = { development: {}, relief: {} };
  for (const row of rows) {
    const kind = (INTERNATIONAL_RELIEF_CODES as readonly string[]).includes(row.code) ? counts.relief : counts.development;
    kind[row.state] = (kind[row.state] ?? 0) + Number(row.n);
  }
  return counts;
}
