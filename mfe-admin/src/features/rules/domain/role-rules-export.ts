import { RULE_TYPE_LABELS, ruleRoleOption, sortRuleRoles, type ExportedTable } from '@x4i/shared/domain';
import type { RoleRule } from '@x4i/shared/contracts';
import { adminRecordsSource } from '../../kit/domain/admin-records';

/** One organisation's role rules as a download; roles as the table names them, 'Contributing Editor (CE)'. */
export function roleRulesExport(organizationName: string, roleRules: readonly RoleRule[], today: string): ExportedTable {
  return {
    title: `Role rules of ${organizationName}`,
    header: ['Matches (e-mail address or domain)', 'Rule type', 'Roles given'],
    rows: roleRules.map((rule) => [
      rule.value,
      RULE_TYPE_LABELS[rule.type],
      sortRuleRoles(rule.roles.map(({ name }) => name))
        .map((name) => {
          const option = ruleRoleOption(name);
          return `${option.label} (${option.code})`;
        })
        .join('; '),
    ]),
    sources: [adminRecordsSource(today)],
  };
}
