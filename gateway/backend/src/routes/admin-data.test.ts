import type { AdminDataResponse } from '@x4i/shared/contracts';
import request from 'supertest';
import { createApp } from '../app.js';
import { bearer, testVerifier } from '../content/testing/content-test-app.js';
import { createNonprofitData } from '../nonprofit-data.js';
import { IRS_EO_BMF_SOURCE } from '../data-refresh/sources.js';
import { startIrsSourceServer, type IrsSourceServer } from '../testing/irs-source-server.js';
import { removeTempDirs, startTestBackend, type TestBackend } from '../testing/test-backend.js';
import { appData } from '../testing/app-data.js';

jest.setTimeout(60_000);

let server: IrsSourceServer;
let test: TestBackend;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  server = await startIrsSourceServer();
  test = await startTestBackend({ dataRefresh: { schedule: 'monthly', baseUrls: { [IRS_EO_BMF_SOURCE.id]: server.url, census_saipe: null } } });
  await test.backend.ready;
  // The backend's own refreshes, behind the API with the test tokens.
  app = createApp({ ...appData(test.db, createNonprofitData(test.db)), db: test.db, status: () => ({ state: 'ready' }), database: test.db.kind, log: () => undefined, verify: testVerifier, refresh: test.backend.refresh });
  await settled();
});
afterAll(async () => {
  await test?.close();
  await server?.close();
  await removeTempDirs();
});

/** Waits until at least `refreshes` have been recorded and none runs. */
async function settled(refreshes = 1): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    const view = await test.backend.refresh.view();
    if (!view.running && view.history.length >= refreshes) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const refreshCount = async () => (await test.db.query<{ n: number }>('SELECT count(*)::int AS n FROM data_refreshes'))[0]!.n;

