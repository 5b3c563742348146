import { rm } from 'node:fs/promises';
import type { DataFileOutcome, DataRefreshFile, DataRefreshProgress, DataRefreshView } from '@x4i/shared/contracts';
import type { Db, Queryable } from '../db/db.js';
import { BATCH_SIZE, insertRows, type Column } from '../db/bulk-insert.js';
import { lockImports } from '../db/locks.js';
import { restoreDeferredIndexes } from '../db/deferred-indexes.js';
import { IRS_COLUMNS, irsRecordsOf, type IrsRecord } from '../data/irs-parse.js';
import { startDownload, type Validators } from './download.js';
import { diffSnapshots, publishChanges } from './irs-diff.js';
import { announceSwitch, copyKeptFiles, createNextSnapshot, dropNextSnapshot, finishNextSnapshot, switchToNextSnapshot } from './irs-snapshot.js';
import { finishRefresh, getRefresh, HEARTBEAT_MS, refreshStatusOf, writeProgress } from './refresh-store.js';
import { BAD_ROWS_NAMED, describeDiff, describeFile, plural, recordFile, seconds, type Checked, type RefreshOptions, type SourceFileRow } from './refresh-files.js';
import { fileUrl, type DataSourceFileDefinition } from './sources.js';

/** The IRS file in use for a region, and what the publisher said of it. */
interface InUse {
  fileName: string;
  region: string;
  rows: number;
  sha256: string;
}

const COLUMNS: Column[] = [
  { name: 'source_file', type: 'text' },
  ...IRS_COLUMNS.map<Column>((column) => ({ name: column === 'GROUP' ? 'group_code' : column.toLowerCase(), type: column.endsWith('_AMT') ? 'bigint' : 'text' })),
];
const toRow = (file: string, record: IrsRecord) => [file, ...record.map((value) => (value === '' ? null : value))];

/**
 * Runs a claimed refresh: each file is asked for with a conditional request, read as it streams into the next
 * snapshot and checked (header, bad rows, rows against the file in use). The files that pass replace their
 * region's file; the others keep theirs. The next snapshot is then completed beside the one in use and switched in
 * at once, with its diff, in one transaction. Whatever fails before the switch leaves the data in use untouched.
 */
