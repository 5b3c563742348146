import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { css, styled } from 'styled-components';
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

/** An error message in a form's colours; also for errors of the whole form (give it role="alert"). */
export const FieldError = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.error};
`;

const inputCss = css<{ $invalid: boolean }>`
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

const Input = styled.input<{ $invalid: boolean }>`
  min-height: 44px;
  ${inputCss}
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  min-height: 120px;
  resize: vertical;
  ${inputCss}
`;

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  /** Keeps the label for screen readers only, when the context already shows what the field is for. */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error message; when set the field is marked invalid and the message is read with it. */
  error?: ReactNode;
}

/** Ids that tie a control to its hint and error, so a screen reader reads them with it. */
function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode, describedByProp: string | undefined) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [describedByProp, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

export function TextField({ label, hideLabel = false, hint, error, id, className, ...inputProps }: TextFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error, inputProps['aria-describedby']);

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
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}

export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A multi-line TextField: same label, hint and error wiring. */
export function TextAreaField({ label, hint, error, id, className, ...textAreaProps }: TextAreaFieldProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error, textAreaProps['aria-describedby']);
  return (
    <Field className={className}>
      <Label htmlFor={inputId} $hidden={false}>
        {label}
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <TextArea
        {...textAreaProps}
        id={inputId}
        $invalid={!!error}
        aria-invalid={error ? true : textAreaProps['aria-invalid']}
        aria-describedby={describedBy}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
