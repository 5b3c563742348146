import { ZERO_COUNTERS } from '../model.js';
import { makeThemed } from '../testing/items.js';
import { comparatorFor } from './sorts.js';
import { FILTER_PREDICATES, USED_BY_MANY_THRESHOLD } from './filters.js';
import { makeSolution } from '../testing/items.js';

const grant = (slug: string, expirationDate: string | null, grantAmount: number | null) =>
  makeThemed({ slug, contentType: 'grants-funding', expirationDate, grantAmount });
const context = { countersOf: () => ZERO_COUNTERS, scores: null, today: '2026-11-21' };
const order = (sort: string, items: ReturnType<typeof grant>[]) => [...items].sort(comparatorFor(sort, context)).map((item) => item.slug);

describe('sorts', () => {
  const grants = [grant('g-late', '2027-06-01', 5000), grant('g-none', null, null), grant('g-closed_old', '2024-01-01', 90000), grant('g-today', '2026-11-21', 20000), grant('g-closed', '2026-11-20', 1000)];

  it('EXPIRATION_DATE: open grants soonest first (no date last, open), then closed ones, the latest closed first', () => {
    expect(order('EXPIRATION_DATE', grants)).toEqual(['g-today', 'g-late', 'g-none', 'g-closed', 'g-closed_old']);
  });

  it('GRANT_AMOUNT: largest first, unknown amounts last', () => {
    expect(order('GRANT_AMOUNT', grants)).toEqual(['g-closed_old', 'g-today', 'g-late', 'g-closed', 'g-none']);
  });
});

describe('filters', () => {
  it('USED_BY_MANY needs the threshold of organisations', () => {
    const item = makeSolution();
    expect(USED_BY_MANY_THRESHOLD).toBe(2);
    expect(FILTER_PREDICATES.USED_BY_MANY!(item, { ...ZERO_COUNTERS, orgsUseSolution: 1 })).toBe(false);
    expect(FILTER_PREDICATES.USED_BY_MANY!(item, { ...ZERO_COUNTERS, orgsUseSolution: 2 })).toBe(true);
  });

  it('counts a solution of unknown status as neither nonprofit nor for-profit', () => {
    const unknown = makeSolution();
    expect(FILTER_PREDICATES.NON_PROFIT!(unknown, ZERO_COUNTERS)).toBe(false);
    expect(FILTER_PREDICATES.FOR_PROFIT!(unknown, ZERO_COUNTERS)).toBe(false);
    expect(FILTER_PREDICATES.FOR_PROFIT!(makeSolution({}, { attributes: { nonProfit: false } }), ZERO_COUNTERS)).toBe(true);
  });

  it('HIRING: a hiring link or the hiring attribute', () => {
    expect(FILTER_PREDICATES.HIRING!(makeSolution({}, { hiringUrl: 'https://a.example/jobs' }), ZERO_COUNTERS)).toBe(true);
    expect(FILTER_PREDICATES.HIRING!(makeSolution({}, { attributes: { hiring: true } }), ZERO_COUNTERS)).toBe(true);
    expect(FILTER_PREDICATES.HIRING!(makeSolution(), ZERO_COUNTERS)).toBe(false);
  });
});
