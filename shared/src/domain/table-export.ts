import { toCsv, type CsvValue } from './csv.js';

/** Where a table's figures come from: publisher and dataset, the data's year or span (its vintage), their page. */
export interface ExportSource {
  name: string;
  year: string;
  url?: string;
}

/** A list as a reader downloads it: every row, not just the ones on screen. */
export interface ExportedTable {
  /** What the rows are: 'Largest organizations in Oklahoma'. */
  title: string;
  header: readonly string[];
  rows: readonly (readonly CsvValue[])[];
  sources: readonly ExportSource[];
}

export type ExportFormat = 'csv' | 'json';

const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export function sourceText(source: ExportSource): string {
  return `${source.name}, ${source.year}${source.url ? ` (${source.url})` : ''}`;
}

/**
 * CSV whose first lines, marked `#` (what spreadsheet and data tools read as comments), say what the rows are, where
 * they come from and how old the data is, and where and when they were exported; then the header and every row.
 */
export function tableCsv(table: ExportedTable, exportedFrom: string, at: Date): string {
  return `${csvNotes(table, exportedFrom, at)}${toCsv(table.header, table.rows)}`;
}

/** The `#` lines a CSV export opens with, each ending in a line break. */
export function csvNotes(table: Pick<ExportedTable, 'title' | 'sources'>, exportedFrom: string, at: Date): string {
  const notes = [table.title, ...table.sources.map((source) => `Source: ${sourceText(source)}`), `Exported from ${exportedFrom} on ${isoDay(at)}`];
  return notes.map((note) => `# ${oneLine(note)}\n`).join('');
}

/** The fields of a JSON export besides its rows. */
export function jsonNotes(table: Pick<ExportedTable, 'title' | 'sources'>, exportedFrom: string, at: Date) {
  const sources = table.sources.map(({ name, year, url }) => ({ name, year, ...(url ? { url } : {}) }));
  return { title: table.title, sources, exportedFrom, exportedOn: isoDay(at) };
}

/** A row of a JSON export: an object keyed by the header. */
export function jsonRow(header: readonly string[], row: readonly CsvValue[]): Record<string, CsvValue | null> {
  return Object.fromEntries(header.map((name, index) => [name, row[index] ?? null]));
}

/** The same as JSON: the notes as fields, each row an object keyed by the header. */
export function tableJson(table: ExportedTable, exportedFrom: string, at: Date): string {
  const rows = table.rows.map((row) => jsonRow(table.header, row));
  return `${JSON.stringify({ ...jsonNotes(table, exportedFrom, at), rows }, null, 2)}\n`;
}

/** 'state-guide-ok-largest-organizations-2026-11-26.csv': what the file holds and the day it was made. */
export function exportFileName(stem: string, at: Date, format: ExportFormat): string {
  const what = stem.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'table';
  return `${what}-${isoDay(at)}.${format}`;
}
