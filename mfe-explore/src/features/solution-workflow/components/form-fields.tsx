import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useController, useFormContext, useFormState, type FieldPath, type FieldPathValue } from 'react-hook-form';
import { styled } from 'styled-components';
import { FieldError, TextAreaField, TextField } from '@x4i/shared';
import type { SolutionForm } from '../utils/solution-form';
import type { Rule } from '../utils/solution-rules';

/** The inputs of the solution form, bound to react-hook-form; every rule is a pure function from solution-rules. */

type Path = FieldPath<SolutionForm>;
type StringPath = { [P in Path]: FieldPathValue<SolutionForm, P> extends string ? P : never }[Path];
type BooleanPath = { [P in Path]: FieldPathValue<SolutionForm, P> extends boolean ? P : never }[Path];

/** react-hook-form wants true for a valid value. */
export const toValidate =
  <T,>(rule: Rule<T>) =>
  (value: T) =>
    rule(value) ?? true;

export const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  max-width: 720px;
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 20px;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;

  legend {
    padding: 0 4px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

function useFieldError(name: Path): string | undefined {
  const { getFieldState } = useFormContext<SolutionForm>();
  const formState = useFormState<SolutionForm>({ name });
  return getFieldState(name, formState).error?.message;
}

interface TextInputProps {
  name: StringPath;
  label: string;
  hint?: ReactNode;
  rule?: Rule<string>;
  required?: boolean;
  type?: 'text' | 'url' | 'email';
  autoComplete?: string;
  multiline?: boolean;
}

/** A labelled text input (or text area) with its hint and inline error, read with it by screen readers. */
export function FormTextField({ name, label, hint, rule, required, type = 'text', autoComplete, multiline }: TextInputProps) {
  const { register } = useFormContext<SolutionForm>();
  const error = useFieldError(name);
  const field = register(name, rule ? { validate: toValidate(rule) } : {});
  const shownLabel = required ? `${label} (required)` : label;
  return multiline ? (
    <TextAreaField {...field} label={shownLabel} hint={hint} error={error} aria-required={required || undefined} />
  ) : (
    <TextField {...field} type={type} label={shownLabel} hint={hint} error={error} autoComplete={autoComplete ?? 'off'} aria-required={required || undefined} />
  );
}

const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 32px;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.secondary};
  }

  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export function CheckboxField({ name, label, hint }: { name: BooleanPath; label: string; hint?: string }) {
  const { register } = useFormContext<SolutionForm>();
  const hintId = useId();
  return (
    <div>
      <CheckboxLabel>
        <input type="checkbox" {...register(name)} aria-describedby={hint ? hintId : undefined} />
        <span>{label}</span>
      </CheckboxLabel>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </div>
  );
}

export interface CheckboxOption {
  value: string;
  label: string;
  description?: string;
}

const OptionGrid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: 4px 16px;
`;

const OptionHint = styled(Hint)`
  margin-left: 28px;
`;

const GroupActions = styled.div`
  display: flex;
  gap: 8px;
`;

const SmallButton = styled.button`
  padding: 4px 8px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.secondary};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

interface CheckboxGroupProps {
  legend: string;
  hint?: string;
  options: readonly CheckboxOption[];
  value: readonly string[];
  onChange(value: string[]): void;
  onBlur?(): void;
  error?: string;
  columns?: number;
  /** Offers 'Select all' and 'Clear'. */
  bulk?: boolean;
}

/** A set of checkboxes in a fieldset; the value keeps the options' order. */
export function CheckboxGroup({ legend, hint, options, value, onChange, onBlur, error, columns = 2, bulk = false }: CheckboxGroupProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const toggle = (option: string, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    onChange(options.map((entry) => entry.value).filter((entry) => chosen.has(entry)));
  };
  return (
    <Fieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {bulk && (
        <GroupActions>
          <SmallButton type="button" onClick={() => onChange(options.map((option) => option.value))}>
            Select all
          </SmallButton>
          <SmallButton type="button" onClick={() => onChange([])}>
            Clear
          </SmallButton>
        </GroupActions>
      )}
      <OptionGrid $columns={columns}>
        {options.map((option) => (
          <div key={option.value}>
            <CheckboxLabel>
              <input
                type="checkbox"
                value={option.value}
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={onBlur}
                aria-describedby={option.description ? `${id}-${option.value}` : undefined}
              />
              <span>{option.label}</span>
            </CheckboxLabel>
            {option.description && <OptionHint id={`${id}-${option.value}`}>{option.description}</OptionHint>}
          </div>
        ))}
      </OptionGrid>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Fieldset>
  );
}

type StringListPath = 'mainFeatures' | 'userBenefits' | 'primaryAudience';

const ListItem = styled.li`
  display: flex;
  align-items: flex-end;
  gap: 8px;

  > :first-child {
    flex: 1;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ListButton = styled.button`
  align-self: flex-start;
  min-height: 44px;
  padding: 0 12px;
  border: 2px solid ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.secondary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * A list of short texts with add and remove buttons (main features, benefits, audiences). Adding focuses the
 * new entry; removing focuses the entry that takes its place, or the add button.
 */
export function TextListField({ name, legend, itemLabel, minEntries = 0 }: { name: StringListPath; legend: string; itemLabel: string; minEntries?: number }) {
  const { field } = useController<SolutionForm, StringListPath>({ name });
  const entries = field.value;
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Which entry to focus once the list has re-rendered after an add or a remove (-1: the add button).
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    const inputs = listRef.current?.querySelectorAll('input');
    (inputs?.[pendingFocus.current] ?? addRef.current)?.focus();
    pendingFocus.current = null;
  });
  const focusEntry = (index: number) => {
    pendingFocus.current = index;
  };
  const update = (next: string[]) => field.onChange(next);
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {entries.length > 0 && (
        <List ref={listRef}>
          {entries.map((entry, index) => (
            <ListItem key={index}>
              <TextField
                label={`${itemLabel} ${index + 1}`}
                value={entry}
                onChange={(event) => update(entries.map((current, at) => (at === index ? event.target.value : current)))}
                onBlur={field.onBlur}
              />
              {entries.length > minEntries && (
                <ListButton
                  type="button"
                  aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                  onClick={() => {
                    update(entries.filter((_, at) => at !== index));
                    focusEntry(Math.min(index, entries.length - 2));
                  }}
                >
                  Remove
                </ListButton>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <ListButton
        ref={addRef}
        type="button"
        onClick={() => {
          update([...entries, '']);
          focusEntry(entries.length);
        }}
      >
        Add {itemLabel.toLowerCase()}
      </ListButton>
    </Fieldset>
  );
}
