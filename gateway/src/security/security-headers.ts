import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
export function cspDirectives(options: SecurityHeaderOptions = {}): Record<string, string[]> {
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
 *
 * The headers are the same for every request (the policy has no per-request nonce), so helmet writes them once
 * and each answer gets the written set: helmet's eleven middlewares per request were about 7% of the gateway's
 * thread under API load.
 */
export function securityHeaders(sets: SecurityHeaderSets): RequestHandler {
  return (req, res, next) => {
    res.setHeaders(req.secure ? sets.secure : sets.plain);
    next();
  };
}

export interface SecurityHeaderOptions {
  formActionOrigins?: string[];
  browserServices?: BrowserServices;
}

export interface SecurityHeaderSets {
  plain: Map<string, string>;
  secure: Map<string, string>;
}

/** The headers for an answer over plain http and over https, as helmet writes them. */
export function securityHeaderSets(options: SecurityHeaderOptions = {}): SecurityHeaderSets {
  const directives = cspDirectives(options);
  return {
    plain: headersWrittenBy(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives },
        strictTransportSecurity: false,
      }),
    ),
    secure: headersWrittenBy(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: { ...directives, upgradeInsecureRequests: [] } },
        strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
      }),
    ),
  };
}

/** The headers a middleware sets on an answer, written down once. */
function headersWrittenBy(middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): Map<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error as Error;
  });
  return headers;
}