export async function runIrsRefresh(db: Db, refreshId: number, options: RefreshOptions): Promise<DataRefreshView> {
  const { source, baseUrl, stagingDir, log, signal } = options;
  const now = options.now ?? (() => new Date());
  const started = now().getTime();
  const files: DataRefreshFile[] = [];
  const checked: Checked[] = [];
  let rowsRead = 0;
  let lastBeat = 0;
  const progress = (fileIndex: number, file: string | null, step: string, remainingRows: number | null): DataRefreshProgress => {
    const seconds = Math.max((now().getTime() - started) / 1000, 0.001);
    const rowsPerSecond = Math.round(rowsRead / seconds);
    return {
      fileIndex,
      fileCount: source.files.length,
      file,
      rows: rowsRead,
      rowsPerSecond,
      secondsLeft: remainingRows !== null && rowsPerSecond > 0 ? Math.round(remainingRows / rowsPerSecond) : null,
      step,
    };
  };
  const beat = async (state: DataRefreshProgress, force = false) => {
    if (!force && now().getTime() - lastBeat < HEARTBEAT_MS / 5) return;
    lastBeat = now().getTime();
    await writeProgress(db, refreshId, state, files, now());
  };

  try {
    await db.transaction(async (tx) => {
      await lockImports(tx);
      // An import that died half-way left indexes aside: the next snapshot copies the indexes in use.
      await restoreDeferredIndexes(tx);
    });
    const inUse = await filesInUse(db);
    const known = new Map((await db.query<SourceFileRow>('SELECT * FROM data_source_files WHERE source = $1', [source.id])).map((row) => [row.file_name, row]));
    const versionAtStart = await snapshotVersion(db);
    await createNextSnapshot(db);

    let remainingRows = source.files.reduce((sum, file) => sum + (inUse.get(file.region)?.rows ?? 0), 0);
    for (const [index, definition] of source.files.entries()) {
      signal?.throwIfAborted();
      const current = inUse.get(definition.region) ?? null;
      const state = (step: string) => progress(index + 1, definition.fileName, step, remainingRows);
      await beat(state('Downloading'), true);
      const result = await checkFile(db, definition, current, known.get(definition.fileName) ?? null, { ...options, now }, async (rows) => {
        rowsRead += rows;
        await beat(state('Reading'));
      });
      remainingRows = Math.max(remainingRows - (current?.rows ?? 0), 0);
      checked.push(result);
      files.push(result.report);
      log(`Data refresh ${source.id}: ${describeFile(result.report)}`);
    }

    const accepted = checked.filter((file) => file.accepted);
    let diff: DataRefreshView['diff'] = null;
    if (accepted.length > 0) {
      await beat(progress(source.files.length, null, 'Building the new snapshot', 0), true);
      const replaced = new Set(accepted.map((file) => file.definition.region));
      const kept = await db.query<{ file_name: string; region: string }>('SELECT file_name, region FROM irs_files');
      await copyKeptFiles(db, kept.filter((file) => !replaced.has(file.region)).map((file) => file.file_name));
      const importedAt = now().toISOString();
      for (const file of accepted) {
        await db.query(
          'INSERT INTO irs_files_next (file_name, region, snapshot_date, row_count, sha256, imported_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [file.definition.fileName, file.definition.region, file.accepted!.vintage, file.accepted!.rows, file.accepted!.sha256, importedAt],
        );
      }
      const built = now().getTime();
      await finishNextSnapshot(db);
      const compared = now().getTime();
      diff = await diffSnapshots(db, { before: '', after: '_next' });
      // Each step holds the embedded database's one thread: the team reads here where a refresh spends its time.
      log(`Data refresh ${source.id}: files read in ${seconds(built - started)}, indexes of the next snapshot built in ${seconds(compared - built)}, compared in ${seconds(now().getTime() - compared)}`);
      await beat(progress(source.files.length, null, 'Switching', 0), true);
    }

    const switchedAt = now();
    await db.transaction(async (tx) => {
      await lockImports(tx);
      if (accepted.length > 0) {
        // An npm run import-irs meanwhile changed the data in use: the next snapshot was made from the old one.
        if ((await snapshotVersion(tx)) !== versionAtStart) throw new Error('The IRS data in use changed during the refresh (another import); run the refresh again.');
        await switchToNextSnapshot(tx);
        await publishChanges(tx, refreshId, switchedAt.toISOString());
        await tx.query('DELETE FROM irs_previous_snapshot');
        await tx.query('INSERT INTO irs_previous_snapshot (refresh_id, switched_at) VALUES ($1, $2)', [refreshId, switchedAt.toISOString()]);
        await announceSwitch(tx, refreshId);
      }
      for (const file of checked) await recordFile(tx, source, baseUrl, file, switchedAt);
      await finishRefresh(tx, refreshId, { status: refreshStatusOf(files.map((file) => file.outcome)), files, diff, error: null, now: switchedAt });
    });
    if (accepted.length > 0) {
      log(`Data refresh ${source.id}: switched in ${plural(accepted.length, 'new file')}${diff ? ` (${describeDiff(diff)})` : ''}`);
      await options.onSwitched?.(refreshId);
    } else {
      await dropNextSnapshot(db);
    }
  } catch (error) {
    const message = signal?.aborted ? 'The refresh was stopped (the server shut down); the previous data kept serving.' : (error as Error).message;
    log(`Data refresh ${source.id} failed: ${message}`);
    await dropNextSnapshot(db).catch(() => undefined);
    await finishRefresh(db, refreshId, { status: signal?.aborted ? 'interrupted' : 'failed', files, diff: null, error: message, now: now() }).catch(() => undefined);
  } finally {
    await rm(stagingDir, { recursive: true, force: true }).catch(() => undefined);
  }
  return (await getRefresh(db, refreshId))!;
}

async function filesInUse(db: Queryable): Promise<Map<string, InUse>> {
  const rows = await db.query<{ file_name: string; region: string; row_count: number; sha256: string }>(
    'SELECT file_name, region, row_count, sha256 FROM irs_files ORDER BY snapshot_date, file_name',
  );
  const byRegion = new Map<string, InUse>();
  // One file a region in use; were there two, the newer counts.
  for (const row of rows) byRegion.set(row.region, { fileName: row.file_name, region: row.region, rows: Number(row.row_count), sha256: row.sha256 });
  return byRegion;
}

