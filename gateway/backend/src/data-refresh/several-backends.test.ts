/**
 * Several backends on one Postgres server: one refresh runs at a time, whichever backend is asked, and every backend
 * answers from the new snapshot as soon as it is switched in (the switch is announced at its commit). Postgres only:
 * the embedded database belongs to one process.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MoneyFlowResponse, NonprofitSearchResponse } from '@x4i/shared/contracts';
import request from 'supertest';
import { startIrsSourceServer, type IrsSourceServer } from '../testing/irs-source-server.js';
import { afterAnnouncement, TEST_ENGINE } from '../testing/test-engine.js';
import { FIXTURE_WA_IRS_DIR, removeTempDirs, startTestBackend, tempDir, type TestBackend } from '../testing/test-backend.js';
import { RefreshRunningError } from './index.js';
import { saipeFileOf, shippedSaipeRecords } from '../testing/synthetic-saipe.js';
import { CENSUS_SAIPE_SOURCE, IRS_EO_BMF_SOURCE } from './sources.js';

jest.setTimeout(120_000);

const onPostgres = TEST_ENGINE === 'postgres' ? describe : describe.skip;

onPostgres('several backends on one Postgres server', () => {
  let server: IrsSourceServer;
  let a: TestBackend;
  let b: TestBackend;

  beforeAll(async () => {
    server = await startIrsSourceServer({ 'eo_wa.csv': { body: await readFile(path.join(FIXTURE_WA_IRS_DIR, 'eo_wa.csv')) } });
    const dataDir = await tempDir('shared-database');
    server.files.set('est23all.txt', { body: saipeFileOf(await shippedSaipeRecords()), lastModified: 'Tue, 10 Dec 2024 15:00:00 GMT' });
    const options = { dataDir, dataRefresh: { schedule: false as const, baseUrls: { [IRS_EO_BMF_SOURCE.id]: server.url, [CENSUS_SAIPE_SOURCE.id]: server.url } } };
    a = await startTestBackend(options);
    await a.backend.ready;
    b = await startTestBackend(options);
    await b.backend.ready;
  });
  afterAll(async () => {
    await b?.close({ keepData: true });
    await a?.close();
    await server?.close();
    await removeTempDirs();
  });

  const waSearch = async (backend: TestBackend) => ((await request(backend.backend.app).get('/x4i-nonprofit/search?q=washington').expect(200)).body as NonprofitSearchResponse).results.filter((org) => org.state === 'WA').length;

  it('runs one refresh at a time: of two backends asked at once, one starts it and the other says so', async () => {
    const asked = await Promise.allSettled([a.backend.refresh.refreshNow(null), b.backend.refresh.refreshNow(null)]);
    expect(asked.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = asked.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(RefreshRunningError);
    for (let i = 0; i < 300 && (await a.backend.refresh.view()).running; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await b.backend.refresh.view()).history.map((refresh) => [refresh.status, refresh.trigger])).toEqual([['partial', 'team']]);
  });

  it('every backend answers from the new snapshot at once after the switch', async () => {
    for (const backend of [a, b]) {
      expect(await afterAnnouncement(() => waSearch(backend), (found) => found > 0)).toBeGreaterThan(0);
      const flow = await afterAnnouncement(
        async () => ((await request(backend.backend.app).get('/money-flow').expect(200)).body as MoneyFlowResponse).orgCounts.WA,
        (count) => count === 63,
      );
      expect(flow).toBe(63);
    }
  });

  it('every backend names the newer poverty estimates once one backend switched them in', async () => {
    const year = async (backend: TestBackend) => (await request(backend.backend.app).get('/data/vintages').expect(200)).body.saipe.year as number;
    const desert = async (backend: TestBackend) => JSON.stringify((await request(backend.backend.app).get('/report/service-desert?map=disabilities-wa').expect(200)).body);
    expect(await desert(b)).toContain('SAIPE 2020');
    const done = await a.backend.refresh.refreshAndWait('command', null, CENSUS_SAIPE_SOURCE.id);
    expect(done.status).toBe('succeeded');
    for (const backend of [a, b]) {
      expect(await year(backend)).toBe(2023);
      expect(await afterAnnouncement(() => desert(backend), (page) => page.includes('SAIPE 2023'))).toContain('SAIPE 2023');
    }
  });
});
