import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { type RunningProcess, startServer, waitFor } from './product';

/**
 * SIGTERM, as a process manager or a deploy sends it: the gateway stops accepting connections, lets the request in
 * progress finish with its answer, and exits cleanly. Its backend here is a stand-in whose one call takes 3 s.
 */
test.describe('stopping the gateway with SIGTERM', () => {
  const gatewayPort = 3233;
  const base = `http://127.0.0.1:${gatewayPort}`;
  let backend: http.Server;
  let gateway: RunningProcess | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    backend = http.createServer((req, res) => {
      const answer = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.url === '/slow') setTimeout(() => answer({ finished: true }), 3000);
      else answer({ status: 'ok' });
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'x4i-shutdown-'));
    const backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
    gateway = startServer('gateway/dist/main.js', { PORT: String(gatewayPort), DATA_DIR: dataDir, BACKEND_URL: backendUrl, PUBLIC_URL: base }, 'gateway-shutdown');
    await waitFor(`${base}/healthz`, (body) => (body as { status?: string }).status === 'ok', 60_000);
  });

  test.afterAll(async () => {
    await gateway?.stop();
    await new Promise((resolve) => backend.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('finishes the request in progress, refuses new connections, and exits with code 0', async () => {
    const child = gateway!.child;
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const slow = fetch(`${base}/api/slow`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ finished: true });
    expect(await exit).toBe(0);
  });
});
