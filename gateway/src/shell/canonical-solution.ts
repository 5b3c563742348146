import { solutionSlugOfPath } from '@x4i/shared/domain';
import type { Logger } from '../logger.js';

export interface CanonicalSolutionOptions {
  backendUrl: string;
  log: Logger;
  timeoutMs?: number;
}

export interface PageRedirect {
  status: 301 | 307;
  location: string;
}

/**
 * SPEC 2.4 solution pages, answered before the page is served so crawlers and shared links see them too: a
 * solution path that is not the solution's canonical URL gets a 301 to it (query kept); a solution that does not
 * exist gets a 307 to '/'. Undefined for every other path, and when the backend cannot answer: the page is served
 * and the client decides.
 */
export function solutionRedirectLookup({ backendUrl, log, timeoutMs = 3000 }: CanonicalSolutionOptions): (pathname: string, originalUrl: string) => Promise<PageRedirect | undefined> {
  return async (pathname, originalUrl) => {
    const slug = solutionSlugOfPath(pathname);
    if (!slug) return undefined;
    let response: Response;
    try {
      response = await fetch(`${backendUrl}/solution/${encodeURIComponent(slug)}`, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      log.warn(`solution lookup for ${pathname} failed: ${String(error)}`);
      return undefined;
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return { status: 307, location: '/' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return undefined;
    }
    const { url } = (await response.json()) as { url?: unknown };
    if (typeof url !== 'string' || url === pathname) return undefined;
    const queryStart = originalUrl.indexOf('?');
    return { status: 301, location: `${url}${queryStart >= 0 ? originalUrl.slice(queryStart) : ''}` };
  };
}
