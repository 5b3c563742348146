import workerUrl from './warm-up-intl.worker.js?url';

/**
 * Starts a worker that loads the browser's Intl data before the page's first render needs it (see the worker). Left
 * out where a browser has no workers or refuses this one: the page then loads the data itself when it first
 * formats a number, as it would anyway.
 */
export function warmUpIntl(): void {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(workerUrl);
  } catch {
    // A content policy or a browser setting refused it; nothing is lost.
  }
}
