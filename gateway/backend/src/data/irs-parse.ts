import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { csvRows } from './csv-rows.js';

/** The 28 columns of the IRS EO BMF extract, in file order. */
export const IRS_COLUMNS = [
  'EIN', 'NAME', 'ICO', 'STREET', 'CITY', 'STATE', 'ZIP', 'GROUP', 'SUBSECTION', 'AFFILIATION',
  'CLASSIFICATION', 'RULING', 'DEDUCTIBILITY', 'FOUNDATION', 'ACTIVITY', 'ORGANIZATION', 'STATUS', 'TAX_PERIOD',
  'ASSET_CD', 'INCOME_CD', 'FILING_REQ_CD', 'PF_FILING_REQ_CD', 'ACCT_PD', 'ASSET_AMT', 'INCOME_AMT',
  'REVENUE_AMT', 'NTEE_CD', 'SORT_NAME',
] as const;

/** One record: the 28 fields as text, in IRS_COLUMNS order (EIN and ZIP keep their leading zeros). */
export type IrsRecord = string[];

const EIN_AT = 0;
const AMOUNTS_AT = [IRS_COLUMNS.indexOf('ASSET_AMT'), IRS_COLUMNS.indexOf('INCOME_AMT'), IRS_COLUMNS.indexOf('REVENUE_AMT')];

async function isGzip(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

function checkRecord(record: string[], line: number): string | null {
  if (!/^\d{9}$/.test(record[EIN_AT]!)) return `line ${line}: EIN "${record[EIN_AT]}" is not 9 digits`;
  for (const at of AMOUNTS_AT) {
    const value = record[at]!;
    if (value !== '' && !/^-?\d{1,18}$/.test(value)) return `line ${line}: ${IRS_COLUMNS[at]} "${value}" is not a whole number`;
  }
  return null;
}

export const IRS_HEADER_MESSAGE = `unexpected header: expected the 28 EO BMF columns ${IRS_COLUMNS.join(',')}`;

/**
 * The records of an IRS EO BMF CSV text, checking the header, the field count, the EIN and the amounts of every
 * record. A wrong header always throws. A bad record throws too, naming its line, unless onBadRow is given: then
 * it is handed over and left out, and the reading goes on.
 */
export async function* irsRecordsOf(text: AsyncIterable<string>, onBadRow?: (problem: string) => void): AsyncGenerator<IrsRecord> {
  let header = true;
  for await (const { fields, line } of csvRows(text)) {
    if (header) {
      header = false;
      if (fields.map((column) => column.trim().toUpperCase()).join(',') !== IRS_COLUMNS.join(',')) throw new Error(IRS_HEADER_MESSAGE);
      continue;
    }
    const problem =
      fields.length !== IRS_COLUMNS.length ? `line ${line}: ${fields.length} fields, expected ${IRS_COLUMNS.length}` : checkRecord(fields, line);
    if (!problem) yield fields;
    else if (onBadRow) onBadRow(problem);
    else throw new Error(problem);
  }
  if (header) throw new Error(`${IRS_HEADER_MESSAGE} (the file is empty)`);
}

/**
 * Reads an IRS EO BMF CSV file, gzip or plain, checking every record (irsRecordsOf). Throws on the first problem,
 * naming the file and line.
 */
export async function* readIrsRecords(filePath: string): AsyncGenerator<IrsRecord> {
  const name = path.basename(filePath);
  const input = createReadStream(filePath);
  const text = (await isGzip(filePath)) ? input.pipe(createGunzip()) : input;
  // pipe() does not pass on a read error: hand it to the text stream, whose reader below then throws it.
  input.on('error', (error) => text.destroy(error));
  text.setEncoding('utf8');
  try {
    yield* irsRecordsOf(text as AsyncIterable<string>);
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
  } finally {
    input.destroy();
    text.destroy();
  }
}
