import type { Queryable } from './db/db.js';
import { loadCodeBook, type CodeBook } from './db/queries/code-book.js';
import { memo, type Memo } from './memo.js';
import { perGeneration } from './reports/indicator-generation.js';
import { loadIndicatorTables, type IndicatorTables } from './reports/indicator-tables.js';

/**
 * The reference tables the nonprofit pages and every report read: the IRS and NTEE code book, shipped with the
 * product and read once, and the indicator tables (SAIPE, BLS, …), read once per generation (a SAIPE switch moves
 * it on, see indicator-generation.ts). One store per database, so the services share one copy instead of each
 * keeping its own.
 */
export interface ReferenceData {
  codeBook: Memo<CodeBook>;
  indicatorTables(): Promise<IndicatorTables>;
  /** The titles of the NTEE major groups and codes, by code ('B' → 'Education', 'B20' → …). */
  nteeTitles: Memo<ReadonlyMap<string, string>>;
  /** An import replaced the tables: the code book is read again when next asked for. */
  invalidate(): void;
}

const stores = new WeakMap<Queryable, ReferenceData>();

export function referenceData(db: Queryable): ReferenceData {
  let store = stores.get(db);
  if (!store) {
    const codeBook = memo(() => loadCodeBook(db));
    const nteeTitles = memo(async () => {
      const book = await codeBook();
      return new Map([...book.majorGroups, ...book.nteeCodes].map((entry) => [entry.code, entry.title]));
    });
    store = {
      codeBook,
      indicatorTables: perGeneration(db, () => loadIndicatorTables(db)),
      nteeTitles,
      invalidate() {
        codeBook.clear();
        nteeTitles.clear();
      },
    };
    stores.set(db, store);
  }
  return store;
}
