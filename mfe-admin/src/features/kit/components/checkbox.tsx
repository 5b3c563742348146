import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from 'styled-components';

const Label = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 36px;
  cursor: pointer;

  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.secondary};
  }

  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
}

/** A native checkbox inside its label, so the whole line is the target. */
export function Checkbox({ label, className, ...inputProps }: CheckboxProps) {
  return (
    <Label className={className}>
      <input type="checkbox" {...inputProps} />
      <span>{label}</span>
    </Label>
  );
}
