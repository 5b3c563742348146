/**
 * Renderings for visitors without a session, kept per address (and versions of the code): for `freshMs` one is
 * reused as it is, so a page that many people open at once is rendered once; up to `staleMs` it is still sent at
 * once while a new one is made in the background for the next visitor (stale-while-revalidate), so that no visitor
 * waits for a rendering unless the page has not been asked for in `staleMs`. The browser checks the page's data
 * again when it takes the page over. A failed rendering is never kept, and a failed renewal keeps the last good one.
 */
export function recentRenderings<T>(options: { freshMs: number; staleMs: number; limit: number; now?: () => number }) {
  const { freshMs, staleMs, limit, now = Date.now } = options;
  const kept = new Map<string, { madeAt: number; value: Promise<T | undefined>; renewing: boolean }>();

  function keep(key: string, madeAt: number, value: Promise<T | undefined>): void {
    kept.delete(key);
    kept.set(key, { madeAt, value, renewing: false });
    const forget = () => kept.get(key)?.value === value && kept.delete(key);
    void value.then((made) => made === undefined && forget(), forget);
    if (kept.size > limit) {
      for (const [old, entry] of kept) if (now() - entry.madeAt >= staleMs) kept.delete(old);
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
    }
  }

  return function rendering(key: string, render: () => Promise<T | undefined>): Promise<T | undefined> {
    const at = now();
    const hit = kept.get(key);
    if (hit && at - hit.madeAt < freshMs) return hit.value;
    if (hit && at - hit.madeAt < staleMs) {
      if (!hit.renewing) {
        hit.renewing = true;
        const failed = () => void (hit.renewing = false);
        void render().then((made) => {
          if (made === undefined) failed();
          else if (kept.get(key) === hit) keep(key, at, Promise.resolve(made));
        }, failed);
      }
      return hit.value;
    }
    const value = render();
    keep(key, at, value);
    return value;
  };
}
