import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';

/**
 * The product's request limits count people, not refusals (the table is in docs/operations.md, "Secrets and limits"):
 * - a signed-in caller (a verified bearer token on res.locals.token, so the limit runs after the token is read)
 *   is counted as their account, so a school's or an office's shared address never mixes them with others;
 * - an anonymous caller is counted by address, an IPv6 address by its /56 (the block one household or one host
 *   is given, so a caller cannot step around the limit by changing the last bits);
 * - only requests the server carried out count: a refused one (4xx, the limit's own 429 included) or one that
 *   failed on the server (5xx) spends nothing.
 */
export const IPV6_BLOCK = 56;

export function personKey(req: Request, res: Response): string {
  const subject = (res.locals.token as { sub?: unknown } | undefined)?.sub;
  return typeof subject === 'string' && subject !== '' ? `account:${subject}` : `address:${addressKey(req.ip)}`;
}

/** An address as the limits count it: IPv4 whole, IPv6 by its /56. */
export const addressKey = (ip: string | undefined) => ipKeyGenerator(ip ?? 'unknown', IPV6_BLOCK);

export const carriedOut = (_req: Request, res: Response) => res.statusCode < 400;

export interface PersonLimit {
  windowMs: number;
  limit: number;
  /** Answers the refused request (429 and its message); Retry-After and RateLimit headers are already set. */
  refuse: (req: Request, res: Response) => void;
}

export function personLimit({ windowMs, limit, refuse }: PersonLimit): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    keyGenerator: personKey,
    // personKey reads the address through addressKey, which is ipKeyGenerator with the /56 block.
    validate: { keyGeneratorIpFallback: false },
    skipFailedRequests: true,
    requestWasSuccessful: carriedOut,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: refuse,
  });
}
