import { useEffect } from 'react';

/** SPEC 4: a failed chunk load reloads the page, at most once per 60 s (SPEC 9). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'x4i:chunk-reload-at';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** True (and the time noted) when no reload for a failed chunk happened within the guard time. */
export function claimChunkReload(storage: KeyValueStore, now: number = Date.now()): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  return true;
}

/** webpack's ChunkLoadError, or the federation runtime's script error that carries its name. */
export function isChunkLoadError(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'ChunkLoadError';
}

/** Reloads the page when a chunk fails to load and nothing handled it (a new deploy removed old chunks). */
export function useChunkLoadReload(reload: () => void = () => window.location.reload()): void {
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isChunkLoadError(event.reason)) return;
      let allowed = true;
      try {
        allowed = claimChunkReload(window.sessionStorage);
      } catch {
        // No sessionStorage (privacy mode): without a guard a reload could loop, so stay on the page.
        allowed = false;
      }
      if (allowed) reload();
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, [reload]);
}
