import { DataTable, TableDownloads, TableScroller } from '@x4i/shared';
import { formatCount } from '@x4i/shared/domain';
import { COMPENSATION_MESSAGES, type PayTable } from '@x4i/shared/contracts';
import { useId } from 'react';
import { styled } from 'styled-components';
import { exportFileStem, formatPay, isShown, PAY_COLUMNS, payTableExport } from '../domain/pay-format';
import { CompensationSourceLine } from './compensation-source-line';
import { PayRangeChart } from './pay-range-chart';

const Frame = styled.section`
  margin: 0 0 40px;

  h3 {
    margin: 0 0 8px;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.secondary};
  }

  > p {
    max-width: 72ch;
    margin: 0 0 12px;
  }
`;

/** The chart and its table side by side where there is room, stacked on a phone. */
const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 24px;
  align-items: start;

  ${({ theme }) => theme.below.sm} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Table = styled(DataTable)`
  font-size: 0.875rem;

  th,
  td {
    padding: 6px 8px;
  }

  .suppressed {
    font-style: italic;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  margin: 12px 0 0;
`;

export interface PayTableViewProps {
  table: Pick<PayTable, 'id' | 'title' | 'description' | 'rowHeading' | 'measure' | 'source' | 'rows'>;
  /** The report tab the table belongs to: with it, the table offers its CSV and JSON (only the report has them). */
  csvReport?: string;
  headingLevel?: 2 | 3;
}

/** A pay table: what it measures, the range chart, the table that is the chart's equivalent, its downloads and the source. */
export function PayTableView({ table, csvReport, headingLevel = 3 }: PayTableViewProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const filings = table.rows.reduce((sum, row) => sum + row.filings, 0);
  return (
    <Frame aria-labelledby={headingId}>
      <Heading id={headingId}>{table.title}</Heading>
      <p>
        {table.description} {table.measure}.
      </p>
      <Pair>
        <PayRangeChart title={table.title} rows={table.rows} />
        <TableScroller tabIndex={0} role="region" aria-label={`${table.title}: table`}>
          <Table>
            <caption>{table.title}</caption>
            <thead>
              <tr>
                <th scope="col">{table.rowHeading}</th>
                <th scope="col" className="number">
                  Filings
                </th>
                {PAY_COLUMNS.map((column) => (
                  <th key={column} scope="col" className="number">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  <td className="number">{formatCount(row.filings)}</td>
                  {isShown(row) ? (
                    [row.p25, row.median, row.p75, row.p90].map((value, index) => (
                      <td key={PAY_COLUMNS[index]} className="number">
                        {formatPay(value)}
                      </td>
                    ))
                  ) : (
                    <td colSpan={4} className="suppressed">
                      {COMPENSATION_MESSAGES.suppressed}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      </Pair>
      {csvReport && (
        <Actions>
          <TableDownloads table={payTableExport(table)} fileStem={exportFileStem(csvReport, table)} />
        </Actions>
      )}
      <CompensationSourceLine source={table.source} filings={filings} />
    </Frame>
  );
}
