import type { Db } from './db/db.js';
import { createNonprofitData } from './nonprofit-data.js';

/** A database that answers every query with no rows, and counts the checks of which IRS files are imported. */
function countingDb() {
  const counts = { freshness: 0 };
  const db = {
    query: async (sql: string) => {
      if (/FROM irs_files ORDER BY/.test(sql)) counts.freshness += 1;
      return [];
    },
    exec: async () => undefined,
    transaction: async (fn: (tx: Db) => Promise<unknown>) => fn(db),
  } as unknown as Db;
  return { db, counts };
}

describe('createNonprofitData', () => {
  it('checks for newly imported IRS files once for the searches that arrive together, and again after 30 seconds', async () => {
    let clock = 0;
    const { db, counts } = countingDb();
    const data = createNonprofitData(db, { now: () => clock });
    const searches = () => Promise.all(Array.from({ length: 10 }, (_, index) => data.searchByEin(`12345678${index}`, 1).catch(() => undefined)));

    await searches();
    expect(counts.freshness).toBe(1);
    clock += 10_000;
    await searches();
    expect(counts.freshness).toBe(1);
    clock += 30_001;
    await searches();
    expect(counts.freshness).toBe(2);
  });
});
