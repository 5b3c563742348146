import type { DataRefreshView } from '@x4i/shared/contracts';
import type { Db } from '../db/db.js';
import { runIrsRefresh } from './irs-refresh.js';
import type { RefreshOptions } from './refresh-files.js';
import { claimRefresh } from './refresh-store.js';
import { runSaipeRefresh } from './saipe-refresh.js';

export { describeDiff, describeFile, type RefreshOptions } from './refresh-files.js';

/**
 * Claims and runs a refresh of a source (see runClaimedRefresh). Throws RefreshRunningError when one already runs
 * against this database.
 */
export async function refreshSource(db: Db, claim: { trigger: DataRefreshView['trigger']; requestedBy: string | null }, options: RefreshOptions): Promise<DataRefreshView> {
  const now = options.now ?? (() => new Date());
  const refresh = await claimRefresh(db, { source: options.source.id, ...claim, now: now() });
  return runClaimedRefresh(db, refresh.id, options);
}

/**
 * Runs a claimed refresh with its source's import: the IRS snapshot (irs-refresh.ts) or the SAIPE table
 * (saipe-refresh.ts). Each checks everything before it changes anything, switches in one transaction, and ends the
 * refresh with what it found; whatever fails before the switch leaves the data in use serving.
 */
export function runClaimedRefresh(db: Db, refreshId: number, options: RefreshOptions): Promise<DataRefreshView> {
  return options.source.feeds === 'saipe' ? runSaipeRefresh(db, refreshId, options) : runIrsRefresh(db, refreshId, options);
}
