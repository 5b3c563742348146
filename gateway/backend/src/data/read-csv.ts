import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

export type CsvRecord = Record<string, string>;

/** Reads a small CSV file with a header row; fails naming the file when a required column is missing. */
export async function readCsv(filePath: string, required: readonly string[]): Promise<CsvRecord[]> {
  const text = await readFile(filePath, 'utf8');
  const records = parse(text, { columns: true, bom: true, skip_empty_lines: true }) as CsvRecord[];
  const header = records[0] ? Object.keys(records[0]) : [];
  const missing = required.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new Error(`${path.basename(filePath)}: missing column(s) ${missing.join(', ')}`);
  }
  return records;
}
