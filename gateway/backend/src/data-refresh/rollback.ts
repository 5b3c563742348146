import type { DataRefreshView } from '@x4i/shared/contracts';
import type { Db } from '../db/db.js';
import { lockImports } from '../db/locks.js';
import { diffSnapshots, publishChanges } from './irs-diff.js';
import { announceSwitch, dropNextSnapshot, hasPreviousSnapshot, switchToPreviousSnapshot } from './irs-snapshot.js';
import { claimRefresh, finishRefresh, getRefresh } from './refresh-store.js';
import type { DataSource } from './sources.js';

export class NoPreviousSnapshotError extends Error {
  constructor() {
    super('No previous snapshot is kept: there is nothing to roll back to.');
  }
}

/**
 * Switches the snapshot kept by the last refresh back in, in one transaction, and records it as an entry of the
 * history with its own diff (what the rollback changed back), so the change feed stays a true account. The
 * snapshot rolled back is dropped: a second rollback has nothing to go back to. The files it brought keep no
 * validators, so the next refresh reads them again.
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
  if (!(await hasPreviousSnapshot(db))) throw new NoPreviousSnapshotError();
  const claimed = await claimRefresh(db, { source: source.id, trigger: 'rollback', requestedBy: options.requestedBy, now: now() });
  options.onClaimed?.(claimed.id);
  try {
    await db.transaction(async (tx) => {
      await lockImports(tx);
      const [kept] = await tx.query('SELECT refresh_id FROM irs_previous_snapshot');
      if (!kept || !(await hasPreviousSnapshot(tx))) throw new NoPreviousSnapshotError();
      await switchToPreviousSnapshot(tx);
      const at = now();
      const diff = await diffSnapshots(tx, { before: '_next', after: '' });
      await publishChanges(tx, claimed.id, at.toISOString());
      await dropNextSnapshot(tx);
      await tx.query('DELETE FROM irs_previous_snapshot');
      await announceSwitch(tx, claimed.id);
      await tx.query(
        `UPDATE data_source_files s SET etag = NULL, last_modified = NULL, sha256 = NULL, changed_at = $2, last_outcome = NULL,
           message = 'Rolled back to the previous snapshot; the next refresh reads this file again.'
         WHERE s.source = $1 AND NOT EXISTS (SELECT 1 FROM irs_files f WHERE f.file_name = s.file_name AND f.sha256 = s.sha256)`,
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
