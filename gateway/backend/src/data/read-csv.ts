import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';

export type CsvRecord = Record<string, string>;

/** How the file's bytes are text: most shipped files are UTF-8; a few are as published in Windows-1252. */
export type CsvEncoding = 'utf8' | 'windows-1252';

/**
 * Reads a small CSV file with a header row (gunzipped when its name ends in .gz); fails naming the file when a
 * required column is missing.
 */
export async function readCsv(filePath: string, required: readonly string[], encoding: CsvEncoding = 'utf8'): Promise<CsvRecord[]> {
  const raw = await readFile(filePath);
  const bytes = filePath.endsWith('.gz') ? gunzipSync(raw) : raw;
  const text = new TextDecoder(encoding).decode(bytes);
  const records = parse(text, { columns: true, bom: true, skip_empty_lines: true }) as CsvRecord[];
  const header = records[0] ? Object.keys(records[0]) : [];
  const missing = required.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    throw new Error(`${path.basename(filePath)}: missing column(s) ${missing.join(', ')}`);
  }
  return records;
}
