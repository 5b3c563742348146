import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { CookieJar, signInFlow } from '../testing/sign-in-flow.js';
import { removeTempDirs, startTestBackend, type TestBackend } from '../testing/test-backend.js';
import { DEMO_PASSWORD } from './demo-accounts.js';

jest.setTimeout(120_000);

const CLIENT = { id: 'x4i-web', secret: 'test-client-secret' };

describe("the provider's state in the database", () => {
  let server: http.Server;
  let base: string;
  let handler: http.RequestListener = (_req, res) => res.end();
  const start = (dataDir?: string) =>
    startTestBackend({ dataDir, identity: { publicUrl: base, clientId: CLIENT.id, clientSecret: CLIENT.secret, demoAccounts: true } });

  beforeAll(async () => {
    server = http.createServer((req, res) => handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await removeTempDirs();
  });

  const flow = signInFlow(() => base, CLIENT);

  it('keeps a sign-in across a restart: the refresh token still renews, once', async () => {
    let backend: TestBackend = await start();
    handler = backend.backend.app;
    const tokens = await flow.accessToken('member@demo.x4i.org', DEMO_PASSWORD, new CookieJar(), {
      scope: 'openid profile email offline_access',
      prompt: 'login consent',
    });
    expect(tokens.refresh_token).toBeTruthy();

    // A new process over the same database (a deploy, a crash).
    const { dataDir } = backend;
    await backend.close({ keepData: true });
    backend = await start(dataDir);
    handler = backend.backend.app;

    const renewal = await flow.clientPost('token', { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, resource: `${base}/api` });
    expect(renewal.status).toBe(200);
    const renewed = (await renewal.json()) as { access_token: string };
    await request(backend.backend.app).get('/me').set('authorization', `Bearer ${renewed.access_token}`).expect(200);

    // Rotation still holds: the spent refresh token is refused.
    const reused = await flow.clientPost('token', { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, resource: `${base}/api` });
    expect(reused.status).toBe(400);
    await backend.close();
  });
});
