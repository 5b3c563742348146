import { styled } from 'styled-components';

/** The page's content column: centred, at most theme.contentMaxWidth wide, with padding that shrinks on phones. */
export const PageContainer = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: ${({ theme }) => theme.contentMaxWidth}px;
  margin: 0 auto;
  padding: 40px 32px;

  ${({ theme }) => theme.below.sm} {
    padding: 32px 24px;
  }

  ${({ theme }) => theme.below.xs} {
    padding: 24px 16px;
  }
`;
