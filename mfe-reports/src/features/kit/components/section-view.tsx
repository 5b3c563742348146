import { KeyFigures, TableDownloads, UsMap, UsMapScaleLegend } from '@x4i/shared';
import { NO_DATA, usStateName, type MapScale } from '@x4i/shared/domain';
import { type ReportSection } from '@x4i/shared/contracts';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { styled } from 'styled-components';
import { formatReportValue } from '../domain/format-value';
import { sectionTable } from '../domain/section-table';
import { BarChart } from './bar-chart';
import { CountyMap } from './county-map';
import { LineChart } from './line-chart';
import { ReportSectionFrame, Table, TableScroller } from './report-table';
import { SourceLine } from './source-line';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: 12px;
`;

/** Where a section's values would be, when its source does not cover the place. */
const NoDataNote = styled.p`
  max-width: 72ch;
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.surface};
`;

/** A map wide enough to read and small enough to see whole beside its text. */
const MapBox = styled.div`
  max-width: 760px;
`;

/**
 * Totals (counts, dollar amounts) are skewed and shade from zero; rates, shares and prices (a poverty rate, beds
 * per 1,000 people, a minimum wage in cents) cluster far from zero and shade over their range.
 */
export function mapScaleOf(section: Pick<ReportSection, 'format' | 'decimals'>): MapScale {
  if (section.format === 'count') return 'share-of-largest';
  if (section.format === 'currency' && section.decimals === 0) return 'share-of-largest';
  return 'range';
}

/** The chart, map or figures of a section, drawn from the same values the table lists. */
function Visual({ section }: { section: ReportSection }) {
  const format = (value: number) => formatReportValue(value, section.format, section.decimals);
  switch (section.kind) {
    case 'state-map': {
      const values = Object.fromEntries(section.values.map((entry) => [entry.state, entry.value]));
      const scale = mapScaleOf(section);
      return (
        <MapBox>
          <UsMap
            title={section.title}
            values={values}
            formatValue={format}
            scale={scale}
            uncovered={section.uncovered}
            legend={<UsMapScaleLegend values={values} label={section.unit} formatBound={format} scale={scale} uncovered={section.uncovered} />}
          />
        </MapBox>
      );
    }
    case 'time-series':
      return <LineChart title={section.title} series={section.series} format={section.format} decimals={section.decimals} />;
    case 'bars':
      return <BarChart title={section.title} bars={section.bars} formatValue={format} />;
    case 'county-map':
      return (
        <MapBox>
          <CountyMap section={section} formatValue={format} scale={mapScaleOf(section)} />
        </MapBox>
      );
    case 'table':
      // The table is the visual: SectionView shows it open.
      return null;
    case 'figures':
      return (
        <KeyFigures>
          {section.figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>{figure.value === null ? NO_DATA : formatReportValue(figure.value, figure.format, figure.decimals)}</dd>
            </div>
          ))}
        </KeyFigures>
      );
  }
}

/**
 * One section of a report: title, what it measures, the visual, its table (as CSV and JSON), and its source. `aside` is
 * said right after the description (a page's notes on the figures, such as how many are demo items).
 */
export function SectionView({ section, fileStem, aside }: { section: ReportSection; fileStem: string; aside?: ReactNode }) {
  const headingId = useId();
  const table = sectionTable(section);
  const cell = (value: unknown, numeric: boolean, row: readonly unknown[], index: number) => {
    // A figure or a state the source does not cover has no data; elsewhere a missing cell is just not published.
    if (value === null || value === undefined) return section.kind === 'figures' || section.kind === 'state-map' ? NO_DATA : '–';
    if (!numeric || typeof value !== 'number') return String(value);
    // Figures and table columns carry their own format.
    const figure = section.kind === 'figures' ? section.figures.find((item) => item.label === row[0]) : undefined;
    if (figure) return formatReportValue(value, figure.format, figure.decimals);
    const column = section.kind === 'table' ? section.columns[index] : undefined;
    if (column && column.format !== 'text') return formatReportValue(value, column.format, column.decimals);
    return formatReportValue(value, section.format, section.decimals);
  };
  // The row header: the first column, or a table's first text column (a ranking's county rather than its rank).
  const headerColumn = section.kind === 'table' ? Math.max(0, section.columns.findIndex((column) => column.format === 'text')) : 0;
  const tableView = (
    <TableScroller tabIndex={0} role="region" aria-label={`${section.title}: table`}>
      <Table>
        <caption>{section.title}</caption>
        <thead>
          <tr>
            {table.header.map((name, index) => (
              <th key={name} scope="col" className={table.numeric[index] ? 'number' : undefined}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((value, index) =>
                index === headerColumn ? (
                  <th key={index} scope="row">
                    {cell(value, false, row, index)}
                  </th>
                ) : (
                  <td key={index} className={table.numeric[index] ? 'number' : undefined}>
                    {cell(value, table.numeric[index] ?? false, row, index)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  );

  return (
    <ReportSectionFrame id={section.id} aria-labelledby={headingId}>
      <h2 id={headingId}>{section.title}</h2>
      {section.description && <p>{section.description}</p>}
      {aside}
      {section.noData && <NoDataNote role="note">{section.noData}</NoDataNote>}
      {/* Figures say 'No data' one by one; a chart of nothing is left out. */}
      {(!section.noData || section.kind === 'figures') && <Visual section={section} />}
      <SourceLine source={section.source} alsoFrom={section.alsoFrom} />
      {/* A table section's table is its visual, shown open; the others keep theirs behind a toggle. */}
      {section.kind === 'table' ? (
        tableView
      ) : (
        <TableToggle>{tableView}</TableToggle>
      )}
      <Actions>
        <TableDownloads
          table={{ title: section.title, header: table.header, rows: table.rows, sources: [section.source, ...(section.alsoFrom ?? [])] }}
          fileStem={`${fileStem}-${section.id}`}
        />
      </Actions>
    </ReportSectionFrame>
  );
}

/**
 * A chart's table behind "Show the table", made when it is first opened. A report page has a dozen of them with a
 * row per state: sent closed in the page's HTML, they were most of its elements (2,762 on No Poverty), which a
 * phone parsed, laid out and hydrated before it answered a tap.
 */
function TableToggle({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    // The paper copy has the tables (see SaveAsPdf), and the browser lays it out as soon as this returns.
    const onBeforePrint = () => flushSync(() => setOpened(true));
    window.addEventListener('beforeprint', onBeforePrint);
    return () => window.removeEventListener('beforeprint', onBeforePrint);
  }, []);
  return (
    <details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>Show the table</summary>
      {opened && children}
    </details>
  );
}

/** A state code as the page names it. */
export const placeName = (state: string | null) => (state ? usStateName(state) : 'the United States');
