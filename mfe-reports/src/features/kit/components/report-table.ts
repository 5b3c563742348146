import { DataTable, TableScroller } from '@x4i/shared';
import { styled } from 'styled-components';

export { TableScroller };

/** The shared table, a little denser, with the selected state's row marked. */
export const Table = styled(DataTable)`
  font-size: 0.9375rem;

  th,
  td {
    padding: 8px 10px;
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


/** One section of a report page (a chart with its table, the top nonprofits): its heading, text and table toggle. */
export const ReportSectionFrame = styled.section`
  margin: 0 0 40px;

  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.secondary};
  }

  > p {
    max-width: 72ch;
    margin: 0 0 16px;
  }

  details {
    margin-top: 12px;
  }

  summary {
    cursor: pointer;
    font-weight: 600;
  }
`;
