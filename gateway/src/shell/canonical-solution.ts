import { parseContentPath, solutionSlugOfPath } from '@x4i/shared/domain';
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

/**
 * SPEC 2.4 directory addresses that have one form: a listing or search in another case or spelling
 * ('/ALL/TECH-SOLUTION/', '/all/tech-solution/q-mental%20health'), a type word or an unknown category or type. A
 * 301 to that form, query kept, answered before the page as for solutions, so shared links and crawlers see one
 * address per page.
 */
export function listingRedirect(pathname: string, originalUrl: string): PageRedirect | undefined {
  const parsed = parseContentPath(pathname);
  if (parsed.kind !== 'redirect') return undefined;
  const queryStart = originalUrl.indexOf('?');
  return { status: 301, location: `${parsed.to}${queryStart >= 0 ? originalUrl.slice(queryStart) : ''}` };
}

/** Where a directory address must send the visitor first: its listing's one form, else its solution's canonical URL. */
export function directoryRedirectLookup(options: CanonicalSolutionOptions): (pathname: string, originalUrl: string) => Promise<PageRedirect | undefined> {
  const solution = solutionRedirectLookup(options);
  return async (pathname, originalUrl) => listingRedirect(pathname, originalUrl) ?? solution(pathname, originalUrl);
}
