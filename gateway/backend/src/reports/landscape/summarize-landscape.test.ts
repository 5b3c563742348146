import { STATE_CODES, NO_CODE, type OrganizationColumns } from './organization-columns.js';
import { classificationOf, LARGEST_COUNT, summarizeLandscape } from './summarize-landscape.js';

/** Columns of a few made-up organisations: [state, NTEE code, income, zip, city]. */
function columnsOf(rows: [string, string, number, number, string][]): OrganizationColumns {
  const nteeCodes = ['', ...new Set(rows.map((row) => row[1]).filter(Boolean))];
  const cities = ['', ...new Set(rows.map((row) => `${row[0]}|${row[4]}`))];
  const n = rows.length;
  return {
    version: 'test',
    size: n,
    ein: Uint32Array.from(rows, (_, index) => index + 1),
    state: Uint8Array.from(rows, (row) => STATE_CODES.indexOf(row[0])),
    ntee: Uint16Array.from(rows, (row) => nteeCodes.indexOf(row[1])),
    nteeCodes,
    subsection: Uint8Array.from(rows, () => 3),
    foundation: Uint8Array.from(rows, (_, index) => (index === 0 ? 4 : NO_CODE)),
    rulingYear: Uint16Array.from(rows, (_, index) => 1990 + index),
    income: Float64Array.from(rows, (row) => row[2]),
    assets: new Float64Array(n),
    city: Uint32Array.from(rows, (row) => cities.indexOf(`${row[0]}|${row[4]}`)),
    cities,
    zip: Uint32Array.from(rows, (row) => row[3]),
  };
}

const columns = columnsOf([
  ['WA', 'B25', 5_000_000, 98402, 'TACOMA'],
  ['WA', 'P20', 100, 98402, 'TACOMA'],
  ['WA', '', 0, 98101, 'SEATTLE'],
  ['AK', 'B24', 2_000_000, 99501, 'ANCHORAGE'],
  ['AK', 'Z99', 60_000_000, 99501, 'ANCHORAGE'],
]);
const counties: Record<number, string> = { 98402: '53053', 98101: '53033', 99501: '02020' };
const countyOfZip = (zip: number) => counties[zip] ?? null;

describe('summarizeLandscape', () => {
  it('counts the selection once, by state, group, size and county', () => {
    const all = summarizeLandscape(columns, { state: null, county: null, city: null, nteePrefixes: null }, countyOfZip);
    expect(all.count).toBe(5);
    expect(all.byState.get('WA')?.count).toBe(3);
    expect(all.byBucket.get('ENTERPRISE')?.count).toBe(1);
    // Counties only within a state.
    expect(all.byCounty.size).toBe(0);
    expect(summarizeLandscape(columns, { state: 'WA', county: null, city: null, nteePrefixes: null }, countyOfZip).byCounty.get('53053')).toBe(2);
    expect(all.grantmakers).toBe(1);
    // Of the four that report income: between 2M and 5M.
    expect(all.medianIncome).toBe(3_500_000);
  });

  it('filters by NTEE prefix, state, city and county', () => {
    expect(summarizeLandscape(columns, { state: null, county: null, city: null, nteePrefixes: ['B2'] }, null).count).toBe(2);
    expect(summarizeLandscape(columns, { state: 'WA', county: '53053', city: null, nteePrefixes: null }, countyOfZip).count).toBe(2);
    expect(summarizeLandscape(columns, { state: 'WA', county: null, city: 'SEATTLE', nteePrefixes: null }, null).count).toBe(1);
    // A county cannot be read without the ZIP lookup, and an unknown city matches nothing.
    expect(summarizeLandscape(columns, { state: 'WA', county: '53053', city: null, nteePrefixes: null }, null).count).toBe(0);
    expect(summarizeLandscape(columns, { state: 'WA', county: null, city: 'SPOKANE', nteePrefixes: null }, null).count).toBe(0);
  });

  it('keeps the largest organisations in order of income', () => {
    const all = summarizeLandscape(columns, { state: null, county: null, city: null, nteePrefixes: null }, null);
    expect(all.largest.map((row) => columns.income[row])).toEqual([60_000_000, 5_000_000, 2_000_000, 100, 0]);
    expect(LARGEST_COUNT).toBeGreaterThanOrEqual(5);
  });
});

describe('classificationOf', () => {
  it.each([
    ['', 'none'],
    ['Z99', 'unknown'],
    ['Y42', 'mutual'],
    ['P99', 'catchAll'],
    ['B11', 'common'],
    ['A01', 'common'],
    ['B25', 'specific'],
    ['E6A', 'specific'],
  ])('%p is %p', (code, kind) => expect(classificationOf(code)).toBe(kind));
});
