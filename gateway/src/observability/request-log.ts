import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { pino, type Logger as PinoLogger } from 'pino';
import { requestIdOf } from '@x4i/backend/observability';

/** The path without its query: a query can hold a sign-in code, a reset token or an address. */
const pathOf = (url: string | undefined) => (url ?? '').split('?')[0];

/**
 * Gives each request its id (the one a trusted proxy sent, else a new one), says it back in `X-Request-Id`, keeps
 * it for the backend call (`req.id`), and writes one line when the answer is sent: method, path, status and time.
 * The line holds no header, cookie or query string. Without a logger, only the ids.
 */
export function requestLog(logger: PinoLogger = pino({ enabled: false })): RequestHandler {
  return pinoHttp<IncomingMessage, ServerResponse>({
    logger,
    genReqId: (req, res) => {
      const trusted = (req as Request).app?.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined;
      const id = requestIdOf(req.headers['x-request-id'], trusted?.(req.socket.remoteAddress ?? '', 0) ?? false);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'ms' },
    serializers: {
      req: (req: { method?: string; url?: string }) => ({ method: req.method, path: pathOf(req.url) }),
      // No status: the client went away before the answer's headers were sent.
      res: (res: { statusCode?: number | null }) => (res.statusCode == null ? { aborted: true } : { status: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res) => `${req.method} ${pathOf((req as Request).originalUrl ?? req.url)} ${res.headersSent ? res.statusCode : 'aborted by the client'}`,
    customErrorMessage: (req, res) => `${req.method} ${pathOf((req as Request).originalUrl ?? req.url)} ${res.statusCode}`,
  }) as unknown as RequestHandler;
}
