import { rankCounties, type CountyNeedSupply } from './desert-rule.js';

const county = (name: string, need: number | null, supply: number | null): CountyNeedSupply => ({ fips: name, name, need, supply });

describe('rankCounties', () => {
  it('ranks by people in poverty per organization and marks the top quarter (n ÷ 4 rounded up) as deserts', () => {
    const ranked = rankCounties([
      county('A', 1000, 10), // 100
      county('B', 900, 3), // 300
      county('C', 500, 10), // 50
      county('D', 800, 4), // 200
      county('E', 100, 10), // 10
    ]);
    expect(ranked.map((c) => [c.name, c.rank, c.needPerOrganization, c.desert])).toEqual([
      ['B', 1, 300, 'top-quarter'],
      ['D', 2, 200, 'top-quarter'],
      ['A', 3, 100, null],
      ['C', 4, 50, null],
      ['E', 5, 10, null],
    ]);
  });

  it('puts counties with need and no organization first, as deserts, the most need first', () => {
    const ranked = rankCounties([county('A', 1000, 10), county('B', 50, 0), county('C', 400, 0), county('D', 0, 0), county('E', 10, 1)]);
    expect(ranked.map((c) => [c.name, c.rank, c.desert])).toEqual([
      ['C', 1, 'no-organization'],
      ['B', 2, 'no-organization'],
      // No one in poverty and no organization: nothing missing.
      ['D', 3, null],
      // 2 counties with organizations: the top one is the top quarter.
      ['A', 4, 'top-quarter'],
      ['E', 5, null],
    ]);
  });

  it('marks every county tied with the last of the top quarter', () => {
    const ranked = rankCounties([county('A', 100, 1), county('B', 200, 2), county('C', 10, 1), county('D', 5, 1)]);
    expect(ranked.filter((c) => c.desert).map((c) => c.name)).toEqual(['A', 'B']);
  });

  it('leaves a county whose need or supply is unknown unranked and unmarked, after the others', () => {
    const ranked = rankCounties([county('Z', 500, null), county('A', 10, 1), county('M', null, 3)]);
    expect(ranked.map((c) => [c.name, c.rank, c.desert])).toEqual([
      ['A', 1, 'top-quarter'],
      ['M', null, null],
      ['Z', null, null],
    ]);
  });

  it('marks nothing when no county is known', () => {
    expect(rankCounties([county('A', null, null)]).some((c) => c.desert)).toBe(false);
    expect(rankCounties([])).toEqual([]);
  });
});
