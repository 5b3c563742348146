import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { visuallyHiddenCss } from './visually-hidden.js';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Label = styled.label<{ $hidden: boolean }>`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  ${({ $hidden }) => ($hidden ? visuallyHiddenCss : '')}
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorMessage = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.error};
`;

const Input = styled.input<{ $invalid: boolean }>`
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.textMuted)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  /** Keeps the label for screen readers only, when the context already shows what the field is for. */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error message; when set the field is marked invalid and the message is read with it. */
  error?: ReactNode;
}

export function TextField({ label, hideLabel = false, hint, error, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [inputProps['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <Field className={className}>
      <Label htmlFor={inputId} $hidden={hideLabel}>
        {label}
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Input
        type="text"
        {...inputProps}
        id={inputId}
        $invalid={!!error}
        aria-invalid={error ? true : inputProps['aria-invalid']}
        aria-describedby={describedBy}
      />
      {error && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
    </Field>
  );
}
