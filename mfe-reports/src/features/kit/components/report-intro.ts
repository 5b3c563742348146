import { styled } from 'styled-components';

/** A report's opening paragraph (and the line that names its place): a readable measure, space before the sections. */
export const ReportIntro = styled.p`
  max-width: 72ch;
  margin: 0 0 24px;
`;
