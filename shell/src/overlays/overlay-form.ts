import { useRef, useState } from 'react';
import { styled } from 'styled-components';

/** The layout the overlays' forms share (Contact Us, request access). */
export const OverlayForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const FormIntro = styled.p<{ $muted?: boolean }>`
  margin: 0;
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
`;

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
`;

/** The confirmation that replaces a form once it is sent. */
export const FormDone = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;

  p {
    margin: 0;
  }
`;

/**
 * The field state of an overlay form: its values, the error of each field (cleared as the user edits it), and
 * focus on a field by its element id.
 */
export function useFormFields<Field extends string>(initial: () => Record<Field, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: Field) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const focusElement = (id: string) => formRef.current?.ownerDocument.getElementById(id)?.focus();

  return { values, setValues, errors, setErrors, formRef, update, focusElement };
}
