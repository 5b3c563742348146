import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';

/**
 * A link that covers its card (the card is `position: relative` and shows the focus ring with `:focus-within`):
 * the whole card is one large target, and it reads as the link's own text alone.
 */
export const CardLink = styled(Link)`
  color: ${({ theme }) => theme.colors.secondary};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: none;
  }
`;
