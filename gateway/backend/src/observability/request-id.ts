import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `._:-`, at most 128: what a load balancer or the gateway sends; anything else is replaced. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id a request is logged under: the one it came with when that is trusted and well formed, else a new one. */
export function requestIdOf(given: string | string[] | undefined, trusted: boolean): string {
  return trusted && typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Gives each request its id (`res.locals.requestId`), the one the gateway sent when it comes from a trusted
 * address, and says it back in `X-Request-Id`.
 */
export function requestId(trusted: (address: string, hop: number) => boolean): RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req.headers[REQUEST_ID_HEADER], trusted(req.socket.remoteAddress ?? '', 0));
    res.locals.requestId = id;
    res.setHeader('X-Request-Id', id);
    next();
  };
}
