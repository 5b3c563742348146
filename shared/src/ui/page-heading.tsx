import { styled } from 'styled-components';

/** The page's one h1 (render it `as="h2"` for a section heading with the same look). */
export const PageHeading = styled.h1`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.secondary};
  font-size: clamp(1.75rem, 1.2rem + 2vw, 2.5rem);
  font-weight: 700;
  line-height: 1.2;
`;
