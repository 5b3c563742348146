import { styled } from 'styled-components';

export const Card = styled.div`
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
`;

/** The card a premium tool shows to let a visitor in: its heading, a sentence or two, and one action. */
export const AccessBox = styled(Card)`
  margin: 0 0 32px;
  max-width: 72ch;

  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.secondary};
  }

  p {
    margin: 0 0 16px;
  }
`;
