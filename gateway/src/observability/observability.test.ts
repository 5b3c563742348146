import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { RequestListener } from '../proxy/api-lane.js';
import request from 'supertest';
import { deployRemote } from '../remotes/deploy.js';
import { createServer, type ServerOptions } from '../server.js';
import { EXPLORE_ROUTES, fakeBackend, makeGatewayDirs, SHELL_RANGES, writeRemoteBuild, writeShellDist } from '../testing/fixtures.js';

let cleanup: () => Promise<void>;
let options: ServerOptions;
let backend: ReturnType<typeof fakeBackend>;
const server = (extra: Partial<ServerOptions> = {}): RequestListener => createServer({ ...options, ...extra });

beforeEach(async () => {
  const dirs = await makeGatewayDirs();
  cleanup = dirs.cleanup;
  await writeShellDist(dirs.shellDir);
  await deployRemote({
    remotesDir: dirs.remotesDir,
    shellRanges: SHELL_RANGES,
    name: 'mfe-explore',
    buildDir: await writeRemoteBuild(path.join(dirs.workspaceDir, 'mfe-explore'), { name: 'mfe-explore', routes: EXPLORE_ROUTES }),
  });
  backend = fakeBackend();
  await backend.start();
  options = { backendUrl: backend.url, productName: 'X4I', shellDir: dirs.shellDir, remotesDir: dirs.remotesDir };
});

afterEach(async () => {
  await backend.stop();
  await cleanup();
});

describe('request ids', () => {
  it('answer each request with a new id, and the backend gets the same one', async () => {
    const first = await request(server()).get('/api/echo').expect(200);
    const second = await request(server()).get('/api/echo').expect(200);
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.body.requestId).toBe(first.headers['x-request-id']);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it("keep a trusted proxy's id, and replace a visitor's", async () => {
    const behindProxy = await request(server({ trustProxy: 'loopback' })).get('/api/echo').set('X-Request-Id', 'lb-42').expect(200);
    expect([behindProxy.headers['x-request-id'], behindProxy.body.requestId]).toEqual(['lb-42', 'lb-42']);
    const direct = await request(server()).get('/api/echo').set('X-Request-Id', 'lb-42').expect(200);
    expect(direct.headers['x-request-id']).not.toBe('lb-42');
  });
});

describe('/readyz', () => {
  it('answers 503 with each part while the backend imports its data, then 200', async () => {
    backend.dataImported = false;
    const importing = await request(server()).get('/readyz').expect(503);
    expect(importing.body).toEqual({
      status: 'not_ready',
      parts: { backend: 'reachable', database: 'ok', data: 'importing', searchIndexes: 'building', remotesRegistry: 'readable' },
    });
    backend.dataImported = true;
    expect((await request(server()).get('/readyz').expect(200)).body.status).toBe('ready');
  });

  it('answers 503 when the backend is unreachable or no remote is registered', async () => {
    const down = await request(server({ backendUrl: 'http://127.0.0.1:9' })).get('/readyz').expect(503);
    expect(down.body.parts.backend).toBe('unreachable');
    await rm(path.join(options.remotesDir, 'registry.json'));
    expect((await request(server()).get('/readyz').expect(503)).body.parts.remotesRegistry).toBe('empty');
  });
});

describe('/metrics', () => {
  it("answers this machine with the gateway's request durations and the backend's metrics", async () => {
    const app = server();
    await request(app).get('/api/echo').expect(200);
    const metrics = await request(app).get('/metrics').expect(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    expect(metrics.text).toMatch(/x4i_gateway_http_request_duration_seconds_count\{method="GET",route="api",status="200"\} 1/);
    expect(metrics.text).toContain('x4i_backend_fake_total 1');
  });

  it('refuses a request that came through a proxy, and without the token when one is set', async () => {
    const forwarded = await request(server()).get('/metrics').set('X-Forwarded-For', '203.0.113.9').expect(403);
    expect(forwarded.body.error.code).toBe('forbidden');
    const guarded = server({ metricsToken: 'metrics-secret' });
    await request(guarded).get('/metrics').expect(403);
    await request(guarded).get('/metrics').set('Authorization', 'Bearer wrong').expect(403);
    await request(guarded).get('/metrics').set('Authorization', 'Bearer metrics-secret').expect(200);
  });

  it('is never answered by the page fallback', async () => {
    const response = await request(server()).get('/metrics/anything').set('Accept', 'text/html');
    expect(response.headers['content-type']).not.toMatch(/text\/html/);
  });
});
