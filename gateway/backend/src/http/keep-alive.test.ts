import { createServer } from 'node:http';
import { KEEP_ALIVE_MS, keepIdleConnections } from './keep-alive.js';

describe('keepIdleConnections', () => {
  it('keeps an idle connection open longer than a load balancer keeps its end (60 s)', () => {
    const server = createServer();
    keepIdleConnections(server);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
