import type { ManagedOrganization } from '@x4i/shared/contracts';
import { organizationsExport } from './organizations-export';

const organizations: ManagedOrganization[] = [
  { id: 'org-brightpath', name: 'BrightPath Learning', subscriptions: { 'premium:compensation': true, 'premium:listing': true }, ruleCount: 1, memberCount: 1, solutionCount: 0 },
  { id: 'org-food-bank', name: 'Food Bank of Alaska', subscriptions: {}, ruleCount: 0, memberCount: 0, solutionCount: 3 },
];

describe('the organizations download', () => {
  const table = organizationsExport(organizations, '2026-11-26');

  it('names what the rows are, each column, and the records of that day', () => {
    expect(table.title).toBe('Organizations and their subscriptions');
    expect(table.header).toEqual(['Organization', 'Subscriptions', 'Role rules', 'Members (accounts matching its rules)', 'Solutions listed']);
    expect(table.sources).toEqual([{ name: 'X4I admin records (team only)', year: '2026-11-26' }]);
  });

  it('has a row for every organisation: subscriptions by name, counts as numbers', () => {
    expect(table.rows).toHaveLength(organizations.length);
    expect(table.rows[0]).toEqual(['BrightPath Learning', 'Premium compensation; Premium listing', 1, 1, 0]);
    expect(table.rows[1]).toEqual(['Food Bank of Alaska', '', 0, 0, 3]);
  });
});
