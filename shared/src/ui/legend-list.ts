import { styled } from 'styled-components';

/** The keys under a map or chart: small items in a wrapping row. */
export const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.text};
`;
