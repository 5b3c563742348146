import { rm } from 'node:fs/promises';
import type { DataFileOutcome, DataRefreshFile, DataRefreshView } from '@x4i/shared/contracts';
import { insertRows, type Column } from '../db/bulk-insert.js';
import type { Db, Queryable } from '../db/db.js';
import { lockImports } from '../db/locks.js';
import { RowError } from '../data/indicator-values.js';
import { SAIPE_FILE } from '../data/indicator-files.js';
import { parseSaipeLine, saipeFileName, saipeFilePath, type SaipeRecord } from '../data/saipe-text.js';
import { startDownload, type DownloadStart, type Validators } from './download.js';
import { BAD_ROWS_NAMED, describeFile, plural, recordFile, type Checked, type RefreshOptions, type SourceFileRow } from './refresh-files.js';
import { finishRefresh, getRefresh, refreshStatusOf, writeProgress } from './refresh-store.js';
import { fileUrl, type DataSourceFileDefinition } from './sources.js';

/**
 * The SAIPE table as the refresh keeps it: saipe_poverty in use, the rows a switch replaced in
 * saipe_poverty_previous for a rollback. The file is small (about 3,200 lines), so it is read and checked whole
 * before the switch, which replaces the rows in one transaction: a reader sees the old year or the new one.
 */

/** The channel on which a SAIPE switch is announced at commit: every backend drops the pages it made from the old rows. */
export const SAIPE_CHANNEL = 'saipe_snapshots';

/** The nation, the 50 states and DC: a file without any of them is not the whole file. */
const STATE_ROWS = 51;

const COLUMNS: Column[] = [
  { name: 'fips', type: 'text' },
  { name: 'geo_level', type: 'text' },
  { name: 'state_code', type: 'text' },
  { name: 'area_name', type: 'text' },
  { name: 'year', type: 'integer' },
  { name: 'people_in_poverty', type: 'integer' },
  { name: 'poverty_rate_pct', type: 'double precision' },
  { name: 'source_file', type: 'text' },
  { name: 'vintage', type: 'text' },
];

const NO_VALIDATORS: Validators = { etag: null, lastModified: null };

/** The file of a year, as the refresh records it. */
export const saipeFileDefinition = (year: number): DataSourceFileDefinition => ({ fileName: saipeFileName(year), region: 'US', path: saipeFilePath(year) });

/** The year of an est<yy>all.txt file (a SAIPE year is from 1989 on). */
const yearOfFile = (fileName: string): number | null => {
  const match = /^est(\d{2})all\.txt$/.exec(fileName);
  if (!match) return null;
  const yy = Number(match[1]);
  return yy >= 89 ? 1900 + yy : 2000 + yy;
};

/** What the pages say of the rows: the year, the Bureau's file and its date. */
export const saipeVintage = (year: number, fileName: string, date: string) => `SAIPE ${year} estimates, Census Bureau file ${fileName} of ${date}`;

interface SaipeInUse {
  year: number;
  /** The file the rows came from: the shipped CSV, or the Bureau's est<yy>all.txt. */
  sourceFile: string;
  rows: number;
  /** Changes with every switch and import of the table. */
  version: string;
}

async function saipeInUse(db: Queryable): Promise<SaipeInUse> {
  const [row] = await db.query<{ year: number | null; rows: number; source_file: string | null; vintage: string | null }>(
    'SELECT max(year) AS year, count(*)::int AS rows, min(source_file) AS source_file, min(vintage) AS vintage FROM saipe_poverty',
  );
  const year = Number(row?.year ?? 0);
  const sourceFile = row?.source_file ?? SAIPE_FILE;
  return { year, sourceFile, rows: Number(row?.rows ?? 0), version: `${sourceFile}|${year}|${row?.rows}|${row?.vintage ?? ''}` };
}

/** The SAIPE year in use, for the pages that name it. */
export async function saipeYearInUse(db: Queryable): Promise<number | null> {
  const { year } = await saipeInUse(db);
  return year || null;
}

/** The lines of a text as it streams (the last one without its newline too). */
async function* linesOf(text: AsyncIterable<string>): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of text) {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop()!;
    for (const line of parts) yield line.replace(/\r$/, '');
  }
  if (rest) yield rest.replace(/\r$/, '');
}

interface SaipeChecked extends Checked {
  rows?: unknown[][];
}

/**
 * Reads one year's file as it downloads and checks it: each line against the layout (a bad line is left out and
 * counted; more than the source's share fails the file), the nation and every state present, the download whole,
 * and the rows against those in use (a drop of more than the source's share waits for a team member).
 */
