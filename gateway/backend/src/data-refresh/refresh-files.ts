import type { DataRefreshFile, DataRefreshView } from '@x4i/shared/contracts';
import type { Queryable } from '../db/db.js';
import type { Validators } from './download.js';
import { fileUrl, type DataSource, type DataSourceFileDefinition } from './sources.js';

/** What the refreshes of every source share: how a run is told where and how, and how a file's check is kept. */

export interface RefreshOptions {
  source: DataSource;
  baseUrl: string;
  /** Where downloads are staged while they are read (a folder of this process's data folder). */
  stagingDir: string;
  log: (message: string) => void;
  signal?: AbortSignal;
  now?: () => Date;
  /** Called once the new snapshot is in use, to drop what this process keeps from the old one. */
  onSwitched?: (refreshId: number) => Promise<void> | void;
}

export interface SourceFileRow {
  file_name: string;
  etag: string | null;
  last_modified: string | null;
  sha256: string | null;
  row_count: number | null;
  confirmed_sha256: string | null;
}

/** What a file's check found, written to data_source_files when the refresh ends. */
export interface Checked {
  definition: DataSourceFileDefinition;
  report: DataRefreshFile;
  accepted?: { validators: Validators; vintage: string; sha256: string; bytes: number; rows: number };
  held?: { sha256: string; rows: number; previousRows: number };
}

/** The first bad rows named in a file's report; the rest are counted. */
export const BAD_ROWS_NAMED = 3;

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** What the refresh learnt of a file, kept for the next refresh and the team's screen. */
export async function recordFile(tx: Queryable, source: DataSource, baseUrl: string, file: Checked, at: Date): Promise<void> {
  const { definition, report, accepted, held } = file;
  await tx.query(
    `INSERT INTO data_source_files (source, file_name, region, url) VALUES ($1, $2, $3, $4)
     ON CONFLICT (source, file_name) DO UPDATE SET region = EXCLUDED.region, url = EXCLUDED.url`,
    [source.id, definition.fileName, definition.region, fileUrl(baseUrl, definition.path ?? definition.fileName)],
  );
  await tx.query('UPDATE data_source_files SET checked_at = $3, last_outcome = $4, message = $5 WHERE source = $1 AND file_name = $2', [
    source.id,
    definition.fileName,
    at.toISOString(),
    report.outcome,
    report.message,
  ]);
  if (accepted) {
    await tx.query(
      `UPDATE data_source_files SET etag = $3, last_modified = $4, vintage = $5, sha256 = $6, bytes = $7, row_count = $8, changed_at = $9,
         held_sha256 = NULL, held_rows = NULL, held_previous_rows = NULL, confirmed_sha256 = NULL
       WHERE source = $1 AND file_name = $2`,
      [source.id, definition.fileName, accepted.validators.etag, accepted.validators.lastModified, accepted.vintage, accepted.sha256, accepted.bytes, accepted.rows, at.toISOString()],
    );
  } else if (held) {
    await tx.query('UPDATE data_source_files SET held_sha256 = $3, held_rows = $4, held_previous_rows = $5 WHERE source = $1 AND file_name = $2', [
      source.id,
      definition.fileName,
      held.sha256,
      held.rows,
      held.previousRows,
    ]);
  }
}

export function describeFile(file: DataRefreshFile): string {
  const rows = file.rows !== null ? `, ${plural(file.rows, 'row')}` : '';
  return `${file.file} ${file.outcome}${rows}${file.message ? `: ${file.message}` : ''}`;
}

export function describeDiff(diff: NonNullable<DataRefreshView['diff']>): string {
  const { counts } = diff;
  const changed = counts.name + counts.ntee + counts.subsection + counts.foundation + counts.state;
  const regions = diff.newRegions.length > 0 ? `, ${plural(diff.newRegions.length, 'region')} loaded for the first time` : '';
  return `${plural(counts.added, 'organization')} added, ${counts.removed.toLocaleString('en-US')} removed, ${plural(changed, 'change')}${regions}`;
}
