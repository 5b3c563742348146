import { Agent, request as backendRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Request, RequestHandler } from 'express';
import { BACKEND_KEEP_ALIVE_MS, BACKEND_UNAVAILABLE as BACKEND_UNAVAILABLE_CODE, BACKEND_UNAVAILABLE_MESSAGE } from '@x4i/shared/contracts';
import { REQUEST_ID_HEADER } from '@x4i/backend/observability';
import { silentLogger, type Logger } from '../logger.js';
import { pathOf } from '../observability/request-log.js';

/** How long an idle connection to the backend is kept for the next request: less than the backend keeps it. */
const IDLE_CONNECTION_MS = BACKEND_KEEP_ALIVE_MS / 2;

export const BACKEND_UNAVAILABLE = { error: { code: BACKEND_UNAVAILABLE_CODE, message: BACKEND_UNAVAILABLE_MESSAGE } };

/** Seconds a client waits before it asks again: the gateway starts a stopped backend again within a few. */
export const BACKEND_RETRY_AFTER_S = 5;

/**
 * Headers about one connection (hop by hop), not about the message: each side of the gateway has its own. The
 * body's framing (`transfer-encoding`) is Node's to write on each side, from whether the length is known.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade', 'transfer-encoding']);
/** The session cookies are the gateway's: the API authenticates by the bearer token alone. */
const HOP_BY_HOP_AND_COOKIES = new Set([...HOP_BY_HOP, 'cookie']);

export interface BackendForwarderOptions {
  /** Base URL of the backend (`http://127.0.0.1:4000`, or with a path); `/api/x` is forwarded to `<target>/x`. */
  target: string;
  /** The backend's path for the gateway's URL (under the target's own path): the URL without `/api` unless said. */
  backendPath?: (url: string) => string;
  /** The client's cookies go too: the embedded identity provider keeps a session of its own. */
  forwardCookies?: boolean;
  /** The answer when the backend cannot be reached: the API's 503 unless said. */
  unavailable?: (res: ServerResponse) => void;
  /** What the warning about a failed request calls it. */
  label?: string;
  /** The backend answered 401: called before the answer's headers go out, so that it can end the session. */
  onUnauthorized?: (req: IncomingMessage, res: ServerResponse) => void;
  log?: Logger;
}

const withoutApi = (url: string) => url.replace(/^\/api/, '');

/** 503, not 502: the service is down for a while (restarting, or its database away), and says when to try again. */
function apiUnavailable(res: ServerResponse): void {
  res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(BACKEND_RETRY_AFTER_S) });
  res.end(JSON.stringify(BACKEND_UNAVAILABLE));
}

/** The backend's paths at the gateway: `/api` and below, not `/apiary`. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** A request as the forwarder reads it: the gateway's request id and Express's original URL, where there are. */
type ForwardedRequest = IncomingMessage & { id?: unknown; originalUrl?: string };

/** Sends one `/api` request to the backend and streams its answer back; `headers` go with it (a bearer token). */
export type BackendForwarder = (req: ForwardedRequest, res: ServerResponse, headers?: Record<string, string | undefined>) => void;

/**
 * `/api/*` to the backend, over kept-alive connections: a connection that dies with the backend leaves the pool
 * with it, so when the backend restarts on the same address the next request simply reaches it, with no
 * reconnect logic and no gateway restart.
 *
 * Written on `node:http` rather than with a proxy library: under load every API call passes through the
 * gateway's one thread, and the library's events and option passes per call were a tenth of it. It does what
 * the site needs of a proxy and no more: one backend, the path without `/api` (or as the embedded identity
 * provider's `/oidc` wants it, see auth), the client's address in `X-Forwarded-*`, the body and the answer
 * streamed through as they come.
 */
export function createBackendForwarder(options: BackendForwarderOptions): BackendForwarder {
  const { onUnauthorized, log = silentLogger, backendPath = withoutApi, unavailable: answerUnavailable = apiUnavailable, label = 'Backend request' } = options;
  const notForwarded = options.forwardCookies ? HOP_BY_HOP : HOP_BY_HOP_AND_COOKIES;
  const target = new URL(options.target);
  // A backend behind a path of its own (BACKEND_URL=https://host/api): its paths are under it.
  const basePath = target.pathname.replace(/\/+$/, '');
  const agent = new Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS });

  const unavailable = (req: ForwardedRequest, res: ServerResponse, error: Error) => {
    // Dropped because the visitor went away (below): the request log has said so already.
    if (res.destroyed) return;
    log.warn(`${label} failed: ${req.method} ${pathOf(req.originalUrl ?? req.url)}: ${(error as NodeJS.ErrnoException).code ?? error.message}`, { requestId: req.id });
    if (res.headersSent) res.destroy();
    else answerUnavailable(res);
  };

  return (req, res, extra) => {
    const headers = forwardedHeaders(req, target.host, notForwarded);
    // The backend logs its lines about this request under the gateway's id.
    if (typeof req.id === 'string') headers[REQUEST_ID_HEADER] = req.id;
    for (const [name, value] of Object.entries(extra ?? {})) {
      if (value !== undefined) headers[name] = value;
    }
    const call = backendRequest({
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: `${basePath}${backendPath(req.originalUrl ?? req.url ?? '')}` || '/',
      headers,
      agent,
    });
    call.on('response', (answer) => {
      if (answer.statusCode === 401) onUnauthorized?.(req, res);
      // The backend's answer headers, without those about its connection to the gateway.
      res.writeHead(answer.statusCode ?? 502, without(answer.headers, HOP_BY_HOP));
      answer.on('error', () => res.destroy());
      answer.pipe(res);
    });
    call.on('error', (error) => unavailable(req, res, error));
    // The visitor went away: the backend's work for them is dropped with the call.
    res.on('close', () => {
      if (!res.writableFinished) call.destroy();
    });
    req.pipe(call);
  };
}

/**
 * `/api/*` to the backend with the headers the auth layer adds (`Authorization: Bearer`); anything else to the
 * next handler.
 */
export function createApiProxy(forward: BackendForwarder, requestHeaders?: (req: Request) => Record<string, string | undefined> | undefined): RequestHandler {
  return (req, res, next) => {
    if (isApiPath(req.path)) forward(req, res, requestHeaders?.(req));
    else next();
  };
}

/** The client's request headers for the backend, with where it came from (as a proxy's `xfwd` adds them). */
function forwardedHeaders(req: IncomingMessage, backendHost: string, notForwarded: ReadonlySet<string>): OutgoingHttpHeaders {
  const headers = without(req.headers, notForwarded);
  const secure = (req.socket as TLSSocket).encrypted === true;
  const port = /:(\d+)$/.exec(req.headers.host ?? '')?.[1] ?? (secure ? '443' : '80');
  const appended = (name: string, value: string) => {
    const before = req.headers[name];
    return before ? `${String(before)},${value}` : value;
  };
  headers['x-forwarded-for'] = appended('x-forwarded-for', req.socket.remoteAddress ?? '');
  headers['x-forwarded-port'] = appended('x-forwarded-port', port);
  headers['x-forwarded-proto'] = appended('x-forwarded-proto', secure ? 'https' : 'http');
  headers['x-forwarded-host'] = req.headers['x-forwarded-host'] ?? req.headers.host ?? '';
  headers.host = backendHost;
  headers.connection = 'keep-alive';
  return headers;
}

/** A message's headers but the named ones (lowercase, as Node keeps them). */
function without(headers: IncomingHttpHeaders, names: ReadonlySet<string>): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !names.has(name)) kept[name] = value;
  }
  return kept;
}
