import type { DataRefreshView } from '@x4i/shared/contracts';
import type { Db, Queryable } from '../db/db.js';
import { isoTime as ISO } from '../db/iso-time.js';
import { lockImports } from '../db/locks.js';
import { diffSnapshots, publishChanges } from './irs-diff.js';
import { announceSwitch, dropNextSnapshot, hasPreviousSnapshot, switchToPreviousSnapshot } from './irs-snapshot.js';
import { claimRefresh, finishRefresh, getRefresh } from './refresh-store.js';
import { hasSaipePrevious, SAIPE_CHANNEL, switchSaipeBack } from './saipe-refresh.js';
import type { DataFeed, DataSource } from './sources.js';

export class NoPreviousSnapshotError extends Error {
  constructor() {
    super('No previous snapshot is kept: there is nothing to roll back to.');
  }
}

/** How a feed keeps its previous data, and puts it back inside a transaction (answering what that changed). */
interface FeedRollback {
  hasPrevious(db: Queryable): Promise<boolean>;
  /** The previous snapshot's switch, or null when none is kept. */
  previous(db: Queryable): Promise<{ refreshId: number; switchedAt: string } | null>;
  switchBack(tx: Queryable, refreshId: number, at: Date): Promise<DataRefreshView['diff']>;
  /** The files in use after the rollback: the others lose their validators, so the next refresh reads them again. */
  filesInUse: string;
}

const previousOf = (table: string) => async (db: Queryable) => {
  const [row] = await db.query<{ refresh_id: number; switched_at: string }>(
    `SELECT refresh_id, ${ISO('switched_at')} AS switched_at FROM ${table}`,
  );
  return row ? { refreshId: Number(row.refresh_id), switchedAt: row.switched_at } : null;
};

export const FEED_ROLLBACKS: Record<DataFeed, FeedRollback> = {
  irs_eo_bmf: {
    async hasPrevious(db) {
      const [kept] = await db.query('SELECT refresh_id FROM irs_previous_snapshot');
      return kept !== undefined && (await hasPreviousSnapshot(db));
    },
    previous: previousOf('irs_previous_snapshot'),
    async switchBack(tx, refreshId, at) {
      await switchToPreviousSnapshot(tx);
      const diff = await diffSnapshots(tx, { before: '_next', after: '' });
      await publishChanges(tx, refreshId, at.toISOString());
      await dropNextSnapshot(tx);
      await tx.query('DELETE FROM irs_previous_snapshot');
      await announceSwitch(tx, refreshId);
      return diff;
    },
    filesInUse: 'SELECT file_name, sha256 FROM irs_files',
  },
  saipe: {
    hasPrevious: hasSaipePrevious,
    previous: previousOf('saipe_previous_snapshot'),
    async switchBack(tx, refreshId) {
      await switchSaipeBack(tx);
      await tx.query('SELECT pg_notify($1, $2)', [SAIPE_CHANNEL, String(refreshId)]);
      return null;
    },
    // The rows name their file; its checksum is the one recorded when it was switched in.
    filesInUse: `SELECT DISTINCT p.source_file AS file_name, s.sha256 FROM saipe_poverty p JOIN data_source_files s ON s.file_name = p.source_file`,
  },
};

/**
 * Switches the data kept by the last refresh of a source back in, in one transaction, and records it as an entry of
 * the history (for the IRS, with its own diff, what the rollback changed back, so the change feed stays a true
 * account). The data rolled back is dropped: a second rollback has nothing to go back to. The files it brought keep
 * no validators, so the next refresh reads them again.
 */
export async function rollBackSnapshot(
  db: Db,
  source: DataSource,
  options: {
    requestedBy: string | null;
    now?: () => Date;
    log: (message: string) => void;
    onSwitched?: (refreshId: number) => Promise<void> | void;
    /** Told the rollback's id as soon as it is claimed, before its switch is announced. */
    onClaimed?: (refreshId: number) => void;
  },
): Promise<DataRefreshView> {
  const now = options.now ?? (() => new Date());
  const feed = FEED_ROLLBACKS[source.feeds];
  if (!(await feed.hasPrevious(db))) throw new NoPreviousSnapshotError();
  const claimed = await claimRefresh(db, { source: source.id, trigger: 'rollback', requestedBy: options.requestedBy, now: now() });
  options.onClaimed?.(claimed.id);
  try {
    await db.transaction(async (tx) => {
      await lockImports(tx);
      if (!(await feed.hasPrevious(tx))) throw new NoPreviousSnapshotError();
      const at = now();
      const diff = await feed.switchBack(tx, claimed.id, at);
      await tx.query(
        `UPDATE data_source_files s SET etag = NULL, last_modified = NULL, sha256 = NULL, changed_at = $2, last_outcome = NULL,
           message = 'Rolled back to the previous snapshot; the next refresh reads this file again.'
         WHERE s.source = $1 AND NOT EXISTS (SELECT 1 FROM (${feed.filesInUse}) f WHERE f.file_name = s.file_name AND f.sha256 = s.sha256)`,
        [source.id, at.toISOString()],
      );
      await finishRefresh(tx, claimed.id, { status: 'rolled-back', files: [], diff, error: null, now: at });
    });
  } catch (error) {
    await finishRefresh(db, claimed.id, { status: 'failed', files: [], diff: null, error: (error as Error).message, now: now() });
    throw error;
  }
  options.log(`Data refresh ${source.id}: rolled back to the previous snapshot`);
  await options.onSwitched?.(claimed.id);
  return (await getRefresh(db, claimed.id))!;
}
