import { MISSED_NOTICES, type Db } from './db.js';

/** What a batch of notices hands over: the payloads, or 'all' when some may have been lost. */
export type NoticeBatch = readonly string[] | 'all';

const RETRY_MS = 1000;

/**
 * Listens on channel and hands the payloads over in batches: those that arrive together in one, one batch at a
 * time. Nothing is handed over before `start`, and nothing heard from listening on is lost: a writer may change
 * rows while the reader is still loading them. A failed batch is tried again, as 'all', a second later.
 */
export async function batchedNotices(db: Db, channel: string, onError: (error: unknown) => void) {
  let payloads = new Set<string>();
  let all = false;
  let handle: ((batch: NoticeBatch) => Promise<void>) | null = null;
  let running = false;

  const run = async () => {
    if (!handle || running || (!all && payloads.size === 0)) return;
    running = true;
    const batch: NoticeBatch = all ? 'all' : [...payloads];
    payloads = new Set();
    all = false;
    try {
      await handle(batch);
    } catch (error) {
      onError(error);
      all = true;
      setTimeout(() => void run(), RETRY_MS).unref();
    } finally {
      running = false;
    }
    if (payloads.size > 0) void run();
  };

  await db.listen(channel, (payload) => {
    if (payload === MISSED_NOTICES) all = true;
    else payloads.add(payload);
    setImmediate(() => void run());
  });
  return {
    /** Hands over what arrived since listening, then every later batch. */
    start(handler: (batch: NoticeBatch) => Promise<void>): void {
      handle = handler;
      void run();
    },
  };
}
