import { useId } from 'react';
import { styled } from 'styled-components';
import { FieldError } from '@x4i/shared';

/*
 * The layout and plain controls the directory's create and edit workflows share (solutions, challenges, grants):
 * no form library types here, so every workflow can use them with its own form.
 */
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

export const CheckboxLabel = styled.label`
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
