import { FieldError, TextField } from '@x4i/shared';
import { RULE_ROLE_OPTIONS, RULE_TYPE_LABELS, RULE_TYPES, type RuleType } from '@x4i/shared/domain';
import { useId, type RefObject } from 'react';
import { styled } from 'styled-components';
import { withRole, type RuleFormErrors, type RuleFormValues } from '../domain/rule-form-values';
import { Checkbox } from './checkbox';
import { SelectField } from '@x4i/shared';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 6px;
    padding: 0;
    font-weight: 600;
  }
`;

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
  values: RuleFormValues;
  errors: RuleFormErrors;
  onChange(values: RuleFormValues): void;
  /** Changing the type may rewrite the value (an address into its domain); the caller decides how. */
  onTypeChange?(type: RuleType): void;
  valueRef?: RefObject<HTMLInputElement | null>;
}

/** A role rule's type, value and roles (SPEC 3 'Role rule', 6 rule roles with their names and codes). */
export function RuleFields({ values, errors, onChange, onTypeChange, valueRef }: RuleFieldsProps) {
  const rolesErrorId = useId();
  return (
    <Fields>
      <SelectField
        label="Rule type"
        value={values.type}
        onChange={(event) => {
          const type = event.target.value as RuleType;
          if (onTypeChange) onTypeChange(type);
          else onChange({ ...values, type });
        }}
      >
        {RULE_TYPES.map((type) => (
          <option key={type} value={type}>
            {RULE_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <TextField
        ref={valueRef}
        label={RULE_TYPE_LABELS[values.type]}
        hint={VALUE_HINTS[values.type]}
        type={values.type === 'EMAIL' ? 'email' : 'text'}
        autoComplete="off"
        spellCheck={false}
        value={values.value}
        onChange={(event) => onChange({ ...values, value: event.target.value })}
        error={errors.value}
      />
      <Fieldset aria-describedby={errors.roles ? rolesErrorId : undefined} aria-invalid={errors.roles ? true : undefined}>
        <legend>Roles</legend>
        {RULE_ROLE_OPTIONS.map((option) => (
          <Checkbox
            key={option.role}
            checked={values.roles.includes(option.role)}
            onChange={(event) => onChange(withRole(values, option.role, event.target.checked))}
            label={
              <>
                {option.label}
                <Code aria-hidden="true">{option.code}</Code>
              </>
            }
          />
        ))}
        {errors.roles && <FieldError id={rolesErrorId}>{errors.roles}</FieldError>}
      </Fieldset>
    </Fields>
  );
}
