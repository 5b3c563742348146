import type { Db } from '../db/db.js';
import type { Mailer } from './mailer.js';
import { digestDate, runDigest, type DigestRun } from './digest.js';

/**
 * The digest runs inside the backend process: the embedded database belongs to one process, so a separate
 * command could not open it while the server runs. The backend checks at start and then every hour; a check sends
 * only when a period is due (see runDigest), so restarts and several processes never mail a period twice.
 */
export const DIGEST_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface DigestSchedule {
  /** Stops the checks and waits for a run in progress, so the database can be closed after it. */
  stop(): Promise<void>;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** One line for the server log, for a run that mailed someone. */
export function describeDigestRun(run: DigestRun): string {
  const outcome = [
    run.mails.SENT > 0 && `${run.mails.SENT} sent`,
    run.mails.STORED > 0 && `${run.mails.STORED} kept in the outbox (no SMTP server)`,
    run.mails.FAILED > 0 && `${run.mails.FAILED} not sent`,
  ].filter(Boolean);
  return `Biweekly digest: ${plural(run.items, 'new item', 'new items')} since ${digestDate(run.periodStart)} for ${plural(run.recipients, 'subscriber', 'subscribers')}: ${outcome.join(', ')}`;
}

export function startDigestSchedule(
  db: Db,
  mailer: Mailer,
  options: { log: (message: string) => void; now?: () => Date; intervalMs?: number },
): DigestSchedule {
  const { log, now = () => new Date(), intervalMs = DIGEST_CHECK_INTERVAL_MS } = options;
  let running: Promise<void> | null = null;
  let stopped = false;

  const check = () => {
    // A run that takes longer than the interval (many subscribers, a slow SMTP server) is not overlapped.
    if (running || stopped) return;
    running = runDigest(db, mailer, { now: now(), log })
      .then(
        (run) => {
          if (run && run.recipients > 0) log(describeDigestRun(run));
        },
        (error: unknown) => log(`Biweekly digest failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null;
      });
  };

  check();
  const timer = setInterval(check, intervalMs);
  // The schedule alone never keeps the process alive.
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
