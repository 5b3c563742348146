import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { SHELL_START_SCRIPT, type BrowserServices } from '@x4i/shared/contracts';

/** The CSP source that allows the page's one inline script, the shell's start, and no other. */
export const SHELL_START_SOURCE = `'sha256-${createHash('sha256').update(SHELL_START_SCRIPT).digest('base64')}'`;

/**
 * Exactly what the site loads: its own scripts, styles (styled-components injects style tags, hence
 * 'unsafe-inline' for styles only), images, fonts and API calls. The boot data is a JSON data block, which
 * is never executed; the one inline script, the shell's start, is allowed by its hash.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", SHELL_START_SOURCE],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** The tag manager's origin (TAG_MANAGER_ID). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The directives with the configured browser services' origins added, and only theirs: the tag manager's in
 * script-src, connect-src and img-src; the chat widget's and the form service's script origins also in
 * frame-src (their windows are frames).
 */
export function cspDirectives(options: { formActionOrigins?: string[]; browserServices?: BrowserServices } = {}): Record<string, string[]> {
  const services = options.browserServices ?? {};
  const tagManager = services.tagManagerId ? [TAG_MANAGER_ORIGIN] : [];
  const widgets = [...new Set([services.chatWidget?.src, services.contactForm?.src].flatMap((src) => (src ? [new URL(src).origin] : [])))];
  const external = [...new Set([...tagManager, ...widgets])];
  return {
    ...CSP_DIRECTIVES,
    scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...external],
    connectSrc: [...CSP_DIRECTIVES.connectSrc, ...external],
    imgSrc: [...CSP_DIRECTIVES.imgSrc, ...external],
    ...(widgets.length > 0 ? { frameSrc: ["'self'", ...widgets] } : {}),
    // A hosted identity provider's login pages are another origin that sign-in forms post to.
    formAction: [...CSP_DIRECTIVES.formAction, ...(options.formActionOrigins ?? [])],
  };
}

/**
 * Helmet's headers, with the two that only make sense over https (upgrade-insecure-requests, HSTS) sent only
 * there: over plain http they break http://localhost. `req.secure` honours the `trust proxy` setting, so a
 * gateway behind a TLS-terminating load balancer counts as https.
 */
export function securityHeaders(options: { formActionOrigins?: string[]; browserServices?: BrowserServices } = {}): RequestHandler {
  const directives = cspDirectives(options);
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
