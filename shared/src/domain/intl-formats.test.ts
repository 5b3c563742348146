import { dateTimeFormat, listFormat, numberFormat } from './intl-formats.js';

describe('kept Intl formatters', () => {
  it('formats in US English', () => {
    expect(numberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(1234.4)).toBe('$1,234');
    expect(dateTimeFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 3, 1))).toBe('April 2026');
    expect(listFormat({ type: 'conjunction' }).format(['Oregon', 'Texas', 'Utah'])).toBe('Oregon, Texas, and Utah');
  });

  it('makes one formatter per set of options', () => {
    expect(numberFormat({ maximumFractionDigits: 1 })).toBe(numberFormat({ maximumFractionDigits: 1 }));
    expect(numberFormat({ maximumFractionDigits: 1 })).not.toBe(numberFormat({ maximumFractionDigits: 2 }));
    expect(numberFormat()).toBe(numberFormat({}));
  });
});
