import type { MoneyFlowAggregate, MoneyFlowCell } from '../money-flow/aggregate.js';
import { countTopNonprofits, majorGroupsOfGoal } from './top-nonprofits.js';

const cell = (state: string, nteeMajorGroup: MoneyFlowCell['nteeMajorGroup'], orgCount: number): MoneyFlowCell => ({
  state,
  bucket: 'SMALL',
  nteeMajorGroup,
  grantmaker: false,
  orgCount,
  income: 0,
  revenue: 0,
  assets: 0,
});

const aggregate: MoneyFlowAggregate = {
  cells: [cell('VT', 'E', 3), cell('VT', 'X', 5), cell('AK', 'E', 2), cell('AK', null, 7), cell('AK', 'P', 1)],
  coverage: { states: ['AK', 'VT'], files: [], sourceUrl: '' },
  version: '',
};

describe('the top nonprofits count', () => {
  it("takes a goal's NTEE major groups, or every group that counts towards a goal", () => {
    expect(majorGroupsOfGoal(3)).toEqual(['E', 'F', 'G', 'H', 'N']);
    const any = majorGroupsOfGoal(null);
    expect(any).toHaveLength(23);
    expect(any).not.toEqual(expect.arrayContaining(['X']));
  });

  it("counts the aggregate's organisations of those groups, in the state or everywhere", () => {
    expect(countTopNonprofits(aggregate, majorGroupsOfGoal(3), null)).toBe(5);
    expect(countTopNonprofits(aggregate, majorGroupsOfGoal(3), 'AK')).toBe(2);
    expect(countTopNonprofits(aggregate, majorGroupsOfGoal(null), null)).toBe(6);
    expect(countTopNonprofits(aggregate, majorGroupsOfGoal(1), 'WA')).toBe(0);
  });
});