/** The files in use and their import times: any import or switch changes it. */
async function snapshotVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ v: string | null }>(`SELECT string_agg(file_name || ':' || sha256 || ':' || imported_at::text, ',' ORDER BY file_name) AS v FROM irs_files`);
  return row?.v ?? '';
}

/**
 * Asks for one file and, when it is new, reads it into the next snapshot and checks it. Never throws for the
 * file's own trouble: that is its outcome. Rows of a file that does not pass are taken out again.
 */
async function checkFile(
  db: Db,
  definition: DataSourceFileDefinition,
  current: InUse | null,
  known: SourceFileRow | null,
  options: RefreshOptions & { now: () => Date },
  onRows: (rows: number) => Promise<void>,
): Promise<Checked> {
  const { source, baseUrl, stagingDir, signal, now } = options;
  const report: DataRefreshFile = {
    file: definition.fileName,
    region: definition.region,
    outcome: 'unchanged',
    rows: null,
    previousRows: current?.rows ?? null,
    badRows: 0,
    bytes: null,
    message: null,
  };
  const outcome = (value: DataFileOutcome, message: string | null = null): Checked => ({ definition, report: { ...report, outcome: value, message } });
  // The publisher's validators count only while the file they describe is the one in use.
  const inUse = known !== null && current !== null && current.fileName === definition.fileName && known.sha256 === current.sha256;
  const validators: Validators = inUse ? { etag: known.etag, lastModified: known.last_modified } : { etag: null, lastModified: null };
  let start;
  try {
    start = await startDownload(fileUrl(baseUrl, definition.fileName), definition.fileName, validators, { stagingDir, signal, now });
  } catch (error) {
    signal?.throwIfAborted();
    return outcome('failed', (error as Error).message);
  }
  if (start.kind === 'not-modified') return outcome('unchanged');
  if (start.kind === 'missing') {
    return outcome('missing', `The publisher has no such file (HTTP ${start.status})${current ? `; ${current.fileName} stays in use` : ''}.`);
  }

  const problems: string[] = [];
  let rows = 0;
  let batch: unknown[][] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    rows += await insertRows(db, 'irs_eo_bmf_next', COLUMNS, batch);
    batch = [];
    await onRows(rows);
  };
  try {
    let bad = 0;
    for await (const record of irsRecordsOf(start.download.text, (problem) => {
      bad += 1;
      if (problems.length < BAD_ROWS_NAMED) problems.push(problem);
    })) {
      batch.push(toRow(definition.fileName, record));
      if (batch.length === BATCH_SIZE) {
        signal?.throwIfAborted();
        await flush();
      }
    }
    await flush();
    report.badRows = bad;
    report.rows = rows;
    const stored = await start.download.finish();
    report.bytes = stored.bytes;
    const reject = async (value: DataFileOutcome, message: string | null = null, extra: Partial<Checked> = {}): Promise<Checked> => {
      await db.query('DELETE FROM irs_eo_bmf_next WHERE source_file = $1', [definition.fileName]);
      return { ...outcome(value, message), ...extra };
    };
    if (current && stored.sha256 === current.sha256) return reject('unchanged');
    const total = rows + bad;
    if (bad > source.maxBadRows * total) {
      return reject('failed', `${plural(bad, 'bad row')} of ${plural(total, 'row')}, more than ${source.maxBadRows * 100}%: ${problems.join('; ')}`);
    }
    const badNote = bad > 0 ? ` ${plural(bad, 'bad row')} left out: ${problems.join('; ')}` : '';
    if (current && rows < current.rows * (1 - source.maxShrink) && known?.confirmed_sha256 !== stored.sha256) {
      return reject(
        'held',
        `${plural(rows, 'row')} against ${plural(current.rows, 'row')} in use: a drop of more than ${source.maxShrink * 100}% waits for a team member to confirm.${badNote}`,
        { held: { sha256: stored.sha256, rows, previousRows: current.rows } },
      );
    }
    return {
      definition,
      report: { ...report, outcome: 'updated', message: badNote.trim() || null },
      accepted: { validators: start.validators, vintage: start.vintage, sha256: stored.sha256, bytes: stored.bytes, rows },
    };
  } catch (error) {
    await start.download.abandon();
    signal?.throwIfAborted();
    await db.query('DELETE FROM irs_eo_bmf_next WHERE source_file = $1', [definition.fileName]);
    return { definition, report: { ...report, rows: rows || null, outcome: 'failed', message: (error as Error).message } };
  }
}

