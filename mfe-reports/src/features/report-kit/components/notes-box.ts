import { styled } from 'styled-components';

/** A shaded box after a report's sections: what it does not cover, what it does not measure, its sources. */
export const NotesBox = styled.section`
  margin: 0 0 40px;
  padding: 16px 20px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius}px;

  h2 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }

  ul {
    margin: 0;
    padding-left: 20px;
  }
`;
