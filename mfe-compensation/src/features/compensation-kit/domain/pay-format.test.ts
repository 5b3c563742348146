import { buildTabData } from '../../../mocks/compensation-fixtures';
import { csvFileName, formatFigure, formatPay, isShown, payTableCsv } from './pay-format';

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

describe('payTableCsv', () => {
  it('lists each row with its filings and raw figures, leaving a suppressed row’s figures empty', () => {
    const table = buildTabData('benchmarking').tables[0]!;
    expect(payTableCsv(table)).toBe(
      'Income bucket,Filings,25th percentile,Median,75th percentile,90th percentile\n' +
        'Small: Less than $1M,5000,40000,60000,85000,110000\n' +
        'Enterprise: Over $50M,3,,,,\n',
    );
    expect(csvFileName('benchmarking', table)).toBe('nonprofit-compensation-benchmarking-by-income-bucket.csv');
  });

  it('quotes labels with commas', () => {
    expect(payTableCsv({ rowHeading: 'Title', rows: [{ key: 'a', label: 'President, CEO', filings: 9, p25: 1, median: 2, p75: 3, p90: 4 }] })).toBe(
      'Title,Filings,25th percentile,Median,75th percentile,90th percentile\n"President, CEO",9,1,2,3,4\n',
    );
  });
});
