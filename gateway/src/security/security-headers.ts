import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Exactly what the site loads: its own scripts, styles (styled-components injects style tags, hence
 * 'unsafe-inline' for styles only), images, fonts and API calls. The boot data is a JSON data block, which
 * is never executed, so scripts need no exception.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * Helmet's headers, with the two that only make sense over https (upgrade-insecure-requests, HSTS) sent only
 * there: over plain http they break http://localhost. `req.secure` honours the `trust proxy` setting, so a
 * gateway behind a TLS-terminating load balancer counts as https.
 */
export function securityHeaders(options: { formActionOrigins?: string[] } = {}): RequestHandler {
  // A hosted identity provider's login pages are another origin that sign-in forms post to.
  const directives = { ...CSP_DIRECTIVES, formAction: [...CSP_DIRECTIVES.formAction, ...(options.formActionOrigins ?? [])] };
  const plain = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: false,
  });
  const secure = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { ...directives, upgradeInsecureRequests: [] } },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
  });
  return (req, res, next) => (req.secure ? secure : plain)(req, res, next);
}
