import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { WatchesResponse, WatchResponse } from '@x4i/shared/contracts';
import request from 'supertest';
import { createApp } from '../app.js';
import { bearer, testVerifier } from '../content/testing/content-test-app.js';
import { IRS_EO_BMF_SOURCE } from '../data-refresh/sources.js';
import { createNonprofitData } from '../nonprofit-data.js';
import { startIrsSourceServer, type IrsSourceServer } from '../testing/irs-source-server.js';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher.js';
import { FIXTURE_IRS_DIR, removeTempDirs, startTestBackend, type TestBackend } from '../testing/test-backend.js';
import { mailWatchers } from '../watches/watch-mail.js';
import { appData } from '../testing/app-data.js';

jest.setTimeout(60_000);

const SITE = 'http://x4i.test';
let server: IrsSourceServer;
let smtp: SmtpCatcher;
let test: TestBackend;
let app: ReturnType<typeof createApp>;
let vt: string[];

beforeAll(async () => {
  vt = gunzipSync(await readFile(path.join(FIXTURE_IRS_DIR, 'eo_vt.csv.gz'))).toString('utf8').trim().split('\n');
  server = await startIrsSourceServer();
  smtp = await startSmtpCatcher();
  test = await startTestBackend({
    mail: { smtpUrl: smtp.url, from: 'X4I <no-reply@x4i.test>', siteUrl: SITE },
    dataRefresh: { schedule: false, baseUrls: { [IRS_EO_BMF_SOURCE.id]: server.url } },
  });
  await test.backend.ready;
  app = createApp({ ...appData(test.db, createNonprofitData(test.db)), db: test.db, status: () => ({ state: 'ready' }), database: test.db.kind, log: () => undefined, verify: testVerifier });
});
afterAll(async () => {
  await test?.close();
  await server?.close();
  await smtp?.close();
  await removeTempDirs();
});

const WATCHED = '010471151'; // REGULATORY ASSISTANCE PROJECT, Vermont
const OTHER = '010477533';

describe('watching an organization', () => {
  it('is for signed-in members, and only of organizations the IRS files list', async () => {
    expect((await request(app).put(`/me/watches/${WATCHED}`).expect(401)).body.error.code).toBe('unauthorized');
    expect((await request(app).put('/me/watches/12-34').set(bearer('member')).expect(400)).body.error).toEqual({ code: 'invalid_ein', message: 'An EIN has 9 digits, for example 12-3456789.' });
    expect((await request(app).put('/me/watches/999999999').set(bearer('member')).expect(404)).body.error.code).toBe('not_found');
    expect(((await request(app).get('/me/watches').set(bearer('member')).expect(200)).body as WatchesResponse).watches).toEqual([]);
  });

  it('watches once, lists what it watches, and stops', async () => {
    const first = (await request(app).put(`/me/watches/01-0471151`).set(bearer('member')).expect(201)).body as WatchResponse;
    expect(first.watch).toMatchObject({ ein: WATCHED, name: 'REGULATORY ASSISTANCE PROJECT', state: 'VT', listed: true, lastChange: null });
    await request(app).put(`/me/watches/${WATCHED}`).set(bearer('member')).expect(200);
    await request(app).put(`/me/watches/${OTHER}`).set(bearer('member')).expect(201);
    await request(app).put(`/me/watches/${OTHER}`).set(bearer('member2')).expect(201);
    const listed = ((await request(app).get('/me/watches').set(bearer('member')).expect(200)).body as WatchesResponse).watches;
    expect(listed.map((watch) => watch.ein).sort()).toEqual([WATCHED, OTHER]);
    await request(app).delete(`/me/watches/${OTHER}`).set(bearer('member')).expect(204);
    expect((await request(app).delete(`/me/watches/${OTHER}`).set(bearer('member')).expect(404)).body.error.code).toBe('not_watched');
    expect(((await request(app).get('/me/watches').set(bearer('member2')).expect(200)).body as WatchesResponse).watches.map((watch) => watch.ein)).toEqual([OTHER]);
  });

  it('mails a watcher once per refresh, with what changed, and no one whose organizations did not change', async () => {
    const renamed = vt.map((line) => (line.startsWith(`${WATCHED},`) ? line.replace('REGULATORY ASSISTANCE PROJECT', 'RAP ENERGY INSTITUTE') : line));
    server.files.set('eo_vt.csv', { body: renamed.join('\n') + '\n' });
    const done = await test.backend.refresh.refreshAndWait('command', null);
    expect(done.diff?.counts.name).toBe(1);

    const mail = await smtp.next('member@example.org');
    expect(mail.subject).toBe('X4I: RAP ENERGY INSTITUTE changed in the IRS files');
    expect(mail.text).toContain('Hello Morgan,');
    expect(mail.text).toContain('RAP ENERGY INSTITUTE (EIN 01-0471151, VT): name changed from REGULATORY ASSISTANCE PROJECT to RAP ENERGY INSTITUTE.');
    expect(mail.text).toContain(`${SITE}/nonprofit-ntee-code-finder/${WATCHED}`);
    expect(mail.text).toContain(`${SITE}/profile`);
    // member2 watches an organization that did not change.
    expect(smtp.mails.filter((item) => item.to.includes('member2@example.org'))).toEqual([]);
    // A second backend (or a retry) finds the refresh already mailed.
    expect(await mailWatchers(test.db, { send: jest.fn() } as never, done.id, () => undefined)).toBe(0);

    const watch = ((await request(app).get('/me/watches').set(bearer('member')).expect(200)).body as WatchesResponse).watches[0]!;
    expect(watch).toMatchObject({ name: 'RAP ENERGY INSTITUTE', lastChange: { kind: 'name', before: 'REGULATORY ASSISTANCE PROJECT', after: 'RAP ENERGY INSTITUTE' } });
  });
});
