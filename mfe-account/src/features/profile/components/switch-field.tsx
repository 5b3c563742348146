import { useId } from 'react';
import { styled } from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Label = styled.label`
  font-weight: 600;
  cursor: pointer;
`;

const Description = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/* A native checkbox with the switch role: keyboard, focus and form semantics come with it. */
const Track = styled.input`
  appearance: none;
  flex: none;
  position: relative;
  width: 48px;
  height: 28px;
  margin: 0;
  border: 2px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.white};
  cursor: pointer;
  transition: background-color 0.15s ease;

  &::before {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    transition: transform 0.15s ease;
  }

  &:checked {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primaryStrong};
  }

  &:checked::before {
    background: ${({ theme }) => theme.colors.white};
    transform: translateX(20px);
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &::before {
      transition: none;
    }
  }
`;

export interface SwitchFieldProps {
  label: string;
  description: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

export function SwitchField({ label, description, checked, onChange }: SwitchFieldProps) {
  const id = useId();
  return (
    <Row>
      <Text>
        <Label htmlFor={id}>{label}</Label>
        <Description id={`${id}-description`}>{description}</Description>
      </Text>
      <Track
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(event.target.checked)}
      />
    </Row>
  );
}
