import type { Db, Queryable } from '../db/db.js';
import { BATCH_SIZE, insertRows, type Column } from '../db/bulk-insert.js';
import { deferIndexesIfEmpty, restoreDeferredIndexes } from '../db/deferred-indexes.js';
import { lockImports } from '../db/locks.js';
import { sha256File } from './file-hash.js';
import type { IrsFile } from './irs-files.js';
import { IRS_COLUMNS, readIrsRecords, type IrsRecord } from './irs-parse.js';
import { countWords } from './name-words.js';

export const IRS_DATASET = 'irs_eo_bmf';

/** Table columns in IRS_COLUMNS order (GROUP is a reserved word in SQL). */
const RECORD_COLUMNS: Column[] = IRS_COLUMNS.map((column) => ({
  name: column === 'GROUP' ? 'group_code' : column.toLowerCase(),
  type: column.endsWith('_AMT') ? 'bigint' : 'text',
}));
const NAME_AT = IRS_COLUMNS.indexOf('NAME');
const COLUMNS: Column[] = [{ name: 'source_file', type: 'text' }, ...RECORD_COLUMNS];

export interface IrsImportResult {
  file: string;
  region: string;
  snapshotDate: string;
  action: 'imported' | 'skipped';
  /** Rows imported (0 when skipped). */
  rows: number;
  /** Why the file was skipped. */
  reason?: string;
  /** Files (and their row counts) whose rows this file replaced. */
  replaced: { file: string; rows: number }[];
  ms: number;
}

export interface IrsImportOptions {
  /** true: all files in one transaction, so a failure changes nothing. false: one transaction per file. */
  atomic: boolean;
  signal?: AbortSignal;
  log?: (message: string) => void;
}

interface CurrentFile {
  file_name: string;
  snapshot_date: string;
  row_count: number;
}

function toRow(source: string, record: IrsRecord): unknown[] {
  return [source, ...record.map((value) => (value === '' ? null : value))];
}

async function importFile(tx: Queryable, file: IrsFile, sha256: string, signal?: AbortSignal): Promise<IrsImportResult> {
  const started = Date.now();
  const result = (action: IrsImportResult['action'], rows: number, extra: Partial<IrsImportResult> = {}): IrsImportResult => ({
    file: file.fileName,
    region: file.region,
    snapshotDate: file.snapshotDate,
    action,
    rows,
    replaced: [],
    ms: Date.now() - started,
    ...extra,
  });
  await lockImports(tx);
  const done = await tx.query('SELECT 1 FROM dataset_imports WHERE file_name = $1 AND sha256 = $2', [file.fileName, sha256]);
  if (done.length > 0) return result('skipped', 0, { reason: 'already imported' });

  const current = await tx.query<CurrentFile>(
    'SELECT file_name, snapshot_date::text AS snapshot_date, row_count FROM irs_files WHERE region = $1 OR file_name = $2',
    [file.region, file.fileName],
  );
  const newer = current.find((existing) => existing.snapshot_date > file.snapshotDate);
  if (newer) {
    return result('skipped', 0, { reason: `older than ${newer.file_name} (${newer.snapshot_date}) for region ${file.region}` });
  }

  if (current.length > 0) {
    const replacedFiles = current.map((existing) => existing.file_name);
    await tx.query(
      `UPDATE irs_name_words w SET n = w.n - gone.n
       FROM (SELECT upper(word) AS word, count(*)::int AS n
             FROM irs_eo_bmf, regexp_split_to_table(name, '[^A-Za-z0-9]+') AS word
             WHERE source_file = ANY($1::text[]) AND word <> ''
             GROUP BY 1) gone
       WHERE w.word = gone.word`,
      [replacedFiles],
    );
    await tx.query('DELETE FROM irs_name_words WHERE n <= 0');
    await tx.query('DELETE FROM irs_eo_bmf WHERE source_file = ANY($1::text[])', [replacedFiles]);
    await tx.query('DELETE FROM irs_files WHERE file_name = ANY($1::text[])', [replacedFiles]);
  }
  await tx.query(
    'INSERT INTO irs_files (file_name, region, snapshot_date, row_count, sha256, imported_at) VALUES ($1, $2, $3, 0, $4, $5)',
    [file.fileName, file.region, file.snapshotDate, sha256, new Date().toISOString()],
  );
  let rows = 0;
  let batch: unknown[][] = [];
  const words = new Map<string, number>();
  for await (const record of readIrsRecords(file.path)) {
    countWords([record[NAME_AT]!], words);
    batch.push(toRow(file.fileName, record));
    if (batch.length === BATCH_SIZE) {
      signal?.throwIfAborted();
      rows += await insertRows(tx, 'irs_eo_bmf', COLUMNS, batch);
      batch = [];
    }
  }
  rows += await insertRows(tx, 'irs_eo_bmf', COLUMNS, batch);
  await tx.query('UPDATE irs_files SET row_count = $2 WHERE file_name = $1', [file.fileName, rows]);
  await tx.query(
    `INSERT INTO irs_name_words (word, n) SELECT * FROM unnest($1::text[], $2::integer[])
     ON CONFLICT (word) DO UPDATE SET n = irs_name_words.n + EXCLUDED.n`,
    [[...words.keys()], [...words.values()]],
  );
  await tx.query(
    `INSERT INTO dataset_imports (file_name, sha256, dataset, row_count) VALUES ($1, $2, $3, $4)
     ON CONFLICT (file_name, sha256) DO NOTHING`,
    [file.fileName, sha256, IRS_DATASET, rows],
  );
  const replaced = current.map((existing) => ({ file: existing.file_name, rows: existing.row_count }));
  return result('imported', rows, { replaced });
}

