import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { styled } from 'styled-components';
import { buttonCss, type ButtonVariant } from './button-styles.js';
import { SpinnerGlyph } from './spinner.js';

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonCss}
`;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** Shows a spinner and ignores clicks; the button keeps focus (it is not disabled) so keyboard users stay put. */
  loading?: boolean;
}

export function Button({ variant = 'primary', loading = false, type = 'button', onClick, children, ...rest }: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading && <SpinnerGlyph $size={16} />}
      {children}
    </StyledButton>
  );
}
