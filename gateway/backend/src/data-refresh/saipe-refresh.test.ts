import type { DataRefreshView } from '@x4i/shared/contracts';
import request from 'supertest';
import type { SaipeRecord } from '../data/saipe-text.js';
import { startIrsSourceServer, type IrsSourceServer } from '../testing/irs-source-server.js';
import { shippedSaipeRecords, saipeFileOf } from '../testing/synthetic-saipe.js';
import { removeTempDirs, startTestBackend, type TestBackend } from '../testing/test-backend.js';
import { CENSUS_SAIPE_SOURCE } from './sources.js';

jest.setTimeout(120_000);

const NEW_YEAR = 2023;
const FILE = 'est23all.txt';
const PUBLISHED = 'Tue, 10 Dec 2024 15:00:00 GMT';

let server: IrsSourceServer;
let test: TestBackend;
let records: SaipeRecord[];

const newFile = (rows: readonly SaipeRecord[] = records) => saipeFileOf(rows);

const refresh = () => test.backend.refresh.refreshAndWait('command', null, CENSUS_SAIPE_SOURCE.id);
const inUse = async () =>
  (await test.db.query<{ year: number; n: number; vintage: string }>('SELECT max(year) AS year, count(*)::int AS n, min(vintage) AS vintage FROM saipe_poverty'))[0]!;
const desert = async () => JSON.stringify((await request(test.backend.app).get('/report/service-desert?map=disabilities-wa').expect(200)).body);
const stateGuide = async () => JSON.stringify((await request(test.backend.app).get('/report/landscape?landscape=state-guide&state=wa').expect(200)).body);

beforeAll(async () => {
  records = await shippedSaipeRecords();
  server = await startIrsSourceServer();
  test = await startTestBackend({ dataRefresh: { schedule: false, baseUrls: { irs_eo_bmf: null, [CENSUS_SAIPE_SOURCE.id]: server.url } } });
  await test.backend.ready;
});
afterAll(async () => {
  await test?.close();
  await server?.close();
  await removeTempDirs();
});

