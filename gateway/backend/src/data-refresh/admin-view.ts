import path from 'node:path';
import type { AdminDataResponse, DataFileOutcome, DataRefreshChangesResponse, DataSourceFileView, OrganizationChange, OrganizationChangeKind } from '@x4i/shared/contracts';
import type { DataRefreshSchedule } from '../config.js';
import type { Queryable } from '../db/db.js';
import { getRefresh, listRefreshes, markStaleRefreshes } from './refresh-store.js';
import { nextRunAt } from './schedule.js';
import { fileUrl, type DataSource } from './sources.js';
import { isoTime as ISO } from '../db/iso-time.js';
import { SAIPE_FILE, VINTAGES } from '../data/indicator-files.js';
import { FEED_ROLLBACKS } from './rollback.js';

/** What the last check of a file found, as data_source_files keeps it. */
interface CheckRow {
  checked_at: string | null;
  changed_at: string | null;
  last_outcome: DataFileOutcome | null;
  message: string | null;
  held_sha256: string | null;
  held_rows: number | null;
  held_previous_rows: number | null;
}

interface FileRow extends CheckRow {
  file_name: string;
  region: string;
  vintage: string | null;
  bytes: number | null;
  rows: number | null;
}

const orNull = (value: number | string | null) => (value === null ? null : Number(value));

/** The check's part of a file's view, the same for every source. */
const checkOf = (row: CheckRow): Pick<DataSourceFileView, 'lastCheckedAt' | 'lastChangedAt' | 'lastOutcome' | 'message' | 'held'> => ({
  lastCheckedAt: row.checked_at,
  lastChangedAt: row.changed_at,
  lastOutcome: row.last_outcome,
  message: row.message,
  held: row.held_sha256 ? { sha256: row.held_sha256, rows: Number(row.held_rows), previousRows: Number(row.held_previous_rows) } : null,
});

/**
 * A source's files as they stand: what is in use for each file's region (its vintage and rows, from irs_files, so a
 * rollback or an npm run import-irs shows at once), and what the last check of the file found.
 */
async function sourceFiles(db: Queryable, source: DataSource, baseUrl: string | null): Promise<DataSourceFileView[]> {
  const rows = await db.query<FileRow>(
    `SELECT d.file_name, d.region, u.snapshot_date::text AS vintage,
            CASE WHEN u.file_name = d.file_name AND u.sha256 = s.sha256 THEN s.bytes END AS bytes,
            u.row_count AS rows, ${ISO('s.checked_at')} AS checked_at, ${ISO('s.changed_at')} AS changed_at,
            s.last_outcome, s.message, s.held_sha256, s.held_rows, s.held_previous_rows
     FROM unnest($2::text[], $3::text[]) AS d (file_name, region)
     LEFT JOIN data_source_files s ON s.source = $1 AND s.file_name = d.file_name
     LEFT JOIN LATERAL (SELECT * FROM irs_files f WHERE f.region = d.region ORDER BY f.snapshot_date DESC LIMIT 1) u ON true`,
    [source.id, source.files.map((file) => file.fileName), source.files.map((file) => file.region)],
  );
  return rows.map((row) => ({
    file: row.file_name,
    region: row.region,
    url: fileUrl(baseUrl ?? source.defaultBaseUrl, row.file_name),
    vintage: row.vintage,
    bytes: orNull(row.bytes),
    rows: orNull(row.rows),
    ...checkOf(row),
  }));
}

interface SaipeFileRow extends CheckRow {
  file_name: string;
  url: string;
  vintage: string | null;
  bytes: number | null;
  row_count: number | null;
  in_use: boolean;
}

/**
 * SAIPE's files: each year's file the refreshes have seen, newest first, with the vintage and rows of the one in use
 * (from saipe_poverty, so a rollback shows at once); and the shipped file while its rows are the ones in use.
 */
