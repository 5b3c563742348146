import { SOURCES_OF_INCOME_NOTE, type MoneyFlowFilters } from '../contracts/money-flow.js';
import { INCOME_BUCKET_CODES } from './income-buckets.js';
import { summarizeMoneyFlow, type MoneyFlowCell, type MoneyFlowCells } from './money-flow-summary.js';
import { NTEE_MAJOR_GROUP_CODES } from './ntee-sdg.js';
import { US_STATES } from './us-states.js';

function cell(overrides: Partial<MoneyFlowCell>): MoneyFlowCell {
  return { state: 'AK', bucket: 'SMALL', nteeMajorGroup: 'K', grantmaker: false, orgCount: 1, income: 0, revenue: 0, assets: 0, ...overrides };
}

// Food (K: goal 2) and housing (L: goals 1, 11) in Alaska and Vermont; a foundation (T: goal 17); a church (X: no goal).
const aggregate: MoneyFlowCells = {
  cells: [
    cell({ state: 'AK', bucket: 'SMALL', nteeMajorGroup: 'K', orgCount: 10, income: 2_000_000, revenue: 1_900_000, assets: 500_000 }),
    cell({ state: 'AK', bucket: 'ENTERPRISE', nteeMajorGroup: 'L', orgCount: 1, income: 80_000_000, revenue: 79_000_000, assets: 120_000_000 }),
    cell({ state: 'AK', bucket: 'LOWER_MID', nteeMajorGroup: 'T', grantmaker: true, orgCount: 2, income: 5_000_000, revenue: 4_000_000, assets: 60_000_000 }),
    cell({ state: 'VT', bucket: 'HIGHER_MID', nteeMajorGroup: 'K', orgCount: 3, income: 45_000_000, revenue: 44_000_000, assets: 30_000_000 }),
    cell({ state: 'VT', bucket: 'SMALL', nteeMajorGroup: 'X', orgCount: 4, income: 400_000, revenue: 400_000, assets: 100_000 }),
    cell({ state: 'VT', bucket: 'SMALL', nteeMajorGroup: null, orgCount: 5, income: 0, revenue: 0, assets: 0 }),
  ],
  coverage: { states: ['AK', 'AR', 'VT'], files: [], sourceUrl: 'https://www.irs.gov/eo-bmf' },
};

const noFilter: MoneyFlowFilters = { unsdg: null, state: null, incomeBuckets: [] };
const summarize = (filters: Partial<MoneyFlowFilters>) => summarizeMoneyFlow(aggregate, { ...noFilter, ...filters });

