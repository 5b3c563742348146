import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { shippedDataDir } from '../../paths.js';
import { memo } from '../../memo.js';

/** The HUD USPS ZIP–county crosswalk, as shipped (data/SOURCES.md, 'ZIP code to county'). */
export const ZIP_COUNTY_FILE = path.join(shippedDataDir, 'geo', 'zip_county_hud.csv.gz');

export interface ZipCounty {
  /** Five digits: state and county FIPS. */
  fips: string;
  /** As the file names it, without 'County': 'Pierce'. */
  county: string;
  /** USPS code of the county's state. */
  state: string;
}

/** A ZIP code as the IRS and others write it ('98402-1234', '98402', ' 98402 '): its five digits, or null. */
export function zip5(zip: string | null | undefined): string | null {
  const match = /^(\d{5})(?:-?\d{4})?$/.exec(zip?.trim() ?? '');
  return match ? match[1]! : null;
}

/**
 * The crosswalk's rows (zip,fips,county,state) as a map. A ZIP that crosses county lines has a row for each
 * county; the first listed is kept, so such a ZIP counts in one county only.
 */
export function parseZipCounties(csv: string): Map<string, ZipCounty> {
  const rows = parse(csv, { columns: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
  const byZip = new Map<string, ZipCounty>();
  for (const row of rows) {
    const zip = zip5(row.zip);
    const fips = row.fips?.padStart(5, '0') ?? '';
    if (!zip || !/^\d{5}$/.test(fips) || byZip.has(zip)) continue;
    byZip.set(zip, { fips, county: row.county ?? '', state: (row.state ?? '').toUpperCase() });
  }
  return byZip;
}

/** Every ZIP code of the crosswalk with its county: read once (39,437 ZIP codes), then shared; a failed read is tried again. */
export const loadZipCounties: () => Promise<Map<string, ZipCounty>> = memo(() =>
  readFile(ZIP_COUNTY_FILE).then((gz) => parseZipCounties(gunzipSync(gz).toString('utf8'))),
);
