import { shippedIrsDir } from '../paths.js';
import { buildNameIndex } from './name-index.js';
import { IndexSearch } from './index-search.js';
import { heldOutSet, measureRelevance, percent, type RelevanceFigures } from './relevance.js';
import { irsFolderRows } from './shipped-rows.js';

// Reading the 350,000 shipped rows and building their index takes seconds alone, and minutes beside the other suites on two cores.
jest.setTimeout(300_000);

/** Drawn from the shipped IRS files with a seed of its own: no rule of the search was tuned on these cases. */
const HELD_OUT_SEED = 7_2026;
const CASES = 400;

let figures: RelevanceFigures;

beforeAll(async () => {
  const rows = await irsFolderRows(shippedIrsDir);
  const search = new IndexSearch(buildNameIndex(rows));
  figures = await measureRelevance(
    { byName: (query) => search.searchByName(query, 1, 20), byEin: (digits) => search.searchByEin(digits, 1, 20) },
    heldOutSet(rows, CASES, HELD_OUT_SEED),
  );
});

describe('name search relevance on a held-out set of the shipped IRS data', () => {
  it('finds, for one typing error in one word, the organisation the right spelling finds first, in the first 20, 95% of the time', () => {
    expect(percent(figures.typos)).toBeGreaterThanOrEqual(95);
  });

  it('puts the organisation of an exact EIN first every time', () => {
    expect(figures.eins.missed).toEqual([]);
    expect(figures.eins.found).toBe(CASES);
  });

  it('puts an organisation of an exact name first 98% of the time', () => {
    expect(percent(figures.names)).toBeGreaterThanOrEqual(98);
  });
});
