import type { RequestHandler } from 'express';

/**
 * Sends a request made to another host than PUBLIC_URL's (a bare IP, `www.`, `localhost` for `127.0.0.1`) to the
 * same path on PUBLIC_URL: the sign-in cookies and the provider's redirect address belong to that origin, so a
 * sign-in started on another host could never finish. 301 for reads, 308 (method kept) for the rest. Health checks
 * answer on any host: probes call the process by its address.
 */
export function canonicalHost(publicUrl: string): RequestHandler {
  const target = new URL(publicUrl);
  return (req, res, next) => {
    const host = req.host?.toLowerCase();
    if (!host || host === target.host || req.path === '/healthz') {
      next();
      return;
    }
    const status = req.method === 'GET' || req.method === 'HEAD' ? 301 : 308;
    res.redirect(status, new URL(req.originalUrl, target.origin).href);
  };
}
