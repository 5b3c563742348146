import type { MoneyFlowAggregate, MoneyFlowCell } from '../../money-flow/aggregate.js';

/** A small money-flow aggregate for the tests: two covered states, a few groups and buckets. */
const cell = (partial: Partial<MoneyFlowCell>): MoneyFlowCell => ({
  state: 'AK',
  bucket: 'SMALL',
  nteeMajorGroup: 'K',
  grantmaker: false,
  orgCount: 1,
  income: 0,
  revenue: 0,
  assets: 0,
  ...partial,
});

export const AGGREGATE: MoneyFlowAggregate = {
  cells: [
    cell({ state: 'AK', bucket: 'SMALL', nteeMajorGroup: 'K', orgCount: 10, income: 2_000_000 }),
    cell({ state: 'AK', bucket: 'ENTERPRISE', nteeMajorGroup: 'E', orgCount: 1, income: 80_000_000 }),
    cell({ state: 'VT', bucket: 'LOWER_MID', nteeMajorGroup: 'C', orgCount: 3, income: 9_000_000 }),
    cell({ state: 'VT', bucket: 'SMALL', nteeMajorGroup: null, orgCount: 2, income: 10_000 }),
  ],
  coverage: {
    states: ['AK', 'VT'],
    files: [
      { file: 'eo_ak.csv', region: 'AK', snapshotDate: '2026-04-13', rows: 11, importedAt: '' },
      { file: 'eo_vt.csv', region: 'VT', snapshotDate: '2026-04-13', rows: 5, importedAt: '' },
    ],
    sourceUrl: 'https://www.irs.gov/',
  },
  version: 'v1',
};
