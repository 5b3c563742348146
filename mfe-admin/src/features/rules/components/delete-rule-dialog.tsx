import { useSnackbar } from '@x4i/shared';
import { deleteRoleRule } from '../../access-requests/hooks/roles';
import { ruleRolesText } from '@x4i/shared/domain';
import { type RoleRule } from '@x4i/shared/contracts';
import type { RefObject } from 'react';
import { styled } from 'styled-components';
import { TypedConfirmationDialog } from '../../kit/components/typed-confirmation-dialog';
import { RULE_ERROR_MESSAGE, ruleDeletedMessage } from '../domain/rule-messages';

const Explanation = styled.p`
  margin: 0 0 20px;
`;

export interface DeleteRuleDialogProps {
  rule: RoleRule;
  organizationName: string;
  onClose(): void;
  onChanged(): void;
  returnFocus?: RefObject<HTMLElement | null>;
}

/** Deleting a rule needs its value typed (SPEC 4); the message says who lost which role where (SPEC 8). */
export function DeleteRuleDialog({ rule, organizationName, onClose, onChanged, returnFocus }: DeleteRuleDialogProps) {
  const snackbar = useSnackbar();
  const roles = rule.roles.map(({ name }) => name);
  const confirm = async () => {
    const result = await deleteRoleRule(rule.id);
    if (result.error) {
      snackbar.show(RULE_ERROR_MESSAGE, { variant: 'error' });
      return;
    }
    const deleted = result.data;
    snackbar.show(ruleDeletedMessage(deleted.roleRule.value, deleted.roleRule.roles.map(({ name }) => name), deleted.organization.name));
    onChanged();
    onClose();
  };
  return (
    <TypedConfirmationDialog title={`Delete the rule for ${rule.value}`} expected={rule.value} onConfirm={confirm} onClose={onClose} returnFocus={returnFocus}>
      <Explanation>
        {rule.type === 'EMAIL'
          ? `${rule.value} will no longer be a ${ruleRolesText(roles)} @ ${organizationName} through this rule, from their next session load.`
          : `Addresses at ${rule.value} will no longer be a ${ruleRolesText(roles)} @ ${organizationName} through this rule, from their next session load.`}
      </Explanation>
    </TypedConfirmationDialog>
  );
}
