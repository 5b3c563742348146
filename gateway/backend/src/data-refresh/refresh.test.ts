import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { DataRefreshView, MoneyFlowResponse, NonprofitSearchResponse, ServiceDesertResponse } from '@x4i/shared/contracts';
import request from 'supertest';
import { FIXTURE_IRS_DIR, FIXTURE_WA_IRS_DIR, removeTempDirs, startTestBackend, type TestBackend } from '../testing/test-backend.js';
import { startIrsSourceServer, type IrsSourceServer } from '../testing/irs-source-server.js';
import { IRS_EO_BMF_SOURCE } from './sources.js';

jest.setTimeout(120_000);

const HEADER = 'EIN,NAME,ICO,STREET,CITY,STATE,ZIP,GROUP,SUBSECTION,AFFILIATION,CLASSIFICATION,RULING,DEDUCTIBILITY,FOUNDATION,ACTIVITY,ORGANIZATION,STATUS,TAX_PERIOD,ASSET_CD,INCOME_CD,FILING_REQ_CD,PF_FILING_REQ_CD,ACCT_PD,ASSET_AMT,INCOME_AMT,REVENUE_AMT,NTEE_CD,SORT_NAME';

async function fixtureText(file: string): Promise<string> {
  const bytes = await readFile(path.join(file.includes('eo_wa') ? FIXTURE_WA_IRS_DIR : FIXTURE_IRS_DIR, file));
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}

const lines = (text: string) => text.trim().split('\n');
const field = (line: string, column: string) => line.split(',')[HEADER.split(',').indexOf(column)]!;
const withField = (line: string, column: string, value: string) => {
  const fields = line.split(',');
  fields[HEADER.split(',').indexOf(column)] = value;
  return fields.join(',');
};

let server: IrsSourceServer;
let test: TestBackend;
let vt: string[];
let ak: string;
const api = () => request(test.backend.app);
const refresh = () => test.backend.refresh.refreshAndWait('command', null);
const outcomes = (done: DataRefreshView) => Object.fromEntries(done.files.filter((file) => file.outcome !== 'missing').map((file) => [file.file, file.outcome]));
const search = async (q: string) => ((await api().get(`/x4i-nonprofit/search?q=${encodeURIComponent(q)}`).expect(200)).body as NonprofitSearchResponse).results ?? [];

beforeAll(async () => {
  vt = lines(await fixtureText('eo_vt.csv.gz'));
  ak = await fixtureText('eo_ak.csv');
  server = await startIrsSourceServer();
  test = await startTestBackend({ dataRefresh: { schedule: false, baseUrls: { [IRS_EO_BMF_SOURCE.id]: server.url } } });
  await test.backend.ready;
});
afterAll(async () => {
  await test?.close();
  await server?.close();
  await removeTempDirs();
});

