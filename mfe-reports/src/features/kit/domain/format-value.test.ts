import { formatReportValue } from './format-value';

describe('formatReportValue', () => {
  it('abbreviates dollars past a million without a trailing zero, the same on the server and in the browser', () => {
    expect(formatReportValue(1_000_000_000, 'currency')).toBe('$1B');
    expect(formatReportValue(13_000_000_000, 'currency')).toBe('$13B');
    expect(formatReportValue(787_000_000, 'currency')).toBe('$787M');
    expect(formatReportValue(1_620_000_000, 'currency')).toBe('$1.6B');
  });

  it('writes smaller amounts, counts, percents and rates with the decimals asked for', () => {
    expect(formatReportValue(950_000, 'currency')).toBe('$950,000');
    expect(formatReportValue(12345, 'count')).toBe('12,345');
    expect(formatReportValue(12.345, 'percent', 1)).toBe('12.3%');
    expect(formatReportValue(3.14159, 'rate', 2)).toBe('3.14');
  });
});
