import { formatCount, numberFormat } from '@x4i/shared/domain';
import { type ReportValueFormat } from '@x4i/shared/contracts';

/**
 * How a report value reads: counts with separators, percents with their sign, currency in dollars (abbreviated
 * past a million), rates with the section's decimals. Number formatting is Intl's, in US English.
 */
export function formatReportValue(value: number, format: ReportValueFormat, decimals = 0): string {
  const fixed = (options: Intl.NumberFormatOptions = {}) =>
    numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals, ...options }).format(value);
  switch (format) {
    case 'count':
      return decimals === 0 ? formatCount(Math.round(value)) : fixed();
    case 'percent':
      return `${fixed()}%`;
    case 'currency':
      // The minimum is said outright: engines disagree on its default for compact currency ('$1.0B' in Node 22,
      // '$1B' in current browsers), and the page rendered on the server must read as the browser renders it.
      return Math.abs(value) >= 1_000_000
        ? numberFormat({ style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(value)
        : fixed({ style: 'currency', currency: 'USD' });
    case 'rate':
      return fixed();
  }
}
