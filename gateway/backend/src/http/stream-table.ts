import { once } from 'node:events';
import type { Request, Response } from 'express';
import { PRODUCT_NAME } from '../mail/notifications.js';
import { csvCell, csvNotes, exportFileName, jsonNotes, jsonRow, type CsvValue, type ExportFormat, type ExportSource } from '@x4i/shared/domain';

/** What a streamed download is, besides its rows. */
export interface StreamedTable {
  /** What the rows are, the file's first line: 'Organizations in Vermont (IRS EO BMF)'. */
  title: string;
  header: readonly string[];
  sources: readonly ExportSource[];
  /** The file's name before its date: 'organizations-vt'. */
  fileStem: string;
  format: ExportFormat;
  /** This site's address, said in the file. */
  exportedFrom: string;
}

/** Waits until the client takes what was written, or goes away; leaves no listener behind. */
async function drainedOrClosed(res: Response): Promise<void> {
  const done = new AbortController();
  await Promise.race([once(res, 'drain', { signal: done.signal }), once(res, 'close', { signal: done.signal })]).finally(() => done.abort());
}

/** The site a download says it came from: its name and its address, as the browser's downloads say it. */
export function exportedFrom(req: Request, productName = PRODUCT_NAME): string {
  return `${productName} (${req.protocol}://${req.host})`;
}

/** Rows are written in pieces of about this size: one write per row would cost more than the rows. */
const PIECE = 64 * 1024;

/**
 * Writes a download as its rows arrive, never holding them all: the CSV with its `#` notes (what the rows are,
 * their sources with their vintage, where and when exported), or the JSON export's object. Waits for the client
 * to take each piece, and stops reading rows when the client goes away.
 */
export async function streamTable(res: Response, table: StreamedTable, rows: AsyncIterable<readonly CsvValue[]>, at = new Date()): Promise<void> {
  const csv = table.format === 'csv';
  res.setHeader('Content-Type', csv ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(table.fileStem, at, table.format)}"`);
  res.setHeader('Cache-Control', 'no-store');
  let piece = '';
  const flush = async () => {
    if (!piece) return;
    const ready = res.write(piece);
    piece = '';
    if (!ready && !res.destroyed) await drainedOrClosed(res);
  };
  if (csv) piece += `${csvNotes(table, table.exportedFrom, at)}${table.header.map(csvCell).join(',')}\n`;
  else piece += `${JSON.stringify(jsonNotes(table, table.exportedFrom, at)).slice(0, -1)},"rows":[`;
  let first = true;
  for await (const row of rows) {
    if (res.destroyed) return;
    piece += csv ? `${row.map(csvCell).join(',')}\n` : `${first ? '' : ','}\n${JSON.stringify(jsonRow(table.header, row))}`;
    first = false;
    if (piece.length >= PIECE) await flush();
  }
  piece += csv ? '' : '\n]}\n';
  await flush();
  res.end();
}

/** Every row of a list read page by page (offset, limit) until a short page: for the team's lists, kept in order by their queries. */
export async function* inPages<T>(readPage: (offset: number, limit: number) => Promise<readonly T[]>, size = 500): AsyncGenerator<T> {
  for (let offset = 0; ; offset += size) {
    const page = await readPage(offset, size);
    yield* page;
    if (page.length < size) return;
  }
}
