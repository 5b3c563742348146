import type { Queryable } from '../db/db.js';

/**
 * The builder learns how organizations name themselves from the IRS records: for each NTEE code, the names of the
 * organizations that carry it ('… FOOD BANK', '… BOOSTER CLUB'). Records whose EIN ends in this digit are held
 * out, so that the benchmark can score the suggestions on records the index has not seen (gateway/bench).
 */
export const HELD_OUT_EIN_DIGIT = '7';

/** Each code's names as one text, from each EIN's newest record; codes no organization carries are absent. */
export async function loadNamesByCode(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.query<{ ntee: string; names: string }>(
    `SELECT ntee, string_agg(name, ' ') AS names
     FROM (
       SELECT DISTINCT ON (b.ein) b.ein, upper(trim(b.ntee_cd)) AS ntee, b.name
       FROM irs_eo_bmf b JOIN irs_files f ON f.file_name = b.source_file
       ORDER BY b.ein, f.snapshot_date DESC, b.tax_period DESC NULLS LAST, b.source_file
     ) newest
     WHERE ntee <> '' AND right(ein, 1) <> $1
     GROUP BY ntee`,
    [HELD_OUT_EIN_DIGIT],
  );
  return new Map(rows.map((row) => [row.ntee, row.names ?? '']));
}
