import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useController, useFormContext, useFormState, type FieldPath, type FieldPathValue } from 'react-hook-form';
import { styled } from 'styled-components';
import { TextAreaField, TextField } from '@x4i/shared';
import type { SolutionForm } from '../domain/solution-form';
import type { Rule } from '../domain/solution-rules';
import { CheckboxGroup, CheckboxLabel, Fields, Fieldset, Hint, Row, type CheckboxOption } from '../../kit/components/form-layout';

export { CheckboxGroup, Fields, Fieldset, Hint, Row, type CheckboxOption };

/** The inputs of the solution form, bound to react-hook-form; every rule is a pure function from solution-rules. */

type Path = FieldPath<SolutionForm>;
type StringPath = { [P in Path]: FieldPathValue<SolutionForm, P> extends string ? P : never }[Path];
type BooleanPath = { [P in Path]: FieldPathValue<SolutionForm, P> extends boolean ? P : never }[Path];

/** react-hook-form wants true for a valid value. */
export const toValidate =
  <T,>(rule: Rule<T>) =>
  (value: T) =>
    rule(value) ?? true;


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
