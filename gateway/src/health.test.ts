import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitForBackend } from './health.js';

/** A backend whose /healthz answers each status in turn, then the last one again. */
async function backendSaying(...statuses: string[]): Promise<{ url: string; asked: () => number; close: () => Promise<void> }> {
  let asked = 0;
  const server: Server = createServer((_req, res) => {
    const status = statuses[Math.min(asked, statuses.length - 1)];
    asked += 1;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ status }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked: () => asked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('waitForBackend', () => {
  it('waits while the backend imports its data, and resolves once it is ready', async () => {
    const backend = await backendSaying('importing', 'importing', 'ok');
    try {
      await expect(waitForBackend(backend.url, { timeoutMs: 5000, intervalMs: 20 })).resolves.toBe(true);
      expect(backend.asked()).toBe(3);
    } finally {
      await backend.close();
    }
  });

  it('gives up, saying so, when the backend is not ready in time or does not answer', async () => {
    const backend = await backendSaying('importing');
    try {
      await expect(waitForBackend(backend.url, { timeoutMs: 100, intervalMs: 20 })).resolves.toBe(false);
    } finally {
      await backend.close();
    }
    await expect(waitForBackend('http://127.0.0.1:9', { timeoutMs: 100, intervalMs: 20 })).resolves.toBe(false);
  });
});
