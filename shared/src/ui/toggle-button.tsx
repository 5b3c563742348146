import { Button, type ButtonProps } from './button.js';
import { styled } from 'styled-components';

const Pressed = styled(Button)`
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.white};
  }
`;

const Check = styled.span`
  font-weight: 700;
`;

export interface ToggleButtonProps extends Omit<ButtonProps, 'variant'> {
  pressed: boolean;
}

/** A two-state button (aria-pressed): its name stays the same, the pressed state says whether it is on. */
export function ToggleButton({ pressed, children, ...rest }: ToggleButtonProps) {
  return (
    <Pressed {...rest} variant="secondary" aria-pressed={pressed}>
      {pressed && <Check aria-hidden="true">✓</Check>}
      {children}
    </Pressed>
  );
}
