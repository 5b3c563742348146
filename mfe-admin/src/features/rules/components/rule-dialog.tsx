import { Button, useSnackbar } from '@x4i/shared';
import { createRoleRule, updateRoleRule } from '../../access-requests/hooks/roles';
import { type RoleRule } from '@x4i/shared/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { Dialog, DialogActions } from '@x4i/shared';
import { RuleFields } from '../../kit/components/rule-fields';
import { EMPTY_RULE_FORM, ruleFormValuesOf, toRuleInput, type RuleFormErrors } from '../../kit/domain/rule-form-values';
import { RULE_ERROR_MESSAGE, ruleAddedMessage, ruleUpdatedMessage } from '../domain/rule-messages';

export interface RuleDialogProps {
  orgId: string;
  organizationName: string;
  /** The rule to edit; none to add one. */
  rule?: RoleRule;
  onClose(): void;
  onChanged(): void;
}

/** SPEC 4 'Rule dialog': adding or editing a rule; after a change the rules reload and the form closes. */
export function RuleDialog({ orgId, organizationName, rule, onClose, onChanged }: RuleDialogProps) {
  const snackbar = useSnackbar();
  const [values, setValues] = useState(rule ? ruleFormValuesOf(rule) : EMPTY_RULE_FORM);
  const [errors, setErrors] = useState<RuleFormErrors>({});
  const [busy, setBusy] = useState(false);
  const valueRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = toRuleInput(orgId, values);
    setErrors(checked.errors ?? {});
    if (!checked.input) {
      if (checked.errors.value) valueRef.current?.focus();
      return;
    }
    setBusy(true);
    const result = rule ? await updateRoleRule({ ...checked.input, id: rule.id }) : await createRoleRule(checked.input);
    setBusy(false);
    if (result.error) {
      snackbar.show(RULE_ERROR_MESSAGE, { variant: 'error' });
      return;
    }
    snackbar.show(rule ? ruleUpdatedMessage(result.data.value) : ruleAddedMessage(result.data.value));
    onChanged();
    onClose();
  };

  return (
    <Dialog title={rule ? `Edit the rule for ${rule.value}` : `Add a rule to ${organizationName}`} onClose={onClose} initialFocus={rule ? valueRef : undefined}>
      <form onSubmit={submit} noValidate>
        <RuleFields values={values} errors={errors} onChange={setValues} valueRef={valueRef} />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {rule ? 'Save' : 'Add'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
