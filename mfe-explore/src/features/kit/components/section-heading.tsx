import { styled } from 'styled-components';

/** A section's h2 on the directory's pages. */
export const SectionHeading = styled.h2`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.secondary};
  font-size: 1.375rem;
  line-height: 1.3;
`;
