import type { DataRefreshSchedule } from '../config.js';
import type { Queryable } from '../db/db.js';
import { fileUrl, type DataSource } from './sources.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A refresh that failed or was interrupted is tried again the next day, not a whole period later. */
export const RETRY_AFTER_FAILURE_MS = DAY_MS;

/** How often a backend looks whether a refresh is due. */
export const SCHEDULE_CHECK_MS = 60 * 60 * 1000;

/** How long the publisher has to answer before a scheduled refresh is put off (it is asked again next check). */
export const PROBE_TIMEOUT_MS = 5_000;

/** The moment after `from` by one period of the schedule: the same day of the next month, or 7 or 1 days on. */
export function addPeriod(from: Date, schedule: DataRefreshSchedule): Date {
  const next = new Date(from);
  if (schedule === 'monthly') {
    const day = next.getUTCDate();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    // 31 January is followed by the last day of February, not 3 March.
    const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
    next.setUTCDate(Math.min(day, last));
    return next;
  }
  return new Date(from.getTime() + (schedule === 'weekly' ? 7 : 1) * DAY_MS);
}

/**
 * When the next scheduled refresh of a source is due: a period after the last one that was not a rollback, a day
 * after one that failed; now when there has been none.
 */
export async function nextRunAt(db: Queryable, source: DataSource, schedule: DataRefreshSchedule, now: Date): Promise<Date> {
  const [last] = await db.query<{ started_at: string; status: string }>(
    `SELECT started_at::text AS started_at, status FROM data_refreshes
     WHERE source = $1 AND trigger <> 'rollback' ORDER BY started_at DESC, id DESC LIMIT 1`,
    [source.id],
  );
  if (!last) return now;
  const started = new Date(last.started_at);
  if (last.status === 'running') return addPeriod(started, schedule);
  return last.status === 'failed' || last.status === 'interrupted' ? new Date(started.getTime() + RETRY_AFTER_FAILURE_MS) : addPeriod(started, schedule);
}

/**
 * Whether the publisher answers at all, within a short time: asked before a scheduled refresh, so that a server
 * without a way out (or during an outage of the publisher) keeps its data and says so in one line, instead of
 * recording a refresh whose every file failed.
 */
export async function sourceAnswers(source: DataSource, baseUrl: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    const response = await fetch(fileUrl(baseUrl, source.probePath), { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}
