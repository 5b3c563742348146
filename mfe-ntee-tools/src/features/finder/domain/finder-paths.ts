import { normalizeEin } from '@x4i/shared/domain';

export const FINDER_PATH = '/nonprofit-ntee-code-finder';

/** The finder, with the search text in `?q=` so that a search can be shared and Back returns to it. */
export function finderPath(q?: string | null): string {
  const text = q?.trim();
  return text ? `${FINDER_PATH}?${new URLSearchParams({ q: text })}` : FINDER_PATH;
}

export function finderEinPath(ein: string): string {
  return `${FINDER_PATH}/${encodeURIComponent(normalizeEin(ein))}`;
}
