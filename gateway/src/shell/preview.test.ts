import path from 'node:path';
import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { ACCESS_TOKEN_COOKIE, PREVIEW_COOKIE } from '../auth/cookies.js';
import { deployRemote } from '../remotes/deploy.js';
import { createLiveRegistry } from '../remotes/live-registry.js';
import { fakeBackend, makeGatewayDirs, NTEE_ROUTES, SHELL_RANGES, writeRemoteBuild } from '../testing/fixtures.js';
import { previewFor } from './preview.js';

const backend = fakeBackend();
let cleanup: () => Promise<void>;
let app: express.Express;
let older: string;
let live: string;

beforeAll(() => backend.start());
afterAll(() => backend.stop());

beforeEach(async () => {
  let remotesDir: string;
  let workspaceDir: string;
  ({ remotesDir, workspaceDir, cleanup } = await makeGatewayDirs());
  const packageDir = path.join(workspaceDir, 'mfe-ntee-tools');
  const deploy = async (marker: string) =>
    (await deployRemote({ remotesDir, name: 'mfe-ntee-tools', buildDir: await writeRemoteBuild(packageDir, { name: 'mfe-ntee-tools', routes: NTEE_ROUTES, marker }), shellRanges: SHELL_RANGES, by: 'test' })).version;
  older = await deploy('older');
  live = await deploy('live');
  const registry = createLiveRegistry(remotesDir);

  app = express();
  app.use(cookieParser('test secret'));
  // The session's cookies as the auth layer reads them (signed): given by the test in a header.
  app.use((req, _res, next) => {
    Object.assign(req.signedCookies, JSON.parse(req.get('x-test-cookies') ?? '{}'));
    next();
  });
  app.get('/page', async (req, res) => {
    const served = await previewFor(req, res, await registry.current(), { remotesDir, backendUrl: backend.url, publicUrl: 'http://localhost', log: console });
    res.json({ versions: served.live.registry.remotes.map((entry) => `${entry.name}@${entry.version}`), preview: served.preview ?? null });
  });
});
afterEach(() => cleanup());

const as = (token: string | null, extra: Record<string, string> = {}) => JSON.stringify({ ...(token ? { [ACCESS_TOKEN_COOKIE]: token } : {}), ...extra });

describe('previewFor', () => {
  it("serves a team member the version asked for, remembers it for the session, and says what everyone else sees", async () => {
    const response = await request(app).get(`/page?preview=mfe-ntee-tools@${older}`).set('x-test-cookies', as('team-token'));
    expect(response.body).toEqual({ versions: [`mfe-ntee-tools@${older}`], preview: { remote: 'mfe-ntee-tools', version: older, liveVersion: live, status: 'shown' } });
    const cookie = response.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=s%3Amfe-ntee-tools%40${older.replace(/\./g, '\\.')}\\.`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).not.toMatch(/Max-Age|Expires/);

    // Later pages of the session, without the parameter.
    const later = await request(app).get('/page').set('x-test-cookies', as('team-token', { [PREVIEW_COOKIE]: `mfe-ntee-tools@${older}` }));
    expect(later.body.versions).toEqual([`mfe-ntee-tools@${older}`]);
  });

  it('serves everyone else the live version, and tells them why', async () => {
    for (const token of ['member-token', null, 'expired-token']) {
      const response = await request(app).get(`/page?preview=mfe-ntee-tools@${older}`).set('x-test-cookies', as(token));
      expect(response.body).toEqual({ versions: [`mfe-ntee-tools@${live}`], preview: { remote: 'mfe-ntee-tools', version: older, liveVersion: live, status: 'refused' } });
      expect(response.headers['set-cookie']?.[0]).toMatch(new RegExp(`^${PREVIEW_COOKIE}=;`));
    }
  });

  it('says when the version is not on this server, and ends the preview on ?preview=off', async () => {
    const missing = await request(app).get('/page?preview=mfe-ntee-tools@0.9.9-deadbeef').set('x-test-cookies', as('team-token'));
    expect(missing.body).toEqual({ versions: [`mfe-ntee-tools@${live}`], preview: { remote: 'mfe-ntee-tools', version: '0.9.9-deadbeef', liveVersion: live, status: 'missing' } });

    const off = await request(app).get('/page?preview=off').set('x-test-cookies', as('team-token', { [PREVIEW_COOKIE]: `mfe-ntee-tools@${older}` }));
    expect(off.body).toEqual({ versions: [`mfe-ntee-tools@${live}`], preview: null });
    expect(off.headers['set-cookie']?.[0]).toMatch(new RegExp(`^${PREVIEW_COOKIE}=;`));
  });

  it('ignores a value that is not a remote and a version', async () => {
    const response = await request(app).get('/page?preview=../../etc@passwd').set('x-test-cookies', as('team-token'));
    expect(response.body).toEqual({ versions: [`mfe-ntee-tools@${live}`], preview: null });
  });
});
