import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { BACKEND_KEEP_ALIVE_MS } from '@x4i/shared/contracts';
import { silentLogger, type Logger } from '../logger.js';

/** How long an idle connection to the backend is kept for the next request: less than the backend keeps it. */
const IDLE_CONNECTION_MS = BACKEND_KEEP_ALIVE_MS / 2;

export const BACKEND_UNAVAILABLE = {
  error: { code: 'backend_unavailable', message: 'The data service is not reachable right now. Please try again.' },
};

export interface ApiProxyOptions {
  /** Base URL of the backend (`http://127.0.0.1:4000`); `/api/x` is forwarded to `<target>/x`. */
  target: string;
  /** Extra headers for the backend request (the auth layer adds `Authorization: Bearer` here). */
  requestHeaders?: (req: Request) => Record<string, string | undefined> | undefined;
  /** The backend answered 401: called before the answer's headers go out, so that it can end the session. */
  onUnauthorized?: (req: Request, res: ServerResponse) => void;
  log?: Logger;
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
    pathFilter: (pathname) => pathname === '/api' || pathname.startsWith('/api/'),
    pathRewrite: (path) => path.replace(/^\/api/, '') || '/',
    on: {
      proxyReq: (proxyReq, req) => {
        // The session cookies are the gateway's; the backend authenticates by the bearer token alone.
        proxyReq.removeHeader('cookie');
        // `Connection` is about the client's connection to the gateway (hop by hop), not the gateway's to the backend.
        proxyReq.setHeader('connection', 'keep-alive');
        for (const [name, value] of Object.entries(requestHeaders?.(req) ?? {})) {
          if (value !== undefined) proxyReq.setHeader(name, value);
        }
      },
      proxyRes: (proxyRes, req, res) => {
        if (proxyRes.statusCode === 401) onUnauthorized?.(req, res);
      },
      error: (error, req: IncomingMessage, res: ServerResponse | Socket) => {
        const url = (req as Partial<Request>).originalUrl ?? req.url;
        log.warn(`Backend request failed: ${req.method} ${url}: ${(error as NodeJS.ErrnoException).code ?? error.message}`);
        if (!('writeHead' in res)) {
          res.destroy();
          return;
        }
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify(BACKEND_UNAVAILABLE));
      },
    },
  }) as unknown as RequestHandler;
}
