import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { BACKEND_KEEP_ALIVE_MS, BACKEND_UNAVAILABLE as BACKEND_UNAVAILABLE_CODE, BACKEND_UNAVAILABLE_MESSAGE } from '@x4i/shared/contracts';
import { REQUEST_ID_HEADER } from '@x4i/backend/observability';
import { silentLogger, type Logger } from '../logger.js';

/** How long an idle connection to the backend is kept for the next request: less than the backend keeps it. */
const IDLE_CONNECTION_MS = BACKEND_KEEP_ALIVE_MS / 2;

export const BACKEND_UNAVAILABLE = { error: { code: BACKEND_UNAVAILABLE_CODE, message: BACKEND_UNAVAILABLE_MESSAGE } };

/** Seconds a client waits before it asks again: the gateway starts a stopped backend again within a few. */
export const BACKEND_RETRY_AFTER_S = 5;

export interface ApiProxyOptions {
  /** Base URL of the backend (`http://127.0.0.1:4000`); `/api/x` is forwarded to `<target>/x`. */
  target: string;
  /** Extra headers for the backend request (the auth layer adds `Authorization: Bearer` here). */
  requestHeaders?: (req: Request) => Record<string, string | undefined> | undefined;
  /** The backend answered 401: called before the answer's headers go out, so that it can end the session. */
  onUnauthorized?: (req: Request, res: ServerResponse) => void;
  log?: Logger;
}

/** The backend's paths at the gateway: `/api` and below, not `/apiary`. */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * `/api/*` to the backend, over kept-alive connections (without an agent of its own the proxy closes each one:
 * a new TCP connection per call, set up and torn down by both processes). A connection that dies with the
 * backend leaves the pool with it, so when the backend restarts on the same address the next request simply
 * reaches it: no reconnect logic, no gateway restart.
 */
export function createApiProxy(options: ApiProxyOptions): RequestHandler {
  const { target, requestHeaders, onUnauthorized, log = silentLogger } = options;
  return createProxyMiddleware<Request, ServerResponse>({
    target,
    agent: new Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
    changeOrigin: true,
    xfwd: true,
    // A function, not the string '/api': a string matches any prefix, '/apiary' included.
    pathFilter: isApiPath,
    pathRewrite: (path) => path.replace(/^\/api/, '') || '/',
    on: {
      proxyReq: (proxyReq, req) => {
        // The session cookies are the gateway's; the backend authenticates by the bearer token alone.
        proxyReq.removeHeader('cookie');
        // `Connection` is about the client's connection to the gateway (hop by hop), not the gateway's to the backend.
        proxyReq.setHeader('connection', 'keep-alive');
        // The backend logs its lines about this request under the gateway's id.
        const id = (req as { id?: unknown }).id;
        if (typeof id === 'string') proxyReq.setHeader(REQUEST_ID_HEADER, id);
        for (const [name, value] of Object.entries(requestHeaders?.(req) ?? {})) {
          if (value !== undefined) proxyReq.setHeader(name, value);
        }
      },
      proxyRes: (proxyRes, req, res) => {
        if (proxyRes.statusCode === 401) onUnauthorized?.(req, res);
      },
      error: (error, req: IncomingMessage, res: ServerResponse | Socket) => {
        const url = (req as Partial<Request>).originalUrl ?? req.url;
        log.warn(`Backend request failed: ${req.method} ${url?.split('?')[0]}: ${(error as NodeJS.ErrnoException).code ?? error.message}`, { requestId: (req as { id?: unknown }).id });
        if (!('writeHead' in res)) {
          res.destroy();
          return;
        }
        if (res.headersSent) {
          res.destroy();
          return;
        }
        // 503, not 502: the service is down for a while (restarting, or its database away), and says when to try again.
        res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(BACKEND_RETRY_AFTER_S) });
        res.end(JSON.stringify(BACKEND_UNAVAILABLE));
      },
    },
  }) as unknown as RequestHandler;
}
