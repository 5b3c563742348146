import type { Queryable } from './db/db.js';
import { referenceData } from './reference-data.js';
import { indicatorsChanged } from './reports/indicator-generation.js';

/** A database with empty reference tables that counts the queries it is asked. */
function countingDb() {
  const asked: string[] = [];
  const db = {
    kind: 'pglite',
    query: async (sql: string) => {
      asked.push(sql);
      return [];
    },
  } as unknown as Queryable;
  return { db, asked };
}

describe('referenceData', () => {
  it('is one store per database: the services that read the code book share one read', async () => {
    const { db, asked } = countingDb();
    expect(referenceData(db)).toBe(referenceData(db));
    await Promise.all([referenceData(db).codeBook(), referenceData(db).codeBook(), referenceData(db).nteeTitles()]);
    const once = asked.length;
    expect(once).toBeGreaterThan(0);
    await referenceData(db).codeBook();
    expect(asked).toHaveLength(once);
    expect(referenceData(countingDb().db)).not.toBe(referenceData(db));
  });

  it('reads the code book again after an import, and the indicator tables again after a switch of them', async () => {
    const { db, asked } = countingDb();
    const store = referenceData(db);
    await Promise.all([store.codeBook(), store.indicatorTables()]);
    const first = asked.length;
    await Promise.all([store.codeBook(), store.indicatorTables()]);
    expect(asked).toHaveLength(first);

    store.invalidate();
    await store.codeBook();
    const afterImport = asked.length;
    expect(afterImport).toBeGreaterThan(first);

    indicatorsChanged(db);
    await store.indicatorTables();
    expect(asked.length).toBeGreaterThan(afterImport);
  });
});
