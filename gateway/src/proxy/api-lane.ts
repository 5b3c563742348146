import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Request, Response } from 'express';
import type { Logger as PinoLogger } from 'pino';
import type { HttpMetrics } from '@x4i/backend/observability';
import type { GatewayAuth } from '../auth/index.js';
import { beginRequestLine, pathOf, type TrustedProxy } from '../observability/request-log.js';
import type { SecurityHeaderSets } from '../security/security-headers.js';
import { isApiPath, type BackendForwarder } from './api-proxy.js';

/** What the HTTP server calls for each request. */
export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

export interface ApiLaneOptions {
  forward: BackendForwarder;
  /** The sign-in layer, for calls with cookies: the bearer token it adds, or that it must see the call itself. */
  auth?: Pick<GatewayAuth, 'apiReadHeaders'>;
  /** `/api` paths the gateway answers itself (the session): they go through the app. */
  gatewayPaths: readonly string[];
  /** PUBLIC_URL's host: a call made to another one goes through the app, which sends it there. */
  publicHost?: string;
  trusted: TrustedProxy;
  securityHeaders: SecurityHeaderSets;
  metrics: HttpMetrics;
  logger?: PinoLogger;
}

/** Reads, which the CSRF guard lets through: the only calls with cookies that can skip the auth router. */
const READS = new Set(['GET', 'HEAD']);

/**
 * `/api` calls go to the backend straight from the HTTP server, past Express: every call of a visitor who is not
 * signed in (the directory, the searches, the reports), and a signed-in member's reads. They are most of the
 * gateway's work. Express's request set-up and router cost the gateway's one thread more than the forwarding
 * itself, and while the thread is busy with API calls, pages wait behind them.
 *
 * A call in the lane still gets what the app would give it: its duration in the metrics, its id and log line, the
 * security headers, `X-Forwarded-*`, and with a session its bearer token. Through the app go the calls that need
 * more: the ones the gateway answers itself (the session), those made to another host than PUBLIC_URL's (the app
 * redirects them), state-changing calls with cookies (the CSRF guard) and calls whose access token is due for
 * renewal.
 */
export function withApiLane(app: RequestListener, options: ApiLaneOptions): RequestListener {
  const { forward, auth, gatewayPaths, publicHost, trusted, securityHeaders, metrics, logger } = options;
  const noop = () => undefined;
  return (req, res) => {
    const path = pathOf(req.url);
    // Pages and files go straight to the app: nothing below is read for them.
    const host = isApiPath(path) ? hostOf(req, trusted) : undefined;
    if (!isApiPath(path) || gatewayPaths.includes(path) || (publicHost && host && host.toLowerCase() !== publicHost)) {
      app(req, res);
      return;
    }
    let headers: Record<string, string | undefined> | undefined;
    if (auth && req.headers.cookie !== undefined) {
      headers = READS.has(req.method ?? '') ? auth.apiReadHeaders(req, res) : undefined;
      if (!headers) {
        app(req, res);
        return;
      }
    }
    // The metrics read the method, the URL and, when it is sent, the status: nothing Express adds.
    metrics.middleware(req as Request, res as Response, noop);
    beginRequestLine(req, res, trusted, logger);
    res.setHeaders(protocolOf(req, trusted) === 'https' ? securityHeaders.secure : securityHeaders.plain);
    forward(req, res, headers);
  };
}

/** The host the client asked for, as Express reads it: a trusted proxy's `X-Forwarded-Host`, else `Host`. */
function hostOf(req: IncomingMessage, trusted: TrustedProxy): string | undefined {
  const forwarded = req.headers['x-forwarded-host'];
  if (typeof forwarded === 'string' && forwarded && trusted(req.socket.remoteAddress ?? '', 0)) return forwarded.split(',')[0]?.trim();
  return req.headers.host;
}

/** http or https, as Express reads it: the connection's, or a trusted proxy's `X-Forwarded-Proto`. */
function protocolOf(req: IncomingMessage, trusted: TrustedProxy): string {
  const own = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  if (!trusted(req.socket.remoteAddress ?? '', 0)) return own;
  const forwarded = req.headers['x-forwarded-proto'];
  return (typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined) || own;
}
