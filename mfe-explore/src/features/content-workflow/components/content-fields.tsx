import type { ReactNode } from 'react';
import { Controller, useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { styled } from 'styled-components';
import { TextAreaField, TextField } from '@x4i/shared';
import { UN_SDG_GOALS } from '@x4i/shared/domain';
import { CheckboxGroup, Fieldset } from '../../kit/components/form-layout';
import { CONTENT_FIELD_RULES, type ContentFieldName, type Rule } from '../domain/content-form';

/** The inputs of the challenge and grant forms, bound to react-hook-form; the rules are content-form's. */

const validate = (rule: Rule<never> | undefined) => (rule ? { validate: (value: unknown) => (rule as Rule<unknown>)(value) ?? true } : {});

interface TextProps {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  type?: 'text' | 'url' | 'date';
  inputMode?: 'numeric';
  multiline?: boolean;
  rows?: number;
}

export function ContentTextField({ name, label, hint, required, type = 'text', inputMode, multiline, rows }: TextProps) {
  const { register, getFieldState } = useFormContext<FieldValues>();
  const formState = useFormState({ name });
  const error = getFieldState(name, formState).error?.message;
  const field = register(name, validate(CONTENT_FIELD_RULES[name as ContentFieldName] as Rule<never> | undefined));
  const shownLabel = required ? `${label} (required)` : label;
  return multiline ? (
    <TextAreaField {...field} rows={rows} label={shownLabel} hint={hint} error={error} aria-required={required || undefined} />
  ) : (
    <TextField {...field} type={type} inputMode={inputMode} label={shownLabel} hint={hint} error={error} autoComplete="off" aria-required={required || undefined} />
  );
}

const GOAL_OPTIONS = UN_SDG_GOALS.map((goal) => ({ value: goal.value, label: `${goal.position}. ${goal.label}` }));

export function GoalsField({ hint }: { hint: string }) {
  return (
    <Controller
      name="categories"
      rules={validate(CONTENT_FIELD_RULES.categories as Rule<never>)}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          legend="Goals (required)"
          hint={hint}
          options={GOAL_OPTIONS}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          columns={2}
        />
      )}
    />
  );
}

const Radio = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.secondary};
  }
`;

export function RadioGroupField({ name, legend, options }: { name: string; legend: string; options: readonly { value: string; label: string }[] }) {
  const { register } = useFormContext<FieldValues>();
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Radio key={option.value}>
          <input type="radio" value={option.value} {...register(name)} /> {option.label}
        </Radio>
      ))}
    </Fieldset>
  );
}
