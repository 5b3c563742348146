import { formatIrsMonth, formatIsoDate, irsRulingYear } from './irs-dates.js';

describe('IRS dates', () => {
  it('names the month of a YYYYMM value', () => {
    expect(formatIrsMonth('202604')).toBe('April 2026');
    expect(formatIrsMonth('202512')).toBe('December 2025');
    expect(formatIrsMonth('202613')).toBeNull();
    expect(formatIrsMonth('')).toBeNull();
    expect(formatIrsMonth(null)).toBeNull();
  });

  it('reads the ruling year', () => {
    expect(irsRulingYear('202312')).toBe(2023);
    expect(irsRulingYear('000000')).toBeNull();
    expect(irsRulingYear(undefined)).toBeNull();
  });

  it('formats a snapshot date without a time-zone shift', () => {
    expect(formatIsoDate('2026-04-13')).toBe('April 13, 2026');
    expect(formatIsoDate('2026-04-13T10:00:00Z')).toBe('April 13, 2026');
    expect(formatIsoDate('soon')).toBeNull();
  });
});