async function checkSaipeFile(
  start: Extract<DownloadStart, { kind: 'body' }>,
  definition: DataSourceFileDefinition,
  year: number,
  inUse: SaipeInUse,
  known: SourceFileRow | undefined,
  options: RefreshOptions,
  onRows: (rows: number) => Promise<void>,
): Promise<SaipeChecked> {
  const { source } = options;
  const report: DataRefreshFile = {
    file: definition.fileName,
    region: definition.region,
    outcome: 'failed',
    rows: null,
    previousRows: inUse.rows || null,
    badRows: 0,
    bytes: null,
    message: null,
  };
  const ended = (outcome: DataFileOutcome, message: string | null, extra: Partial<SaipeChecked> = {}): SaipeChecked => ({
    definition,
    report: { ...report, outcome, message },
    ...extra,
  });
  const records: SaipeRecord[] = [];
  const seen = new Set<string>();
  const problems: string[] = [];
  let bad = 0;
  let lineNumber = 0;
  try {
    for await (const line of linesOf(start.download.text)) {
      lineNumber += 1;
      if (line.trim() === '') continue;
      try {
        const record = parseSaipeLine(line);
        if (seen.has(record.fips)) throw new RowError(`FIPS ${record.fips} a second time`);
        seen.add(record.fips);
        records.push(record);
        if (records.length % 1000 === 0) await onRows(records.length);
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        bad += 1;
        if (problems.length < BAD_ROWS_NAMED) problems.push(`line ${lineNumber}: ${error.message}`);
      }
    }
    const stored = await start.download.finish();
    report.rows = records.length;
    report.badRows = bad;
    report.bytes = stored.bytes;
    const rows = records.length;
    if (known?.sha256 === stored.sha256 && inUse.sourceFile === definition.fileName) return ended('unchanged', null);
    const total = rows + bad;
    if (bad > source.maxBadRows * total) {
      return ended('failed', `${plural(bad, 'bad line')} of ${plural(total, 'line')}, more than ${source.maxBadRows * 100}%: ${problems.join('; ')}`);
    }
    const states = records.filter((record) => record.geoLevel === 'state').length;
    const nation = records.some((record) => record.geoLevel === 'nation');
    if (!nation || states < STATE_ROWS) {
      const lacking = [...(nation ? [] : ['the nation’s row']), ...(states < STATE_ROWS ? [`${STATE_ROWS - states} of the ${STATE_ROWS} states (with DC)`] : [])];
      return ended('failed', `The file lacks ${lacking.join(' and ')}: it is not the whole file.`);
    }
    const badNote = bad > 0 ? ` ${plural(bad, 'bad line')} left out: ${problems.join('; ')}` : '';
    if (inUse.rows > 0 && rows < inUse.rows * (1 - source.maxShrink) && known?.confirmed_sha256 !== stored.sha256) {
      return ended(
        'held',
        `${plural(rows, 'row')} against ${plural(inUse.rows, 'row')} in use: a drop of more than ${source.maxShrink * 100}% waits for a team member to confirm.${badNote}`,
        { held: { sha256: stored.sha256, rows, previousRows: inUse.rows } },
      );
    }
    const vintage = saipeVintage(year, definition.fileName, start.vintage);
    return {
      definition,
      report: { ...report, outcome: 'updated', message: badNote.trim() || null },
      accepted: { validators: start.validators, vintage: start.vintage, sha256: stored.sha256, bytes: stored.bytes, rows },
      rows: records.map((r) => [r.fips, r.geoLevel, r.stateCode, r.areaName, year, r.peopleInPoverty, r.povertyRatePct, definition.fileName, vintage]),
    };
  } catch (error) {
    await start.download.abandon();
    options.signal?.throwIfAborted();
    return ended('failed', (error as Error).message, { report: { ...report, rows: records.length || null, outcome: 'failed', message: (error as Error).message } });
  }
}

/**
 * Runs a claimed SAIPE refresh. The Bureau publishes a year's file each December for two years earlier, so the
 * years from last year down to the one after the year in use are asked for, newest first, and the first that
 * exists is the newer file; when none does, the file in use is asked for again with its validators (a corrected
 * file keeps its name). The file is read and checked whole, then switched in with the rows it replaces kept for a
 * rollback, in one transaction. Whatever fails before leaves the rows in use serving.
 */
