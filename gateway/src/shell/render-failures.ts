import type { Logger } from '../logger.js';

const SUMMARY_MS = 60_000;

/**
 * Logs why pages were left to the browser to render: a version's first failure at once, with its reason, and the
 * later ones of that version as a count per minute with the last reason, so that a broken version cannot flood
 * the log and a failure after the first is still seen.
 */
export function renderFailureLog(log: Logger): (version: string, reason: string) => void {
  const seen = new Set<string>();
  const later = new Map<string, { count: number; reason: string }>();
  let timer: NodeJS.Timeout | undefined;

  const summarize = () => {
    timer = undefined;
    for (const [version, { count, reason }] of later) {
      log.warn(`${count} more ${count === 1 ? 'page was' : 'pages were'} left to the browser to render (${version}) in the last minute; the last: ${reason}`);
    }
    later.clear();
  };

  return (version, reason) => {
    if (!seen.has(version)) {
      seen.add(version);
      log.warn(`A page was left to the browser to render (${version}): ${reason}`);
      return;
    }
    const entry = later.get(version) ?? { count: 0, reason };
    later.set(version, { count: entry.count + 1, reason });
    timer ??= setTimeout(summarize, SUMMARY_MS).unref();
  };
}
