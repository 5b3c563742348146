import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const METRICS_REFUSED_MESSAGE = 'The metrics are served to this machine only, or with the metrics token (METRICS_TOKEN).';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a request may read the metrics: with METRICS_TOKEN set, only with `Authorization: Bearer <token>`;
 * without it, only from this machine and not forwarded by a proxy (the gateway's proxy and a load balancer add
 * X-Forwarded-For, so a visitor never reaches them through either).
 */
export function mayReadMetrics(req: IncomingMessage, token: string | undefined): boolean {
  if (token) {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    return given !== undefined && timingSafeEqual(digest(given), digest(token));
  }
  return LOOPBACK.test(req.socket.remoteAddress ?? '') && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined;
}
