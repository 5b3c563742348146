import type { Queryable } from '../db/db.js';
import { type Column, insertRows } from '../db/bulk-insert.js';
import type { CsvEncoding, CsvRecord } from './read-csv.js';

/** One shipped CSV file of the reference import, and how it fills its table(s). */
export interface ReferenceFile {
  /** Path inside the data folder; also the key in dataset_imports. A `.gz` file is read through gunzip. */
  file: string;
  columns: readonly string[];
  /** Default utf8; a file as published in Windows-1252 says so. */
  encoding?: CsvEncoding;
  /** Replaces the rows this file owns; returns how many it wrote. */
  load(tx: Queryable, records: CsvRecord[]): Promise<number>;
}

export const blankToNull = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value);
export const isTrue = (value: string | undefined) => value?.trim().toUpperCase() === 'TRUE';

/** A table column filled from one CSV record. */
export interface MappedColumn extends Column {
  from(record: CsvRecord): unknown;
}

export const text = (name: string, csv = name): MappedColumn => ({ name, type: 'text', from: (r) => r[csv] ?? '' });
export const textOrNull = (name: string, csv = name): MappedColumn => ({ name, type: 'text', from: (r) => blankToNull(r[csv]) });
export const integer = (name: string, csv = name): MappedColumn => ({ name, type: 'integer', from: (r) => Number.parseInt(r[csv]!, 10) });
export const boolean = (name: string, csv = name): MappedColumn => ({ name, type: 'boolean', from: (r) => isTrue(r[csv]) });

/** A file that fills one table on its own: the table is emptied and reloaded from the file. */
export function tableFile(file: string, table: string, csvColumns: readonly string[], columns: readonly MappedColumn[]): ReferenceFile {
  return {
    file,
    columns: csvColumns,
    async load(tx, records) {
      await tx.query(`DELETE FROM ${table}`);
      return insertRows(tx, table, columns, records.map((record) => columns.map((column) => column.from(record))));
    },
  };
}
