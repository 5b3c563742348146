import { buildRoleRule } from '@x4i/shared/testing';
import { roleRulesExport } from './role-rules-export';

const roleRules = [
  buildRoleRule({ id: 'rule-2', type: 'EMAIL', value: 'ann@helpinghands.example.org', roles: [{ name: 'CONTRIBUTING_EDITOR' }, { name: 'SOLUTION_PROVIDER' }] }),
  buildRoleRule(),
];

describe('the role rules download', () => {
  const table = roleRulesExport('Helping Hands', roleRules, '2026-11-26');

  it('names the organisation, each column, and the records of that day', () => {
    expect(table.title).toBe('Role rules of Helping Hands');
    expect(table.header).toEqual(['Matches (e-mail address or domain)', 'Rule type', 'Roles given']);
    expect(table.sources).toEqual([{ name: 'X4I admin records (team only)', year: '2026-11-26' }]);
  });

  it('has a row for every rule, its roles in the table’s order with their codes', () => {
    expect(table.rows).toHaveLength(roleRules.length);
    expect(table.rows[0]).toEqual(['ann@helpinghands.example.org', 'E-mail address', 'Solution Provider (Additive) (SP); Contributing Editor (CE)']);
    expect(table.rows[1]).toEqual(['helpinghands.example.org', 'Domain', 'Solution Provider (Additive) (SP)']);
  });
});
