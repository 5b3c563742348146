import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { IRS_COLUMNS } from '../data/irs-parse.js';
import { FIXTURE_IRS_DIR } from './test-backend.js';

const EIN_AT = IRS_COLUMNS.indexOf('EIN');
const NAME_AT = IRS_COLUMNS.indexOf('NAME');
const STATE_AT = IRS_COLUMNS.indexOf('STATE');

/**
 * A state file in the IRS layout made of the fixture's unquoted records, given new EINs (from einStart) and the
 * state: as many rows as asked, the first named `firstName` so a test can search for it.
 */
export async function syntheticStateFile(state: string, rows: number, einStart: number, firstName: string): Promise<string> {
  const records: string[][] = [];
  for (const file of ['eo_vt.csv.gz', 'eo_ar.csv.gz', 'eo_ak.csv']) {
    const bytes = await readFile(path.join(FIXTURE_IRS_DIR, file));
    const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
    for (const line of text.trim().split('\n').slice(1)) if (!line.includes('"')) records.push(line.split(','));
  }
  const lines = [IRS_COLUMNS.join(',')];
  for (let n = 0; n < rows; n += 1) {
    const record = [...records[n % records.length]!];
    record[EIN_AT] = String(einStart + n).padStart(9, '0');
    record[STATE_AT] = state;
    if (n === 0) record[NAME_AT] = firstName;
    lines.push(record.join(','));
  }
  return `${lines.join('\n')}\n`;
}
