import { buildTabData } from '../../../testing/compensation-fixtures';
import { toCsv } from '@x4i/shared/domain';
import { exportFileStem, formatFigure, formatPay, isShown, payTableExport } from './pay-format';

describe('pay formatting', () => {
  it('formats currency without cents, counts with separators and percents with their sign', () => {
    expect(formatPay(123456.78)).toBe('$123,457');
    expect(formatFigure({ value: 123456.78, format: 'currency' })).toBe('$123,457');
    expect(formatFigure({ value: 12843, format: 'count' })).toBe('12,843');
    expect(formatFigure({ value: 47.25, format: 'percent' })).toBe('47.3%');
    expect(formatFigure({ value: null, format: 'count' })).toBeNull();
  });

  it('shows a group only with at least 5 filings and its figures', () => {
    expect(isShown({ filings: 5, p25: 1, median: 2, p75: 3, p90: 4 })).toBe(true);
    expect(isShown({ filings: 4, p25: 1, median: 2, p75: 3, p90: 4 })).toBe(false);
    expect(isShown({ filings: 50, p25: null, median: null, p75: null, p90: null })).toBe(false);
  });
});

describe('payTableExport', () => {
  it('lists each row with its filings and raw figures, leaving a suppressed row’s figures empty, with its source', () => {
    const table = buildTabData('benchmarking').tables[0]!;
    const exported = payTableExport(table);
    expect(toCsv(exported.header, exported.rows)).toBe(
      'Income bucket,Filings,25th percentile,Median,75th percentile,90th percentile\n' +
        'Small: Less than $1M,5000,40000,60000,85000,110000\n' +
        'Enterprise: Over $50M,3,,,,\n',
    );
    expect(exported.title).toBe(table.title);
    expect(exported.sources).toEqual([{ name: table.source.name, year: table.source.years, url: table.source.url }]);
    expect(exportFileStem('benchmarking', table)).toBe('nonprofit-compensation-benchmarking-by-income-bucket');
  });
});
