import type {
  DataFileOutcome,
  DataRefreshDiff,
  DataRefreshFile,
  DataRefreshProgress,
  DataRefreshStatus,
  DataRefreshTrigger,
  DataRefreshView,
} from '@x4i/shared/contracts';
import type { Queryable } from '../db/db.js';
import { lockImports } from '../db/locks.js';
import { isoTime as ISO } from '../db/iso-time.js';

/**
 * A running refresh writes its heartbeat at least this often; one silent for STALE_AFTER_MS belongs to a process
 * that died (kill -9, a lost machine), and is marked interrupted when the next refresh is claimed.
 */
export const HEARTBEAT_MS = 5_000;
export const STALE_AFTER_MS = 60_000;

export const INTERRUPTED_MESSAGE = 'The process running it stopped before the switch; nothing of it was switched in, and the previous data kept serving.';

interface RefreshRow {
  id: number;
  source: string;
  trigger: DataRefreshTrigger;
  requested_by: string | null;
  status: DataRefreshStatus;
  started_at: string;
  finished_at: string | null;
  progress: DataRefreshProgress | null;
  files: DataRefreshFile[];
  diff: DataRefreshDiff | null;
  error: string | null;
}

const REFRESH_COLUMNS = `id, source, trigger, requested_by, status, ${ISO('started_at')} AS started_at,
  ${ISO('finished_at')} AS finished_at, progress, files, diff, error`;

function toView(row: RefreshRow): DataRefreshView {
  return {
    id: Number(row.id),
    source: row.source,
    trigger: row.trigger,
    requestedBy: row.requested_by,
    status: row.status,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    progress: row.status === 'running' ? row.progress : null,
    files: row.files ?? [],
    diff: row.diff,
    error: row.error,
  };
}

/** Marks the running refreshes whose heartbeat stopped as interrupted. */
export async function markStaleRefreshes(db: Queryable, now: Date): Promise<void> {
  await db.query(
    `UPDATE data_refreshes SET status = 'interrupted', finished_at = heartbeat_at, error = $2
     WHERE status = 'running' AND heartbeat_at < $1`,
    [new Date(now.getTime() - STALE_AFTER_MS).toISOString(), INTERRUPTED_MESSAGE],
  );
}

/** Marks every running refresh interrupted: at the start of a process that alone holds the database. */
export async function markAllRunningInterrupted(db: Queryable): Promise<void> {
  await db.query(`UPDATE data_refreshes SET status = 'interrupted', finished_at = heartbeat_at, error = $1 WHERE status = 'running'`, [INTERRUPTED_MESSAGE]);
}

export class RefreshRunningError extends Error {
  constructor(readonly running: DataRefreshView) {
    super(`A refresh is already running (started ${running.startedAt}).`);
  }
}

/**
 * Claims the one refresh that may run against this database, under the import lock, so two backends (or a backend
 * and npm run refresh-data) asking at once get one refresh: the second is refused with the first.
 */
export async function claimRefresh(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  claim: { source: string; trigger: DataRefreshTrigger; requestedBy: string | null; now: Date },
): Promise<DataRefreshView> {
  return db.transaction(async (tx) => {
    await lockImports(tx);
    await markStaleRefreshes(tx, claim.now);
    const [running] = await tx.query<RefreshRow>(`SELECT ${REFRESH_COLUMNS} FROM data_refreshes WHERE status = 'running' LIMIT 1`);
    if (running) throw new RefreshRunningError(toView(running));
    const [row] = await tx.query<RefreshRow>(
      `INSERT INTO data_refreshes (source, trigger, requested_by, status, started_at, heartbeat_at)
       VALUES ($1, $2, $3, 'running', $4, $4) RETURNING ${REFRESH_COLUMNS}`,
      [claim.source, claim.trigger, claim.requestedBy, claim.now.toISOString()],
    );
    return toView(row!);
  });
}

export async function writeProgress(db: Queryable, id: number, progress: DataRefreshProgress, files: DataRefreshFile[], now: Date): Promise<void> {
  await db.query(`UPDATE data_refreshes SET progress = $2, files = $3, heartbeat_at = $4 WHERE id = $1 AND status = 'running'`, [
    id,
    JSON.stringify(progress),
    JSON.stringify(files),
    now.toISOString(),
  ]);
}

export async function finishRefresh(
  db: Queryable,
  id: number,
  end: { status: DataRefreshStatus; files: DataRefreshFile[]; diff: DataRefreshDiff | null; error: string | null; now: Date },
): Promise<void> {
  await db.query(
    `UPDATE data_refreshes SET status = $2, files = $3, diff = $4, error = $5, finished_at = $6, heartbeat_at = $6, progress = NULL
     WHERE id = $1`,
    [id, end.status, JSON.stringify(end.files), end.diff ? JSON.stringify(end.diff) : null, end.error, end.now.toISOString()],
  );
}

export async function getRefresh(db: Queryable, id: number): Promise<DataRefreshView | null> {
  const [row] = await db.query<RefreshRow>(`SELECT ${REFRESH_COLUMNS} FROM data_refreshes WHERE id = $1`, [id]);
  return row ? toView(row) : null;
}

export async function listRefreshes(db: Queryable, limit = 50): Promise<DataRefreshView[]> {
  const rows = await db.query<RefreshRow>(`SELECT ${REFRESH_COLUMNS} FROM data_refreshes ORDER BY started_at DESC, id DESC LIMIT $1`, [limit]);
  return rows.map(toView);
}

/**
 * The status a refresh ends with, from its files' outcomes. A file the publisher does not have is reported with
 * its outcome, but alone it fails nothing.
 */
export function refreshStatusOf(outcomes: readonly DataFileOutcome[]): DataRefreshStatus {
  const updated = outcomes.includes('updated');
  if (outcomes.some((outcome) => outcome === 'failed' || outcome === 'held')) return updated ? 'partial' : 'failed';
  return updated && outcomes.includes('missing') ? 'partial' : 'succeeded';
}