describe('/admin/data', () => {
  it('took the first refresh from the publisher on first start, the schedule being on and the publisher answering', async () => {
    const body = (await request(app).get('/admin/data').set(bearer('team')).expect(200)).body as AdminDataResponse;
    expect(body.history.map((refresh) => refresh.trigger)).toEqual(['first-start']);
    // The publisher has none of the files: each is reported missing, and the shipped ones stay in use.
    expect(body.history[0]!.files.every((file) => file.outcome === 'missing')).toBe(true);
    expect(body.sources[0]!.files.find((file) => file.file === 'eo_vt.csv')).toMatchObject({ rows: 10, lastOutcome: 'missing' });
  });

  it('names the source of a write, refusing one it does not know', async () => {
    const body = (await request(app).get('/admin/data').set(bearer('team')).expect(200)).body as AdminDataResponse;
    expect(body.sources.map((source) => [source.id, source.changesOrganizations])).toEqual([
      ['irs_eo_bmf', true],
      ['census_saipe', false],
    ]);
    expect(body.sources[1]!.files).toEqual([expect.objectContaining({ file: 'poverty_saipe_2020_state_county.csv', region: 'US', rows: 3195 })]);
    const unknown = await request(app).post('/admin/data/refresh?source=irs_xx').set(bearer('team')).send({}).expect(400);
    expect(unknown.body.error).toEqual({ code: 'invalid_query', message: 'source is one of irs_eo_bmf, census_saipe.' });
    await request(app).post('/admin/data/rollback?source=nope').set(bearer('team')).send({}).expect(400);
    await request(app).post('/admin/data/refresh?source=census_saipe').set(bearer('member')).send({}).expect(403);
    const off = await request(app).post('/admin/data/refresh?source=census_saipe').set(bearer('team')).send({}).expect(409);
    expect(off.body.error).toMatchObject({ code: 'source_off', message: expect.stringContaining('SAIPE_URL=false') });
    const none = await request(app).post('/admin/data/rollback?source=census_saipe').set(bearer('team')).send({}).expect(409);
    expect(none.body.error.code).toBe('no_previous_snapshot');
    expect(await refreshCount()).toBe(1);
  });

  it('is for the team only, on the server', async () => {
    const before = await refreshCount();
    for (const [method, path] of [
      ['get', '/admin/data'],
      ['post', '/admin/data/refresh'],
      ['post', '/admin/data/rollback'],
      ['post', '/admin/data/held/confirm'],
      ['get', '/admin/data/refreshes/1/changes'],
    ] as const) {
      expect((await request(app)[method](path).send({}).expect(401)).body.error.code).toBe('unauthorized');
      expect((await request(app)[method](path).set(bearer('member')).send({}).expect(403)).body.error.code).toBe('forbidden');
    }
    expect(await refreshCount()).toBe(before);
  });

  it('lists the source’s files with what is in use, the schedule and its next run', async () => {
    const body = (await request(app).get('/admin/data').set(bearer('team')).expect(200)).body as AdminDataResponse;
    const [source] = body.sources;
    expect(source).toMatchObject({ id: 'irs_eo_bmf', baseUrl: server.url, schedule: 'monthly' });
    expect(source!.files).toHaveLength(IRS_EO_BMF_SOURCE.files.length);
    // The fixture's Vermont file is in use for the region of eo_vt.csv, with its date and rows.
    expect(source!.files.find((file) => file.file === 'eo_vt.csv')).toMatchObject({ region: 'VT', vintage: '2026-04-13', rows: 10 });
    expect(source!.files.find((file) => file.file === 'eo_ca.csv')).toMatchObject({ vintage: null, rows: null });
  });

  it('starts a refresh, refuses a second while it runs, and records who asked', async () => {
    const started = await request(app).post('/admin/data/refresh').set(bearer('team')).send({}).expect(202);
    expect(started.body.refresh).toMatchObject({ status: 'running', trigger: 'team', requestedBy: 'team@x4i.example' });
    const again = await request(app).post('/admin/data/refresh').set(bearer('team')).send({}).expect(409);
    expect(again.body.error.code).toBe('refresh_running');
    await settled();
    const body = (await request(app).get('/admin/data').set(bearer('team')).expect(200)).body as AdminDataResponse;
    expect(body.history[0]).toMatchObject({ id: started.body.refresh.id, status: 'succeeded' });
    expect(body.sources[0]!.nextRunAt).toBe(new Date(new Date(body.history[0]!.startedAt).setUTCMonth(new Date(body.history[0]!.startedAt).getUTCMonth() + 1)).toISOString());
  });

  it('takes back a held file’s confirmation when its refresh is refused because another runs', async () => {
    await test.db.query(`UPDATE data_source_files SET held_sha256 = $1, held_rows = 5, held_previous_rows = 10 WHERE file_name = 'eo_vt.csv'`, ['c'.repeat(64)]);
    await test.db.query(`INSERT INTO data_refreshes (source, trigger, status, started_at, heartbeat_at) VALUES ('irs_eo_bmf', 'schedule', 'running', now(), now())`);
    const refused = await request(app).post('/admin/data/held/confirm').set(bearer('team')).send({ file: 'eo_vt.csv', sha256: 'c'.repeat(64) }).expect(409);
    expect(refused.body.error.code).toBe('refresh_running');
    const [row] = await test.db.query<{ confirmed_sha256: string | null }>(`SELECT confirmed_sha256 FROM data_source_files WHERE file_name = 'eo_vt.csv'`);
    expect(row!.confirmed_sha256).toBeNull();
    await test.db.query(`UPDATE data_refreshes SET status = 'interrupted' WHERE status = 'running'`);
    await test.db.query(`UPDATE data_source_files SET held_sha256 = NULL, held_rows = NULL, held_previous_rows = NULL WHERE file_name = 'eo_vt.csv'`);
  });

  it('refuses a rollback with nothing kept, a held file that is not held, and bad input, changing nothing', async () => {
    const before = await refreshCount();
    expect((await request(app).post('/admin/data/rollback').set(bearer('team')).send({}).expect(409)).body.error.code).toBe('no_previous_snapshot');
    const sha = 'a'.repeat(64);
    expect((await request(app).post('/admin/data/held/confirm').set(bearer('team')).send({ file: 'eo_vt.csv', sha256: sha }).expect(409)).body.error.code).toBe('not_held');
    expect((await request(app).post('/admin/data/held/confirm').set(bearer('team')).send({ file: '../etc', sha256: sha }).expect(400)).body.error.code).toBe('invalid_request');
    expect((await request(app).post('/admin/data/refresh').set(bearer('team')).send({ now: true }).expect(400)).body.error.message).toBe('Send an empty JSON object.');
    expect((await request(app).get('/admin/data/refreshes/999999/changes').set(bearer('team')).expect(404)).body.error.code).toBe('refresh_not_found');
    expect((await request(app).get('/admin/data/refreshes/1/changes?kind=moved').set(bearer('team')).expect(400)).body.error.code).toBe('invalid_query');
    expect(await refreshCount()).toBe(before);
  });
});
