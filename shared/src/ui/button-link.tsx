import type { ComponentPropsWithRef } from 'react';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { buttonCss, type ButtonVariant } from './button-styles.js';

const StyledLink = styled(Link)<{ $variant: ButtonVariant }>`
  ${buttonCss}
`;

export interface ButtonLinkProps extends ComponentPropsWithRef<typeof Link> {
  variant?: ButtonVariant;
}

/** A router link that looks like a button: for navigation, where a real button would be wrong. */
export function ButtonLink({ variant = 'primary', ...rest }: ButtonLinkProps) {
  return <StyledLink {...rest} $variant={variant} />;
}
