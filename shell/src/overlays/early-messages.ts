/**
 * Window messages that arrive before the page's own listener (useEmbedMessages) is ready: an embedder that posts
 * 'ask' or 'login' on its frame's load would otherwise be lost while the page still loads its libraries. The
 * shell's entry starts keeping them; the listener takes them once it listens. The origin is checked then, against
 * the same list as a message that arrives later.
 */
const kept: MessageEvent[] = [];
/** More than any embedder sends before a page is up: a page flooded with messages keeps only the first. */
const KEPT_LIMIT = 20;
let keeping = false;

const keep = (event: MessageEvent) => {
  if (kept.length < KEPT_LIMIT) kept.push(event);
};

export function keepEarlyMessages(target: Window = window): void {
  if (keeping) return;
  keeping = true;
  target.addEventListener('message', keep);
}

/** The messages kept so far, in the order they came; from now on none is kept. */
export function takeEarlyMessages(target: Window = window): MessageEvent[] {
  target.removeEventListener('message', keep);
  keeping = false;
  return kept.splice(0);
}
