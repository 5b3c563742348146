import { DataTable as SharedDataTable, TableScroller } from '@x4i/shared';
import { styled } from 'styled-components';

export { TableScroller };

/** The shared table, with the admin's rule: on a phone each row becomes a card. */
export const DataTable = styled(SharedDataTable)`
  th {
    white-space: nowrap;
  }

  /*
   * On a phone the columns do not fit: each row becomes a card, each cell a line with its column's name
   * (the cell's data-label) in front, so nothing hides off screen behind a sideways scroll.
   */
  ${({ theme }) => theme.below.xs} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }

    tr {
      display: block;
      padding: 8px 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    th,
    td {
      display: block;
      padding: 4px 0;
      border-bottom: 0;
    }

    th[scope='row'] {
      font-size: 1rem;
      white-space: normal;
    }

    td.number {
      text-align: left;
    }

    td[data-label]::before {
      content: attr(data-label) ': ';
      font-weight: 600;
      color: ${({ theme }) => theme.colors.secondary};
    }
  }
`;

/** The buttons and links of one row. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  align-items: center;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 8px;
    color: ${({ theme }) => theme.colors.secondary};
    font-weight: 600;
  }

  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
