import { Button, useSnackbar } from '@x4i/shared';
import { createRoleRule, updateRoleRule } from '../../access-requests/hooks/roles';
import { type RoleRule } from '@x4i/shared/contracts';
import { useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Dialog, DialogActions } from '@x4i/shared';
import { RuleFields } from '../../kit/components/rule-fields';
import { EMPTY_RULE_FORM, ruleFormValuesOf, toRuleInput, type RuleFormValues } from '../../kit/domain/rule-form-values';
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
  const form = useForm<RuleFormValues>({
    defaultValues: rule ? ruleFormValuesOf(rule) : EMPTY_RULE_FORM,
    // The messages show from a submit to the next one; focus goes to the value when it is at fault, not to the roles.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const busy = form.formState.isSubmitting;
  const valueRef = useRef<HTMLInputElement>(null);

  const submit = form.handleSubmit(
    async (values) => {
      const checked = toRuleInput(orgId, values);
      if (!checked.input) return;
      const result = rule ? await updateRoleRule({ ...checked.input, id: rule.id }) : await createRoleRule(checked.input);
      if (result.error) {
        snackbar.show(RULE_ERROR_MESSAGE, { variant: 'error' });
        return;
      }
      snackbar.show(rule ? ruleUpdatedMessage(result.data.value) : ruleAddedMessage(result.data.value));
      onChanged();
      onClose();
    },
    (errors) => {
      if (errors.value) valueRef.current?.focus();
    },
  );

  return (
    <Dialog title={rule ? `Edit the rule for ${rule.value}` : `Add a rule to ${organizationName}`} onClose={onClose} initialFocus={rule ? valueRef : undefined}>
      <FormProvider {...form}>
        <form onSubmit={(event) => (busy ? event.preventDefault() : void submit(event))} noValidate>
          <RuleFields valueRef={valueRef} />
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {rule ? 'Save' : 'Add'}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