async function saipeFiles(db: Queryable, source: DataSource): Promise<DataSourceFileView[]> {
  const [inUse] = await db.query<{ source_file: string | null; rows: number; year: number | null }>(
    'SELECT min(source_file) AS source_file, count(*)::int AS rows, max(year) AS year FROM saipe_poverty',
  );
  const rows = await db.query<SaipeFileRow>(
    `SELECT file_name, url, vintage::text AS vintage, bytes, row_count, ${ISO('checked_at')} AS checked_at, ${ISO('changed_at')} AS changed_at,
            last_outcome, message, held_sha256, held_rows, held_previous_rows, file_name = $2 AS in_use
     FROM data_source_files WHERE source = $1 ORDER BY file_name DESC`,
    [source.id, inUse?.source_file ?? null],
  );
  const files: DataSourceFileView[] = rows.map((row) => ({
    file: row.file_name,
    region: 'US',
    url: row.url,
    vintage: row.in_use ? row.vintage : null,
    bytes: row.in_use ? orNull(row.bytes) : null,
    rows: row.in_use ? Number(inUse!.rows) : null,
    ...checkOf(row),
  }));
  if (inUse?.source_file === SAIPE_FILE) {
    files.push({
      file: path.basename(SAIPE_FILE),
      region: 'US',
      url: source.documentationUrl,
      vintage: null,
      bytes: null,
      rows: Number(inUse.rows),
      lastCheckedAt: null,
      lastChangedAt: null,
      lastOutcome: null,
      message: `Shipped with the product and in use: ${VINTAGES[SAIPE_FILE]}.`,
      held: null,
    });
  }
  return files;
}

export async function adminDataView(
  db: Queryable,
  sources: readonly { source: DataSource; baseUrl: string | null }[],
  schedule: DataRefreshSchedule | false,
  now: Date,
): Promise<AdminDataResponse> {
  // A refresh whose process died (on another backend, or this one before a restart) shows as interrupted.
  await markStaleRefreshes(db, now);
  const history = await listRefreshes(db);
  return {
    sources: await Promise.all(
      sources.map(async ({ source, baseUrl }) => ({
        id: source.id,
        name: source.name,
        publisher: source.publisher,
        baseUrl,
        schedule: schedule || null,
        nextRunAt: schedule && baseUrl ? (await nextRunAt(db, source, schedule, now)).toISOString() : null,
        files: source.feeds === 'saipe' ? await saipeFiles(db, source) : await sourceFiles(db, source, baseUrl),
        previousSnapshot: await FEED_ROLLBACKS[source.feeds].previous(db),
        changesOrganizations: source.feeds === 'irs_eo_bmf',
      })),
    ),
    running: history.find((refresh) => refresh.status === 'running') ?? null,
    history,
    previousSnapshot: await FEED_ROLLBACKS.irs_eo_bmf.previous(db),
  };
}

export const CHANGES_PAGE_SIZE = 50;

/** The columns of a change, named as the answer names them (refresh_id is an integer: a number on both engines). */
export const CHANGE_COLUMNS = `refresh_id AS "refreshId", ${ISO('changed_at')} AS "changedAt", ein, name, state, kind, before, after`;

/** A page of one refresh's changes, of one kind or all; null when there is no such refresh. */
export async function refreshChanges(db: Queryable, refreshId: number, kind: OrganizationChangeKind | undefined, page: number): Promise<DataRefreshChangesResponse | null> {
  const refresh = await getRefresh(db, refreshId);
  if (!refresh) return null;
  const filter = kind ? 'AND kind = $2' : 'AND $2::text IS NULL';
  const [rows, [total]] = await Promise.all([
    db.query<OrganizationChange>(
      `SELECT ${CHANGE_COLUMNS} FROM organization_changes WHERE refresh_id = $1 ${filter} ORDER BY kind, ein, id LIMIT $3 OFFSET $4`,
      [refreshId, kind ?? null, CHANGES_PAGE_SIZE, (page - 1) * CHANGES_PAGE_SIZE],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM organization_changes WHERE refresh_id = $1 ${filter}`, [refreshId, kind ?? null]),
  ]);
  return { refresh, changes: rows, total: Number(total?.n ?? 0), page, pageSize: CHANGES_PAGE_SIZE };
}
