import type { MoneyFlowFilters } from '@x4i/shared/contracts';
import { openDb } from '../db/connect.js';
import type { Db } from '../db/db.js';
import { runMigrations } from '../db/migrate.js';
import { importShippedData } from '../data/first-start-import.js';
import { importIrsFiles } from '../data/irs-import.js';
import { listIrsFiles } from '../data/irs-files.js';
import { shippedDataDir } from '../paths.js';
import { FIXTURE_IRS_DIR, FIXTURE_NEWER_IRS_DIR, removeTempDirs, tempDir } from '../testing/test-backend.js';
import { createMoneyFlowData, VERSION_CHECK_MS } from './money-flow-data.js';

jest.setTimeout(60_000);

const noFilter: MoneyFlowFilters = { unsdg: null, state: null, incomeBuckets: [] };

let db: Db;

beforeAll(async () => {
  db = await openDb({ dataDir: await tempDir('money-flow') });
  await runMigrations(db);
  await importShippedData(db, { referenceDir: shippedDataDir, irsDir: FIXTURE_IRS_DIR, log: () => undefined });
});
afterAll(async () => {
  await db.close();
  await removeTempDirs();
});

describe('the money-flow data', () => {
  // How fast is for the bench to say (npm run bench); a test only checks that no query is made.
  it('answers from memory once warm, without a query', async () => {
    const data = createMoneyFlowData(db);
    await data.warm();
    const queries = jest.spyOn(db, 'query');
    try {
      for (let i = 0; i < 200; i++) await data.moneyFlow({ ...noFilter, unsdg: `UNSDG${(i % 17) + 1}`, state: i % 2 ? 'AK' : null });
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });

  it('builds the aggregate once, however many requests wait for it', async () => {
    const data = createMoneyFlowData(db);
    const queries = jest.spyOn(db, 'query');
    try {
      await Promise.all([data.moneyFlow(noFilter), data.moneyFlow({ ...noFilter, state: 'VT' })]);
      // The file list and the one GROUP BY.
      expect(queries).toHaveBeenCalledTimes(2);
    } finally {
      queries.mockRestore();
    }
  });

  it('picks up an import by another process within the check interval, answering from the old figures meanwhile', async () => {
    let now = 1_000_000;
    const data = createMoneyFlowData(db, { now: () => now });
    const before = await data.moneyFlow(noFilter);
    expect(before.orgCounts.OR).toBe(12);

    // What `npm run import-irs` does: a newer Oregon file with five organisations replaces the 2018 one.
    await importIrsFiles(db, await listIrsFiles(FIXTURE_NEWER_IRS_DIR), { atomic: true });

    now += VERSION_CHECK_MS / 2;
    expect((await data.moneyFlow(noFilter)).orgCounts.OR).toBe(12);

    now += VERSION_CHECK_MS;
    // This request starts the check in the background and is answered at once from the figures it has.
    expect((await data.moneyFlow(noFilter)).orgCounts.OR).toBe(12);
    // Joins the check in progress.
    await data.refreshIfChanged();
    const after = await data.moneyFlow(noFilter);
    expect(after.orgCounts.OR).toBe(5);
    expect(after.coverage.files.map((file) => file.file)).toContain('eo_or.csv');
    // Two of the five were counted in Alaska and Vermont, whose records are now older than the Oregon ones.
    expect(after.headerMetrics.orgCount).toBe(before.headerMetrics.orgCount - 12 + 3);

    // Nothing new: the next check keeps the aggregate.
    expect(await data.refreshIfChanged()).toBe(false);
  });

  it('tries again after a failed build', async () => {
    const data = createMoneyFlowData(db);
    const queries = jest.spyOn(db, 'query').mockRejectedValueOnce(new Error('connection lost'));
    try {
      await expect(data.moneyFlow(noFilter)).rejects.toThrow('connection lost');
      expect((await data.moneyFlow(noFilter)).headerMetrics.orgCount).toBeGreaterThan(0);
    } finally {
      queries.mockRestore();
    }
  });
});
