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

/** The look of every data table: full width, ruled rows, a left caption, right-aligned numbers. */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    padding-bottom: 8px;
    text-align: left;
    font-weight: 600;
  }

  th,
  td {
    padding: 10px 12px;
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
`;
