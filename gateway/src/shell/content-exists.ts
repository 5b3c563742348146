import { parseContentPath } from '@x4i/shared/domain';
import type { Logger } from '../logger.js';

export interface ContentExistsOptions {
  backendUrl: string;
  log: Logger;
  timeoutMs?: number;
}

/**
 * Whether a challenge, grant or article page's item exists: the path's shape cannot say, so the backend is asked
 * (its `/themed-content/:slug`, the same answer the page loads). Only the backend's own 404 makes a page missing;
 * when the backend cannot answer, the page is served and the client decides. Solution pages never get here with
 * an unknown slug: canonical-solution.ts sends them to '/' first (SPEC 2.4).
 */
export function contentExistsLookup({ backendUrl, log, timeoutMs = 3000 }: ContentExistsOptions): (pathname: string) => Promise<boolean> {
  return async (pathname) => {
    const parsed = parseContentPath(pathname);
    if (parsed.kind !== 'content') return true;
    try {
      const response = await fetch(`${backendUrl}/themed-content/${encodeURIComponent(parsed.slug)}`, { signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      return response.status !== 404;
    } catch (error) {
      log.warn(`content lookup for ${pathname} failed: ${String(error)}`);
      return true;
    }
  };
}