/**
 * Imports IRS EO BMF files. A file already imported with the same content is skipped, and so is a file older
 * than the one in the database for its region; otherwise the file replaces its region's rows.
 */
export async function importIrsFiles(db: Db, files: readonly IrsFile[], options: IrsImportOptions): Promise<IrsImportResult[]> {
  const hashes = new Map<string, string>();
  for (const file of files) hashes.set(file.path, await sha256File(file.path));

  // Quick path for a restart: everything already imported needs no transaction at all.
  const known = new Set(
    (await db.query<{ key: string }>(`SELECT file_name || ':' || sha256 AS key FROM dataset_imports WHERE dataset = $1`, [IRS_DATASET])).map(
      (row) => row.key,
    ),
  );
  const pending = files.filter((file) => !known.has(`${file.fileName}:${hashes.get(file.path)}`));
  const skipped = files
    .filter((file) => !pending.includes(file))
    .map<IrsImportResult>((file) => ({
      file: file.fileName,
      region: file.region,
      snapshotDate: file.snapshotDate,
      action: 'skipped',
      rows: 0,
      reason: 'already imported',
      replaced: [],
      ms: 0,
    }));

  const locked = async <T>(tx: Queryable, fn: () => Promise<T>) => {
    await lockImports(tx);
    return fn();
  };
  const restore = async (tx: Queryable) => {
    const started = Date.now();
    const built = await restoreDeferredIndexes(tx);
    if (built.length > 0) options.log?.(`Built ${built.length} indexes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };

  if (options.atomic) {
    const imported = await db.transaction(async (tx) => {
      await locked(tx, () => restore(tx));
      if (pending.length > 0) await locked(tx, () => deferIndexesIfEmpty(tx, 'irs_eo_bmf', ['irs_name_words']));
      const results: IrsImportResult[] = [];
      for (const file of pending) {
        options.signal?.throwIfAborted();
        results.push(await importFile(tx, file, hashes.get(file.path)!, options.signal));
      }
      await restore(tx);
      if (pending.length > 0) await analyze(tx);
      return results;
    });
    return [...skipped, ...imported];
  }

  await db.transaction((tx) => locked(tx, () => restore(tx)));
  const results = [...skipped];
  if (pending.length === 0) return results;
  await db.transaction((tx) => locked(tx, () => deferIndexesIfEmpty(tx, 'irs_eo_bmf', ['irs_name_words'])));
  try {
    for (const file of pending) {
      options.signal?.throwIfAborted();
      results.push(await db.transaction((tx) => importFile(tx, file, hashes.get(file.path)!, options.signal)));
    }
  } finally {
    // Also after a failure: the files imported so far stay, and need their indexes.
    await db.transaction((tx) => locked(tx, () => restore(tx)));
  }
  await analyze(db);
  return results;
}

/**
 * The planner's statistics of the new rows. The embedded database has no autovacuum to gather them: without them
 * it guesses thousands of rows for one EIN and reads the table in revenue order to find it.
 */
async function analyze(db: Queryable): Promise<void> {
  await db.exec('ANALYZE irs_eo_bmf, irs_name_words');
}

/** One line for a person reading the log or the command's output. */
export function describeIrsImport(result: IrsImportResult): string {
  if (result.action === 'skipped') return `${result.file}: skipped, ${result.reason}`;
  const replaced = result.replaced.length
    ? `, replacing ${result.replaced.map((old) => `${old.file} (${old.rows.toLocaleString('en-US')} rows)`).join(', ')}`
    : '';
  return `${result.file}: imported ${result.rows.toLocaleString('en-US')} rows for ${result.region} (snapshot ${result.snapshotDate}) in ${(result.ms / 1000).toFixed(1)} s${replaced}`;
}