describe('the Census SAIPE refresh', () => {
  it('fails a file with more than 1% malformed lines, and a file missing states, leaving 2020 serving', async () => {
    const broken = newFile()
      .split('\n')
      .map((line, index) => (index % 50 === 7 ? line.slice(0, 120) : line))
      .join('\n');
    server.files.set(FILE, { body: broken, lastModified: PUBLISHED });
    let done = await refresh();
    expect(done.status).toBe('failed');
    expect(done.files[0]).toMatchObject({ file: FILE, outcome: 'failed' });
    expect(done.files[0]!.message).toMatch(/bad lines? of .*more than 1%/);
    expect(done.error).toBe(done.files[0]!.message);

    server.files.set(FILE, { body: newFile(records.filter((record) => !(record.geoLevel === 'state' && ['VT', 'WY'].includes(record.stateCode)))), lastModified: PUBLISHED });
    done = await refresh();
    expect(done.status).toBe('failed');
    expect(done.files[0]!.message).toContain('lacks 2 of the 51 states');
    expect(await inUse()).toMatchObject({ year: 2020, n: records.length });
    expect(await desert()).toContain('SAIPE 2020');
  });

  it('holds a file half the size for a team member', async () => {
    server.files.set(FILE, { body: newFile(records.filter((record, index) => record.geoLevel !== 'county' || index % 2 === 0)), lastModified: PUBLISHED });
    const done = await refresh();
    expect(done.files[0]).toMatchObject({ outcome: 'held', previousRows: records.length });
    const view = await test.backend.refresh.view();
    const saipe = view.sources.find((source) => source.id === CENSUS_SAIPE_SOURCE.id)!;
    expect(saipe.files.find((file) => file.file === FILE)!.held).toMatchObject({ previousRows: records.length });
    expect((await inUse()).year).toBe(2020);
  });

  it('takes a newer year, which every page then shows, and asks again with a conditional request', async () => {
    server.files.set(FILE, { body: newFile(), lastModified: PUBLISHED });
    const before = await desert();
    const guideBefore = await stateGuide();
    let done: DataRefreshView = await refresh();
    expect(done).toMatchObject({ status: 'succeeded', diff: null });
    expect(done.files).toEqual([expect.objectContaining({ file: FILE, region: 'US', outcome: 'updated', rows: records.length, badRows: 0 })]);
    // Discovery asked for last year first, then each year down to the one it found.
    const years = server.requests.slice(-3).map((entry) => entry.file);
    expect(years).toEqual(['est25all.txt', 'est24all.txt', FILE]);
    expect(await inUse()).toEqual({ year: NEW_YEAR, n: records.length, vintage: `SAIPE ${NEW_YEAR} estimates, Census Bureau file ${FILE} of 2024-12-10` });
    const [king] = await test.db.query<{ people_in_poverty: number }>(`SELECT people_in_poverty FROM saipe_poverty WHERE fips = '53033'`);
    expect(king!.people_in_poverty).toBe(records.find((record) => record.fips === '53033')!.peopleInPoverty! + 7);
    // The service-desert page made before the switch is made again from the new rows.
    expect(before).toContain('SAIPE 2020');
    const after = await desert();
    expect(after).toContain(`SAIPE ${NEW_YEAR}`);
    expect(after).not.toContain('SAIPE 2020');
    // The state guide's poverty figures name their source and year.
    const saipeSource = (body: string) => body.match(/"name":"US Census Bureau, Small Area Income and Poverty Estimates \(SAIPE\)"[^}]*"year":"(\d{4})"/)?.[1];
    expect(saipeSource(guideBefore)).toBe('2020');
    expect(saipeSource(await stateGuide())).toBe(`${NEW_YEAR}`);
    // Our Data names the year in use.
    const vintages = await request(test.backend.app).get('/data/vintages').expect(200);
    expect(vintages.body).toEqual({ saipe: { year: NEW_YEAR, vintage: `SAIPE ${NEW_YEAR} estimates, Census Bureau file ${FILE} of 2024-12-10`, counties: records.filter((record) => record.geoLevel === 'county').length } });

    const view = await test.backend.refresh.view();
    const saipe = view.sources.find((source) => source.id === CENSUS_SAIPE_SOURCE.id)!;
    expect(saipe).toMatchObject({ changesOrganizations: false, previousSnapshot: { refreshId: done.id } });
    expect(saipe.files[0]).toMatchObject({ file: FILE, vintage: '2024-12-10', rows: records.length, lastOutcome: 'updated', held: null });
    expect(saipe.files[0]!.url).toBe(`${server.url}${NEW_YEAR}/${NEW_YEAR}-state-and-county/${FILE}`);

    done = await refresh();
    expect(done.status).toBe('succeeded');
    expect(done.files).toEqual([expect.objectContaining({ file: FILE, outcome: 'unchanged' })]);
    expect(server.requests.at(-1)).toMatchObject({ file: FILE, status: 304 });
  });

  it('rolls back to the 2020 rows, once', async () => {
    const rolled = await test.backend.refresh.rollBack('team@x4i.example', CENSUS_SAIPE_SOURCE.id);
    expect(rolled).toMatchObject({ status: 'rolled-back', source: CENSUS_SAIPE_SOURCE.id, diff: null });
    expect(await inUse()).toMatchObject({ year: 2020, n: records.length });
    expect(await desert()).toContain('SAIPE 2020');
    expect((await request(test.backend.app).get('/data/vintages').expect(200)).body.saipe).toMatchObject({ year: 2020, vintage: expect.stringContaining('SAIPE 2020') });
    await expect(test.backend.refresh.rollBack('team@x4i.example', CENSUS_SAIPE_SOURCE.id)).rejects.toThrow('No previous snapshot is kept');
  });

  it('says what failed when the publisher cannot be reached, and keeps the rows in use', async () => {
    await server.close();
    const done = await refresh();
    expect(done.status).toBe('failed');
    expect(done.files[0]!.message).toMatch(/could not reach 127\.0\.0\.1/);
    expect((await inUse()).year).toBe(2020);
  });
});
