import { useId, type ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;

  label {
    font-weight: 600;
  }
`;

const Select = styled.select`
  /* A long option would otherwise widen the select, and the page, past a phone's screen. */
  max-width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
}

/** A labelled native select, in the look of TextField. */
export function SelectField({ label, id, className, children, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <Field className={className}>
      <label htmlFor={selectId}>{label}</label>
      <Select {...selectProps} id={selectId}>
        {children}
      </Select>
    </Field>
  );
}
