import type { AdminDataResponse, DataFileOutcome, DataRefreshChangesResponse, DataSourceFileView, OrganizationChange, OrganizationChangeKind } from '@x4i/shared/contracts';
import type { DataRefreshSchedule } from '../config.js';
import type { Queryable } from '../db/db.js';
import { getRefresh, listRefreshes, markStaleRefreshes } from './refresh-store.js';
import { nextRunAt } from './schedule.js';
import { fileUrl, type DataSource } from './sources.js';
import { isoTime as ISO } from '../db/iso-time.js';


interface FileRow {
  file_name: string;
  region: string;
  vintage: string | null;
  bytes: number | null;
  rows: number | null;
  checked_at: string | null;
  changed_at: string | null;
  last_outcome: DataFileOutcome | null;
  message: string | null;
  held_sha256: string | null;
  held_rows: number | null;
  held_previous_rows: number | null;
}

const orNull = (value: number | string | null) => (value === null ? null : Number(value));

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
    lastCheckedAt: row.checked_at,
    lastChangedAt: row.changed_at,
    lastOutcome: row.last_outcome,
    message: row.message,
    held: row.held_sha256 ? { sha256: row.held_sha256, rows: Number(row.held_rows), previousRows: Number(row.held_previous_rows) } : null,
  }));
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
  const [previous] = await db.query<{ refresh_id: number; switched_at: string }>(`SELECT refresh_id, ${ISO('switched_at')} AS switched_at FROM irs_previous_snapshot`);
  return {
    sources: await Promise.all(
      sources.map(async ({ source, baseUrl }) => ({
        id: source.id,
        name: source.name,
        publisher: source.publisher,
        baseUrl,
        schedule: schedule || null,
        nextRunAt: schedule && baseUrl ? (await nextRunAt(db, source, schedule, now)).toISOString() : null,
        files: await sourceFiles(db, source, baseUrl),
      })),
    ),
    running: history.find((refresh) => refresh.status === 'running') ?? null,
    history,
    previousSnapshot: previous ? { refreshId: Number(previous.refresh_id), switchedAt: previous.switched_at } : null,
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
