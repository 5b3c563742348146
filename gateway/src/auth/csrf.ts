import type { Request, RequestHandler } from 'express';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@x4i/shared/contracts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CSRF_REJECTED = {
  error: { code: 'csrf', message: 'This request did not come from this site, so it was refused.' },
};

const isGuarded = (path: string) => ['/api', '/napi'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * Cross-site request forgery guard for state-changing `/api` and `/napi` calls that carry cookies: the Origin
 * header must be this site's (the public origin, or the origin the request itself was made to); a request
 * without Origin must carry `x-requested-with: x4i`, which no cross-site form or simple request can set.
 * Calls without cookies carry no ambient session and pass. The provider's own forms under `/oidc` are not
 * covered: the provider protects them itself.
 */
export function csrfGuard(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method) || !isGuarded(req.path) || !req.headers.cookie) {
      next();
      return;
    }
    if (isSameSite(req, publicOrigin)) {
      next();
      return;
    }
    res.status(403).set('Cache-Control', 'no-store').json(CSRF_REJECTED);
  };
}

function isSameSite(req: Request, publicOrigin: string): boolean {
  if (req.get('sec-fetch-site') === 'cross-site') return false;
  const origin = req.get('origin');
  if (origin !== undefined) {
    return origin === publicOrigin || origin === `${req.protocol}://${req.get('host')}`;
  }
  return req.get(CSRF_HEADER)?.toLowerCase() === CSRF_HEADER_VALUE;
}
