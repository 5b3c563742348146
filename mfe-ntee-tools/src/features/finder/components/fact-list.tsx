import { styled } from 'styled-components';

/** A definition list laid out as a two-column table on wide screens, stacked on phones. */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: minmax(10rem, 14rem) 1fr;
  gap: 12px 24px;
  margin: 0;

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.secondary};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.below.xs} {
    grid-template-columns: 1fr;
    gap: 4px;

    dd + dt {
      margin-top: 12px;
    }
  }
`;

export const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
