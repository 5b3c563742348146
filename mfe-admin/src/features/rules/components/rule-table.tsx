import { Button, VisuallyHidden } from '@x4i/shared';
import { RULE_TYPE_LABELS, ruleRoleOption, sortRuleRoles } from '@x4i/shared/domain';
import { type RoleRule } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { DataTable, RowActions, TableScroller } from '../../kit/components/data-table';

const Roles = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Code = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  font-weight: 600;
`;

export interface RuleTableProps {
  roleRules: readonly RoleRule[];
  onEdit(rule: RoleRule): void;
  onDelete(rule: RoleRule): void;
}

/** An organisation's rules: type, value, and roles with their names and codes (SPEC 6). */
export function RuleTable({ roleRules, onEdit, onDelete }: RuleTableProps) {
  return (
    <TableScroller tabIndex={0} role="region" aria-label="Role rules table">
      <DataTable>
        <thead>
          <tr>
            <th scope="col">Value</th>
            <th scope="col">Type</th>
            <th scope="col">Roles</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {roleRules.map((rule) => (
            <tr key={rule.id}>
              <th scope="row">{rule.value}</th>
              <td data-label="Type">{RULE_TYPE_LABELS[rule.type]}</td>
              <td data-label="Roles">
                <Roles>
                  {sortRuleRoles(rule.roles.map(({ name }) => name)).map((name) => {
                    const option = ruleRoleOption(name);
                    return (
                      <li key={name}>
                        {option.label} <Code>({option.code})</Code>
                      </li>
                    );
                  })}
                </Roles>
              </td>
              <td>
                <RowActions>
                  <Button variant="text" onClick={() => onEdit(rule)}>
                    Edit<VisuallyHidden> {rule.value}</VisuallyHidden>
                  </Button>
                  <Button variant="text" onClick={() => onDelete(rule)}>
                    Delete<VisuallyHidden> {rule.value}</VisuallyHidden>
                  </Button>
                </RowActions>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </TableScroller>
  );
}
