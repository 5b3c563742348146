import { styled } from 'styled-components';

/** One block of the page, on a card. */
export const Section = styled.section`
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.white};

  ${({ theme }) => theme.below.xs} {
    padding: 16px;
  }
`;

export const SectionHeading = styled.h2`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.secondary};
  font-size: 1.25rem;
  line-height: 1.3;
`;

/** A remark under the figures: what they are, and what they are not. */
export const Note = styled.p`
  max-width: 72ch;
  margin: 16px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

/** Label and value pairs, side by side on wide screens. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 16px;
  margin: 0;

  div {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9375rem;
    font-weight: 600;
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 1.75rem;
    font-weight: 700;
    line-height: 1.1;
  }
`;
