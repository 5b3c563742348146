import { styled } from 'styled-components';

/** A section of the public compensation pages: its heading, and text at reading width. */
export const MarketingSection = styled.section`
  margin: 0 0 40px;

  > h2 {
    margin: 0 0 12px;
    font-size: 1.375rem;
    color: ${({ theme }) => theme.colors.secondary};
  }

  > p {
    max-width: 72ch;
  }
`;