describe('summarizeMoneyFlow', () => {
  it('adds everything up without filters, with a 0 for a covered state without organisations', () => {
    const result = summarize({});
    expect(result.filters).toEqual(noFilter);
    expect(result.headerMetrics).toEqual({
      orgCount: 25,
      totalIncome: 132_400_000,
      totalRevenue: 129_300_000,
      totalAssets: 210_600_000,
      statesCovered: 3,
    });
    expect(result.orgCounts).toEqual({ AK: 13, AR: 0, VT: 12 });
    expect(result.stateIncome).toEqual({ AK: 87_000_000, AR: 0, VT: 45_400_000 });
    expect(result.allIncomeBuckets).toEqual([
      { code: 'ENTERPRISE', label: 'Enterprise: Over $50M', selected: true, orgCount: 1, income: 80_000_000 },
      { code: 'HIGHER_MID', label: 'Higher Mid Market: $10M to $50M', selected: true, orgCount: 3, income: 45_000_000 },
      { code: 'LOWER_MID', label: 'Lower Mid Market: $1M to $10M', selected: true, orgCount: 2, income: 5_000_000 },
      { code: 'SMALL', label: 'Small: Less than $1M', selected: true, orgCount: 19, income: 2_400_000 },
    ]);
    expect(result.allIncomeBucketsTotal).toEqual({ orgCount: 25, income: 132_400_000 });
    expect(result.grantIncome).toEqual({ orgCount: 2, income: 5_000_000, assets: 60_000_000, foundationCodes: ['02', '03', '04'] });
    expect(result.coverage).toBe(aggregate.coverage);
  });

  it('gives the revenue-source shares as 0 and says why', () => {
    expect(summarize({}).sourcesOfIncome).toEqual({
      servicesAndProductsPercent: 0,
      grantsPercent: 0,
      investmentPercent: 0,
      otherSourcesPercent: 0,
      available: false,
      note: SOURCES_OF_INCOME_NOTE,
    });
  });

  it('filters everything by goal, through the NTEE major groups', () => {
    const hunger = summarize({ unsdg: 'UNSDG2' });
    expect(hunger.headerMetrics).toMatchObject({ orgCount: 13, totalIncome: 47_000_000, statesCovered: 3 });
    expect(hunger.orgCounts).toEqual({ AK: 10, AR: 0, VT: 3 });
    expect(hunger.grantIncome.orgCount).toBe(0);
    // Housing counts under both of its goals.
    expect(summarize({ unsdg: 'UNSDG1' }).headerMetrics.orgCount).toBe(1);
    expect(summarize({ unsdg: 'UNSDG11' }).headerMetrics.orgCount).toBe(1);
    expect(summarize({ unsdg: 'UNSDG17' }).grantIncome).toMatchObject({ orgCount: 2, income: 5_000_000 });
  });

  it('filters everything by income bucket, and marks the buckets left out', () => {
    const result = summarize({ incomeBuckets: ['ENTERPRISE', 'HIGHER_MID'] });
    expect(result.headerMetrics.orgCount).toBe(4);
    expect(result.orgCounts).toEqual({ AK: 1, AR: 0, VT: 3 });
    expect(result.allIncomeBuckets.map(({ code, selected, orgCount }) => [code, selected, orgCount])).toEqual([
      ['ENTERPRISE', true, 1],
      ['HIGHER_MID', true, 3],
      ['LOWER_MID', false, 0],
      ['SMALL', false, 0],
    ]);
    expect(result.allIncomeBucketsTotal).toEqual({ orgCount: 4, income: 125_000_000 });
    expect(result.grantIncome.orgCount).toBe(0);
  });

  it('filters the metrics, buckets and grant income by state, but keeps every state on the map', () => {
    const result = summarize({ state: 'AK' });
    expect(result.headerMetrics).toMatchObject({ orgCount: 13, totalIncome: 87_000_000, statesCovered: 3 });
    expect(result.allIncomeBucketsTotal).toEqual({ orgCount: 13, income: 87_000_000 });
    expect(result.allIncomeBuckets.find((bucket) => bucket.code === 'HIGHER_MID')!.orgCount).toBe(0);
    expect(result.grantIncome.orgCount).toBe(2);
    expect(result.orgCounts).toEqual({ AK: 13, AR: 0, VT: 12 });
    expect(result.stateIncome).toEqual({ AK: 87_000_000, AR: 0, VT: 45_400_000 });

    const empty = summarize({ state: 'AR' });
    expect(empty.headerMetrics.orgCount).toBe(0);
    expect(empty.grantIncome).toMatchObject({ orgCount: 0, income: 0, assets: 0 });
  });

  it('combines the filters', () => {
    const result = summarize({ unsdg: 'UNSDG2', state: 'VT', incomeBuckets: ['HIGHER_MID', 'SMALL'] });
    expect(result.headerMetrics.orgCount).toBe(3);
    expect(result.orgCounts).toEqual({ AK: 10, AR: 0, VT: 3 });
  });
});

describe('summarizeMoneyFlow at full size', () => {
  // Its speed is the bench's to measure (npm run bench, money flow under load); here, that every cell counts.
  it('summarizes every possible cell (51 states × 4 buckets × 27 groups × 2), under every filter', () => {
    const cells: MoneyFlowCell[] = [];
    for (const { code: state } of US_STATES) {
      for (const bucket of INCOME_BUCKET_CODES) {
        for (const nteeMajorGroup of [...NTEE_MAJOR_GROUP_CODES, null]) {
          for (const grantmaker of [false, true]) cells.push(cell({ state, bucket, nteeMajorGroup, grantmaker, orgCount: 3, income: 1_000 }));
        }
      }
    }
    expect(cells).toHaveLength(11_016);
    const full: MoneyFlowCells = { ...aggregate, cells, coverage: { ...aggregate.coverage, states: US_STATES.map((s) => s.code) } };
    expect(summarizeMoneyFlow(full, noFilter).headerMetrics.orgCount).toBe(11_016 * 3);
    // One state, one bucket: 27 groups × 2 cells of 3 organisations.
    expect(summarizeMoneyFlow(full, { unsdg: null, state: 'VT', incomeBuckets: ['SMALL'] }).headerMetrics.orgCount).toBe(27 * 2 * 3);
  });
});
