import { styled } from 'styled-components';

/** Scrolls sideways inside its own box on a narrow screen; focusable so that a keyboard can scroll it. */
export const TableScroller = styled.div`
  overflow-x: auto;
  max-width: 100%;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  caption {
    padding-bottom: 8px;
    text-align: left;
    font-weight: 600;
  }

  th,
  td {
    padding: 8px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 0.875rem;
  }

  .number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  tr[aria-current='true'] {
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
  }
`;

export const Section = styled.section`
  margin: 0 0 32px;

  h2 {
    margin: 0 0 12px;
    font-size: 1.375rem;
    color: ${({ theme }) => theme.colors.secondary};
  }

  h3 {
    margin: 16px 0 8px;
    font-size: 1.125rem;
  }
`;
