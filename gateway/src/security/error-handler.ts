import type { ErrorRequestHandler, RequestHandler } from 'express';
import { silentLogger, type Logger } from '../logger.js';

export function notFoundHandler(): RequestHandler {
  return (_req, res) => {
    res.status(404).json({ error: { code: 'not_found', message: 'Nothing is here.' } });
  };
}

/** Last resort: logs the error and answers JSON; the stack stays in the log, never in the response. */
export function errorHandler(log: Logger = silentLogger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
    // Client errors raised by Express itself (a malformed URL, for one) keep their status.
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const body =
        status === 404
          ? { code: 'not_found', message: 'Nothing is here.' }
          : { code: 'bad_request', message: 'The request could not be understood.' };
      res.status(status).json({ error: body });
      return;
    }
    log.error(`${req.method} ${req.path} failed`, { requestId: (req as { id?: unknown }).id }, error);
    res.status(500).json({ error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } });
  };
}
