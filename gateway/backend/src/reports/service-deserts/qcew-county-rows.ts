import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { shippedDataDir } from '../../paths.js';
import { memo } from '../../memo.js';

/**
 * The county rows of the BLS QCEW nonprofit research file for 2021 (data/SOURCES.md 7a). The table the reference
 * import fills (bls_qcew_nonprofits) keeps the nation and the states only, from the 2013–2021 state file; the
 * counties are in this file alone, so they are read from it, once.
 */
export const QCEW_COUNTY_FILE = path.join(shippedDataDir, 'nonprofit_workforce', 'bls_qcew_nonprofit_2021_all_levels.csv.gz');

export interface QcewCountyRow {
  /** Five digits: state and county FIPS. */
  fips: string;
  /** 'Pierce County, Washington' */
  geoTitle: string;
  /** '10' total private, else a NAICS code of two to four digits (the county rows go no deeper). */
  naics: string;
  industry: string;
  year: number;
  /** 501(c)(3) establishments; null where BLS suppresses the cell. */
  npoEstablishments: number | null;
}

const count = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : Number(value));

/** The rows of five-digit (county) FIPS codes. A county with no row for an industry is one BLS does not publish. */
export function parseQcewCountyRows(csv: string): QcewCountyRow[] {
  const rows = parse(csv, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  return rows.flatMap((row) => {
    const fips = row.fips?.trim() ?? '';
    if (!/^\d{5}$/.test(fips)) return [];
    const npoEstablishments = count(row.npo_estab);
    return [
      {
        fips,
        geoTitle: row.geo_title?.trim() ?? '',
        naics: row.naics?.trim() ?? '',
        industry: row.ind_title?.trim() ?? '',
        year: Number(row.year),
        npoEstablishments: npoEstablishments !== null && Number.isFinite(npoEstablishments) ? npoEstablishments : null,
      },
    ];
  });
}

/** The file's rows: read once, then shared; a failed read is tried again. */
export const loadQcewCountyRows: () => Promise<QcewCountyRow[]> = memo(() =>
  readFile(QCEW_COUNTY_FILE).then((gz) => parseQcewCountyRows(gunzipSync(gz).toString('utf8'))),
);