describe('a refresh from the publisher', () => {
  it('takes a new state and the changed files, leaves a failing one in use, and lists exactly what changed', async () => {
    // Vermont's new file: its first row removed, the second renamed, the third with another NTEE code, and one new.
    const [header, first, second, third, ...others] = vt;
    const added = withField(withField(first!, 'EIN', '039999999'), 'NAME', 'GREEN MOUNTAIN REFRESH TEST LEAGUE');
    const newVt = [header, withField(second!, 'NAME', 'RENAMED VERMONT ORGANIZATION'), withField(third!, 'NTEE_CD', 'Z99'), ...others, added].join('\n') + '\n';
    server.files.set('eo_vt.csv', { body: newVt });
    server.files.set('eo_ak.csv', { body: ak });
    server.files.set('eo_wa.csv', { body: await fixtureText('eo_wa.csv') });
    server.files.set('eo4.csv', { body: 'x', status: 500 });

    const waName = field(lines(await fixtureText('eo_wa.csv'))[1]!, 'NAME');
    expect(await search(waName)).toEqual([]);
    expect(((await api().get('/money-flow').expect(200)).body as MoneyFlowResponse).orgCounts.WA).toBeUndefined();

    const done = await refresh();
    expect(done.status).toBe('partial');
    expect(outcomes(done)).toEqual({ 'eo_vt.csv': 'updated', 'eo_ak.csv': 'unchanged', 'eo_wa.csv': 'updated', 'eo4.csv': 'failed' });
    expect(done.files.find((file) => file.file === 'eo4.csv')!.message).toBe('the server answered HTTP 500');
    expect(done.files.filter((file) => file.outcome === 'missing')).toHaveLength(IRS_EO_BMF_SOURCE.files.length - 4);
    expect(done.diff).toEqual({
      counts: { added: 1, removed: 1, name: 1, ntee: 1, subsection: 0, foundation: 0, state: 0 },
      newRegions: [{ region: 'WA', rows: 63 }],
      droppedRegions: [],
    });

    // The change feed lists exactly those rows.
    const feed = (await api().get('/v1/changes?state=VT').expect(200)).body as { data: { items: { ein: string; kind: string; before: string | null; after: string | null }[]; total: number } };
    expect(feed.data.total).toBe(4);
    expect(feed.data.items.map((change) => [change.ein, change.kind, change.before, change.after]).sort()).toEqual(
      [
        ['039999999', 'added', null, null],
        [field(first!, 'EIN'), 'removed', null, null],
        [field(second!, 'EIN'), 'name', field(second!, 'NAME'), 'RENAMED VERMONT ORGANIZATION'],
        [field(third!, 'EIN'), 'ntee', field(third!, 'NTEE_CD'), 'Z99'],
      ].sort(),
    );

    // The new state is searchable, in money flow, and fills the service-desert map.
    expect((await search(waName)).map((org) => org.state)).toContain('WA');
    expect((await search('GREEN MOUNTAIN REFRESH TEST')).map((org) => org.ein)).toEqual(['039999999']);
    const flow = (await api().get('/money-flow').expect(200)).body as MoneyFlowResponse;
    expect(flow.orgCounts.WA).toBe(63);
    const nation = (await api().get('/report/landscape?landscape=nonprofit-landscape').expect(200)).body as { sections: { id: string; values?: { state: string; value: number }[] }[] };
    expect(nation.sections.find((section) => section.id === 'organizations-by-state')!.values!.find((entry) => entry.state === 'WA')!.value).toBe(63);
    expect(test.logs.filter((line) => line.startsWith('Landscapes:') && line.includes('read into columns'))).toHaveLength(2);
    const desert = (await api().get('/report/service-desert?map=disabilities-wa').expect(200)).body as ServiceDesertResponse;
    expect(desert.irs.covered).toBe(true);
    // The failed international file stays in use: its organisations are still found.
    const intl = field(lines(await fixtureText('eo4.csv'))[1]!, 'NAME');
    expect(await search(intl)).not.toEqual([]);
  });

  it('asks again with the publisher’s validators: unchanged files answer 304 and are not read again', async () => {
    server.requests.length = 0;
    const done = await refresh();
    expect(outcomes(done)).toMatchObject({ 'eo_vt.csv': 'unchanged', 'eo_ak.csv': 'unchanged', 'eo_wa.csv': 'unchanged', 'eo4.csv': 'failed' });
    const statusOf = (file: string) => server.requests.find((r) => r.file === file)!.status;
    expect([statusOf('eo_vt.csv'), statusOf('eo_wa.csv')]).toEqual([304, 304]);
    expect(done.diff).toBeNull();
  });

  it.each([
    ['a truncated download', (text: string) => ({ body: text, cutAfter: Math.floor(text.length / 2) }), /cut short/],
    ['a wrong header', (text: string) => ({ body: text.replace('EIN,NAME', 'ID,TITLE') }), /unexpected header/],
    ['a file of bad rows', (text: string) => ({ body: text.replace(/\n(\d{9}),/g, '\nX$1,') }), /bad rows? of/],
  ])('keeps the data in use after %s, and says why in the report', async (_name, publish, message) => {
    const before = await search('RENAMED VERMONT ORGANIZATION');
    server.files.set('eo_vt.csv', { ...publish(vt.join('\n') + '\nextra'), lastModified: 'Tue, 01 Dec 2026 10:00:00 GMT' });
    const done = await refresh();
    const file = done.files.find((item) => item.file === 'eo_vt.csv')!;
    expect(file.outcome).toBe('failed');
    expect(file.message).toMatch(message);
    expect(await search('RENAMED VERMONT ORGANIZATION')).toEqual(before);
    const view = await test.backend.refresh.view();
    expect(view.sources[0]!.files.find((item) => item.file === 'eo_vt.csv')).toMatchObject({ lastOutcome: 'failed', vintage: '2026-11-08' });
  });

  it('holds a file that shrinks by half for a team member, and takes it once confirmed', async () => {
    const half = [vt[0], ...vt.slice(1, 1 + Math.floor((vt.length - 1) / 2))].join('\n') + '\n';
    server.files.set('eo_vt.csv', { body: half, lastModified: 'Wed, 02 Dec 2026 10:00:00 GMT' });
    const held = await refresh();
    expect(held.files.find((file) => file.file === 'eo_vt.csv')).toMatchObject({ outcome: 'held' });
    const view = await test.backend.refresh.view();
    const file = view.sources[0]!.files.find((item) => item.file === 'eo_vt.csv')!;
    expect(file.held).toMatchObject({ rows: Math.floor((vt.length - 1) / 2), previousRows: vt.length - 1 });
    expect(file.rows).toBe(vt.length - 1);

    await test.backend.refresh.confirmHeld('eo_vt.csv', file.held!.sha256, 'team@x4i.example');
    await waitUntil(async () => (await test.backend.refresh.view()).running === null);
    const after = await test.backend.refresh.view();
    expect(after.history[0]).toMatchObject({ trigger: 'team', requestedBy: 'team@x4i.example' });
    expect(after.sources[0]!.files.find((item) => item.file === 'eo_vt.csv')).toMatchObject({ rows: Math.floor((vt.length - 1) / 2), held: null, vintage: '2026-12-02' });
  });

  it('rolls back to the previous snapshot, and the feed says what the rollback changed', async () => {
    const view = await test.backend.refresh.view();
    expect(view.previousSnapshot).not.toBeNull();
    const inUse = new Set((await test.db.query<{ ein: string }>('SELECT DISTINCT ein FROM irs_eo_bmf')).map((row) => row.ein));
    const rolled = await test.backend.refresh.rollBack('team@x4i.example');
    expect(rolled).toMatchObject({ trigger: 'rollback', status: 'rolled-back' });
    // From half of the original rows back to the first refresh's file (without its first row, with one new). An
    // organisation counts once, whichever file it is in.
    const first = [...vt.slice(2).map((row) => field(row, 'EIN')), '039999999'];
    expect(rolled.diff!.counts).toMatchObject({ added: first.filter((ein) => !inUse.has(ein)).length, removed: 1, name: 1, ntee: 1 });
    const after = await test.backend.refresh.view();
    expect(after.sources[0]!.files.find((item) => item.file === 'eo_vt.csv')!.rows).toBe(vt.length - 1);
    expect(after.previousSnapshot).toBeNull();
    await expect(test.backend.refresh.rollBack('team@x4i.example')).rejects.toThrow('No previous snapshot is kept');
  });

  it('marks a refresh whose process died as interrupted, and the next one starts clean', async () => {
    const stale = new Date(Date.now() - 10 * 60_000).toISOString();
    await test.db.query(`INSERT INTO data_refreshes (source, trigger, status, started_at, heartbeat_at) VALUES ('irs_eo_bmf', 'schedule', 'running', $1, $1)`, [stale]);
    await test.db.exec('CREATE TABLE irs_eo_bmf_next (LIKE irs_eo_bmf)');
    await test.db.exec(`INSERT INTO irs_eo_bmf_next (source_file, ein, name) VALUES ('eo_vt.csv', '000000001', 'HALF IMPORTED')`);
    const done = await refresh();
    expect(done.status).not.toBe('running');
    const [dead] = await test.db.query<{ status: string; error: string }>(`SELECT status, error FROM data_refreshes WHERE started_at = $1`, [stale]);
    expect(dead).toMatchObject({ status: 'interrupted' });
    expect(await search('HALF IMPORTED')).toEqual([]);
  });
});

async function waitUntil(condition: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}
