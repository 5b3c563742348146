import { buildMoneyFlowResponse, moneyFlowCellsOf, moneyFlowFixtureOrganizations } from './money-flow-handlers.js';

const sum = (key: 'income' | 'revenue' | 'assets', state?: string) =>
  moneyFlowFixtureOrganizations.filter((org) => !state || org.state === state).reduce((total, org) => total + (org[key] ?? 0), 0);

describe('the money-flow fake', () => {
  it('groups the organisations into cells as the backend does, losing none', () => {
    const cells = moneyFlowCellsOf(moneyFlowFixtureOrganizations);
    expect(cells.reduce((total, cell) => total + cell.orgCount, 0)).toBe(moneyFlowFixtureOrganizations.length);
    expect(cells.reduce((total, cell) => total + cell.income, 0)).toBe(sum('income'));
    const keys = cells.map((cell) => `${cell.state}|${cell.bucket}|${cell.nteeMajorGroup}|${cell.grantmaker}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Habitat for Humanity International (AK) has no NTEE code; the Eiting Foundation (OR) is a grantmaker (04).
    expect(cells.find((cell) => cell.state === 'AK' && cell.nteeMajorGroup === null)).toMatchObject({ orgCount: 1, income: 2_169_015 });
    expect(cells.find((cell) => cell.state === 'OR' && cell.grantmaker)).toMatchObject({ nteeMajorGroup: 'T', orgCount: 1 });
  });

  it("answers with the server's summary of those cells", () => {
    const all = buildMoneyFlowResponse();
    expect(all.headerMetrics).toEqual({ orgCount: 16, totalIncome: sum('income'), totalRevenue: sum('revenue'), totalAssets: sum('assets'), statesCovered: 4 });
    expect(all.coverage.states).toEqual(['AK', 'AR', 'OR', 'VT']);
    const vermont = buildMoneyFlowResponse({ state: 'VT' });
    expect(vermont.headerMetrics).toMatchObject({ orgCount: 5, totalIncome: sum('income', 'VT') });
    // The per-state maps keep every state under a state filter.
    expect(vermont.orgCounts).toEqual(all.orgCounts);
  });
});
