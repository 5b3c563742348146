import { styled } from 'styled-components';
import { DataTable } from './data-table';

/**
 * A DataTable whose rows become stacks of labelled lines below 640 px (each cell's data-label names it), so a
 * 390 px screen reads every column without scrolling sideways. Its details/summary open in place.
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

  @media (max-width: 640px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }

    tr,
    td {
      display: block;
    }

    tr {
      padding: 12px 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    td {
      padding: 2px 0;
      border: 0;
    }

    td::before {
      content: attr(data-label) ': ';
      font-weight: 600;
    }
  }
`;