export async function runSaipeRefresh(db: Db, refreshId: number, options: RefreshOptions): Promise<DataRefreshView> {
  const { source, baseUrl, stagingDir, log, signal } = options;
  const now = options.now ?? (() => new Date());
  const files: DataRefreshFile[] = [];
  const beat = (step: string, file: string | null, rows: number) =>
    writeProgress(db, refreshId, { fileIndex: 1, fileCount: 1, file, rows, rowsPerSecond: 0, secondsLeft: null, step }, files, now());
  const failedFile = (definition: DataSourceFileDefinition, message: string): SaipeChecked => ({
    definition,
    report: { file: definition.fileName, region: definition.region, outcome: 'failed', rows: null, previousRows: null, badRows: 0, bytes: null, message },
  });
  let error: string | null = null;

  try {
    await db.transaction(async (tx) => lockImports(tx));
    const inUse = await saipeInUse(db);
    const known = new Map((await db.query<SourceFileRow>('SELECT * FROM data_source_files WHERE source = $1', [source.id])).map((row) => [row.file_name, row]));
    const ask = async (definition: DataSourceFileDefinition, validators: Validators) => {
      await beat('Downloading', definition.fileName, 0);
      return startDownload(fileUrl(baseUrl, definition.path ?? definition.fileName), definition.fileName, validators, { stagingDir, signal, now });
    };

    let checked: SaipeChecked | null = null;
    const read = async (start: Extract<DownloadStart, { kind: 'body' }>, definition: DataSourceFileDefinition, year: number) =>
      checkSaipeFile(start, definition, year, inUse, known.get(definition.fileName), options, (rows) => beat('Reading', definition.fileName, rows));
    try {
      for (let year = now().getUTCFullYear() - 1; year > inUse.year; year -= 1) {
        signal?.throwIfAborted();
        const definition = saipeFileDefinition(year);
        const start = await ask(definition, NO_VALIDATORS);
        if (start.kind !== 'body') continue;
        checked = await read(start, definition, year);
        break;
      }
      // No newer year: the file in use, if it came from the Bureau, may have been corrected.
      const fileInUse = yearOfFile(inUse.sourceFile) === inUse.year ? known.get(inUse.sourceFile) : undefined;
      if (!checked && fileInUse) {
        const definition = saipeFileDefinition(inUse.year);
        const validators = fileInUse.sha256 ? { etag: fileInUse.etag, lastModified: fileInUse.last_modified } : NO_VALIDATORS;
        const start = await ask(definition, validators);
        if (start.kind === 'body') checked = await read(start, definition, inUse.year);
        else if (start.kind === 'missing') checked = { definition, report: { ...failedFile(definition, '').report, outcome: 'missing', message: `The publisher no longer has it (HTTP ${start.status}); its rows stay in use.` } };
        else checked = { definition, report: { ...failedFile(definition, '').report, outcome: 'unchanged', message: null, rows: null } };
      }
    } catch (caught) {
      signal?.throwIfAborted();
      // The publisher unreachable, or an HTTP error: the refresh fails saying so, and the rows in use stay.
      const definition = saipeFileDefinition(Math.max(inUse.year + 1, now().getUTCFullYear() - 1));
      checked = failedFile(definition, (caught as Error).message);
    }

    if (checked) {
      files.push(checked.report);
      log(`Data refresh ${source.id}: ${describeFile(checked.report)}`);
    } else {
      log(`Data refresh ${source.id}: the Census Bureau has published no year after ${inUse.year}; the rows in use stay`);
    }
    const accepted = checked?.accepted && checked.rows ? checked : null;
    if (checked?.report.outcome === 'failed' || checked?.report.outcome === 'held') error = checked.report.message;

    const switchedAt = now();
    if (accepted) await beat('Switching', accepted.definition.fileName, accepted.rows!.length);
    await db.transaction(async (tx) => {
      await lockImports(tx);
      if (accepted) {
        if ((await saipeInUse(tx)).version !== inUse.version) throw new Error('The SAIPE data in use changed during the refresh (another import); run the refresh again.');
        await tx.query('DELETE FROM saipe_poverty_previous');
        await tx.query('INSERT INTO saipe_poverty_previous SELECT * FROM saipe_poverty');
        await tx.query('DELETE FROM saipe_poverty');
        await insertRows(tx, 'saipe_poverty', COLUMNS, accepted.rows!);
        await tx.query('DELETE FROM saipe_previous_snapshot');
        await tx.query('INSERT INTO saipe_previous_snapshot (refresh_id, switched_at) VALUES ($1, $2)', [refreshId, switchedAt.toISOString()]);
        await tx.query('SELECT pg_notify($1, $2)', [SAIPE_CHANNEL, String(refreshId)]);
      }
      if (checked) await recordFile(tx, source, baseUrl, checked, switchedAt);
      await finishRefresh(tx, refreshId, { status: refreshStatusOf(files.map((file) => file.outcome)), files, diff: null, error, now: switchedAt });
    });
    if (accepted) {
      log(`Data refresh ${source.id}: switched in ${accepted.definition.fileName} (${plural(accepted.rows!.length, 'row')})`);
      await options.onSwitched?.(refreshId);
    }
  } catch (caught) {
    const message = signal?.aborted ? 'The refresh was stopped (the server shut down); the previous data kept serving.' : (caught as Error).message;
    log(`Data refresh ${source.id} failed: ${message}`);
    await finishRefresh(db, refreshId, { status: signal?.aborted ? 'interrupted' : 'failed', files, diff: null, error: message, now: now() }).catch(() => undefined);
  } finally {
    await rm(stagingDir, { recursive: true, force: true }).catch(() => undefined);
  }
  return (await getRefresh(db, refreshId))!;
}

/** Whether a rollback has SAIPE rows to put back. */
export async function hasSaipePrevious(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ kept: boolean }>('SELECT EXISTS (SELECT 1 FROM saipe_previous_snapshot) AND EXISTS (SELECT 1 FROM saipe_poverty_previous) AS kept');
  return row?.kept === true;
}

/** Puts the kept rows back in use, inside the caller's transaction, and drops them: there is one rollback. */
export async function switchSaipeBack(tx: Queryable): Promise<void> {
  await tx.query('DELETE FROM saipe_poverty');
  await tx.query('INSERT INTO saipe_poverty SELECT * FROM saipe_poverty_previous');
  await tx.query('DELETE FROM saipe_poverty_previous');
  await tx.query('DELETE FROM saipe_previous_snapshot');
}
