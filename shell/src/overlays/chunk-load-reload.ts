import { useEffect } from 'react';

/**
 * A failed chunk load (most often a deploy that removed the old chunks) reloads the page, at most once per 60 s:
 * the reload fetches the new version, and the guard keeps a remote that is really down from looping.
 */
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

/**
 * Code that could not be fetched, as opposed to code that threw: a chunk, or a remote whose entry or module
 * did not load (the loader wraps those in a RemoteLoadError).
 */
export function isCodeLoadFailure(reason: unknown): boolean {
  if (isChunkLoadError(reason)) return true;
  return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'RemoteLoadError';
}

/** Claims the reload in this tab's session storage; without one (privacy mode) a reload could loop, so none. */
export function chunkReloadAllowed(): boolean {
  try {
    return claimChunkReload(window.sessionStorage);
  } catch {
    return false;
  }
}

/** Reloads the page when a chunk fails to load and nothing handled it (a new deploy removed old chunks). */
export function useChunkLoadReload(reload: () => void = () => window.location.reload()): void {
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason) && chunkReloadAllowed()) reload();
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, [reload]);
}
