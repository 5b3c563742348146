import { IRS_COLUMNS, readIrsRecords } from '../data/irs-parse.js';
import { listIrsFiles } from '../data/irs-files.js';
import type { IndexRow } from './name-index.js';

const at = (column: (typeof IRS_COLUMNS)[number]) => IRS_COLUMNS.indexOf(column);

/** The rows of the IRS files in a folder for the name index, newest snapshot first (the index keeps an EIN's first row). */
export async function irsFolderRows(dir: string): Promise<IndexRow[]> {
  const files = (await listIrsFiles(dir)).reverse();
  const rows: IndexRow[] = [];
  const orNull = (text: string) => (text === '' ? null : text);
  for (const file of files) {
    for await (const record of readIrsRecords(file.path)) {
      const revenue = record[at('REVENUE_AMT')]!;
      rows.push({
        ein: record[at('EIN')]!,
        name: record[at('NAME')]!,
        city: orNull(record[at('CITY')]!),
        state: orNull(record[at('STATE')]!),
        nteeCode: orNull(record[at('NTEE_CD')]!.trim()),
        revenue: revenue === '' ? null : Number(revenue),
      });
    }
  }
  return rows;
}
