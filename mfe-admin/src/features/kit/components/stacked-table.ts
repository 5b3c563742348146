import { styled } from 'styled-components';
import { DataTable } from './data-table';

/**
 * A DataTable for long text (the outbox, the inbox): words break anywhere, and a details/summary opens in place.
 * On a phone its rows become labelled lines like every admin table's (each cell's data-label names it).
 */
export const StackedTable = styled(DataTable)`
  td {
    overflow-wrap: anywhere;
  }

  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.secondary};
  }

  summary:focus-visible,
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  a {
    color: ${({ theme }) => theme.colors.secondary};
  }

  pre {
    margin: 8px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font: inherit;
  }
`;
