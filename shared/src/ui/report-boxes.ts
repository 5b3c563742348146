import { styled } from 'styled-components';

/** Key figures in large type, each a label (dt), its value (dd) and, if any, a note in small type (a second dd), in a box. */
export const KeyFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 16px;
  margin: 0;

  div {
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius}px;
  }

  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 4px 0 0;
    font-size: 1.375rem;
    font-weight: 700;
  }

  dd + dd {
    font-size: 0.8125rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

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
