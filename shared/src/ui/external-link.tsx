import type { ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from './visually-hidden.js';

export interface ExternalLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'target' | 'rel'> {
  href: string;
}

/** A link to another site: opens in a new tab, without giving that tab a handle on this one, and says so. */
export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
