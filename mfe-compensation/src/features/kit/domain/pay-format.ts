import { formatCount, isSuppressed, numberFormat, type ExportedTable } from '@x4i/shared/domain';
import { type CompensationFigure, type PayRow, type PayStats, type PayTable } from '@x4i/shared/contracts';

const dollars = () => numberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percent = () => numberFormat({ maximumFractionDigits: 1 });

/** Pay in whole dollars: the figures are estimates carried across years with a price index, so cents would claim a precision they lack. */
export function formatPay(value: number): string {
  return dollars().format(Math.round(value));
}

/** A figure as its format says: currency without cents, a count with separators, a percent with one decimal. */
export function formatFigure(figure: Pick<CompensationFigure, 'value' | 'format'>): string | null {
  if (figure.value === null) return null;
  switch (figure.format) {
    case 'currency':
      return formatPay(figure.value);
    case 'count':
      return formatCount(figure.value);
    case 'percent':
      return `${percent().format(figure.value)}%`;
  }
}

export function filingsText(filings: number): string {
  return `${formatCount(filings)} ${filings === 1 ? 'filing' : 'filings'}`;
}

/** A group shows its figures only with enough filings and all four figures present. */
export function isShown(stats: PayStats): stats is PayStats & { p25: number; median: number; p75: number; p90: number } {
  return !isSuppressed(stats.filings) && stats.p25 !== null && stats.median !== null && stats.p75 !== null && stats.p90 !== null;
}

export const PAY_COLUMNS = ['25th percentile', 'Median', '75th percentile', '90th percentile'] as const;

/** A pay table for download: each row with its filings and raw figures (a suppressed row's left empty), and its source. */
export function payTableExport(table: Pick<PayTable, 'title' | 'rowHeading' | 'rows' | 'source'>): ExportedTable {
  return {
    title: table.title,
    header: [table.rowHeading, 'Filings', ...PAY_COLUMNS],
    rows: table.rows.map((row: PayRow) => {
      const shown = isShown(row);
      return [row.label, row.filings, shown ? row.p25 : null, shown ? row.median : null, shown ? row.p75 : null, shown ? row.p90 : null];
    }),
    sources: [{ name: table.source.name, year: table.source.years, url: table.source.url }],
  };
}

/** 'nonprofit-compensation-benchmarking-by-income-bucket': the report tab and the table (the download adds the day). */
export function exportFileStem(report: string, table: Pick<PayTable, 'id'>): string {
  return `nonprofit-compensation-${report}-${table.id}`;
}
