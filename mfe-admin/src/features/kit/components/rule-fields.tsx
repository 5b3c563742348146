import { FieldError, TextField } from '@x4i/shared';
import { RULE_ROLE_OPTIONS, RULE_TYPE_LABELS, RULE_TYPES, ruleRolesError, ruleValueError, type Role, type RuleType } from '@x4i/shared/domain';
import { useId, type RefObject } from 'react';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { styled } from 'styled-components';
import { withRole, withRuleType, type RuleFormValues } from '../domain/rule-form-values';
import { Checkbox } from './checkbox';
import { SelectField } from '@x4i/shared';
import { Fields, Fieldset } from './form-layout';

const Code = styled.span`
  margin-left: 6px;
  padding: 1px 6px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  font-weight: 600;
`;

const VALUE_HINTS: Record<RuleType, string> = {
  EMAIL: 'The rule applies to this one address.',
  DOMAIN: 'The rule applies to every address at this domain, for example example.org.',
};

export interface RuleFieldsProps {
  /** The address a rule was made from: changing the type turns it into its domain and back (none: the value stays). */
  email?: string | null;
  valueRef?: RefObject<HTMLInputElement | null>;
}

/** Each field's part of the rule's check (toRuleInput): the same messages, field by field. */
const RULE_RULES = {
  value: { validate: (value: string, { type }: RuleFormValues) => ruleValueError(type, value) ?? true },
  roles: { validate: (roles: Role[]) => ruleRolesError(roles) ?? true },
};

/**
 * A role rule's type, value and roles (SPEC 3 'Role rule', 6 rule roles with their names and codes), as fields of the
 * react-hook-form form around them (FormProvider), whose values include RuleFormValues.
 */
export function RuleFields({ email = null, valueRef }: RuleFieldsProps) {
  const rolesErrorId = useId();
  const { control, register, getValues, setValue } = useFormContext<RuleFormValues>();
  const { errors } = useFormState({ control, name: ['value', 'roles'] });
  const type = useWatch({ control, name: 'type' });
  const { ref: valueFieldRef, ...valueField } = register('value', RULE_RULES.value);
  const valueError = errors.value?.message;
  const rolesError = errors.roles?.message;
  return (
    <Fields>
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <SelectField
            label="Rule type"
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => {
              const next = withRuleType(getValues(), event.target.value as RuleType, email);
              if (next.value !== getValues('value')) setValue('value', next.value);
              field.onChange(next.type);
            }}
          >
            {RULE_TYPES.map((one) => (
              <option key={one} value={one}>
                {RULE_TYPE_LABELS[one]}
              </option>
            ))}
          </SelectField>
        )}
      />
      <TextField
        {...valueField}
        ref={(element) => {
          valueFieldRef(element);
          if (valueRef) valueRef.current = element;
        }}
        label={RULE_TYPE_LABELS[type]}
        hint={VALUE_HINTS[type]}
        type={type === 'EMAIL' ? 'email' : 'text'}
        autoComplete="off"
        spellCheck={false}
        error={valueError}
      />
      <Controller
        control={control}
        name="roles"
        rules={RULE_RULES.roles}
        render={({ field }) => (
          <Fieldset aria-describedby={rolesError ? rolesErrorId : undefined} aria-invalid={rolesError ? true : undefined}>
            <legend>Roles</legend>
            {RULE_ROLE_OPTIONS.map((option) => (
              <Checkbox
                key={option.role}
                checked={field.value.includes(option.role)}
                onChange={(event) => field.onChange(withRole(getValues(), option.role, event.target.checked).roles)}
                label={
                  <>
                    {option.label}
                    <Code aria-hidden="true">{option.code}</Code>
                  </>
                }
              />
            ))}
            {rolesError && <FieldError id={rolesErrorId}>{rolesError}</FieldError>}
          </Fieldset>
        )}
      />
    </Fields>
  );
}
