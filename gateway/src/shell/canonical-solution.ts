import { solutionSlugOfPath } from '@x4i/shared/domain';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger.js';

export interface CanonicalSolutionOptions {
  backendUrl: string;
  log: Logger;
  timeoutMs?: number;
}

/**
 * SPEC 2.4 solution pages, answered before the page is served so crawlers and shared links see them too: a
 * solution path that is not the solution's canonical URL gets a 301 to it (query kept); a solution that does not
 * exist gets a 307 to '/'. When the backend cannot answer, the page is served and the client decides.
 */
export function canonicalSolutionRedirects({ backendUrl, log, timeoutMs = 3000 }: CanonicalSolutionOptions): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const slug = solutionSlugOfPath(req.path);
    if (!slug || !req.accepts('html')) return next();
    let response: Response;
    try {
      response = await fetch(`${backendUrl}/solution/${encodeURIComponent(slug)}`, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      log.warn(`solution lookup for ${req.path} failed: ${String(error)}`);
      return next();
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return res.redirect(307, '/');
    }
    if (!response.ok) {
      await response.body?.cancel();
      return next();
    }
    const { url } = (await response.json()) as { url?: unknown };
    if (typeof url !== 'string' || url === req.path) return next();
    const queryStart = req.originalUrl.indexOf('?');
    const query = queryStart >= 0 ? req.originalUrl.slice(queryStart) : '';
    res.setHeader('Cache-Control', 'no-cache');
    res.redirect(301, `${url}${query}`);
  };
}
