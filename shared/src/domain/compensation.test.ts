import {
  compensationTabOf,
  defaultTitleOf,
  effectiveSelection,
  isSuppressed,
  keepOffered,
  standardTitleOf,
  titleKey,
  normalizeTitle,
  reportTitleOf,
  standardOfReportTitle,
  estimateFromPeers,
} from './compensation.js';

describe('the compensation tool’s rules', () => {
  it('leads an unknown or missing tab to orientation', () => {
    expect(compensationTabOf('Gender-Gap')).toBe('gender-gap');
    expect(compensationTabOf('salaries')).toBe('orientation');
    expect(compensationTabOf(undefined)).toBe('orientation');
  });

  it('starts benchmarking and the calculator from EXECUTIVE DIRECTOR / OFFICER, the other tabs from no title', () => {
    expect(defaultTitleOf('benchmarking')).toBe('EXECUTIVE DIRECTOR / OFFICER');
    expect(defaultTitleOf('salary-calculator')).toBe('EXECUTIVE DIRECTOR / OFFICER');
    expect(defaultTitleOf('top-10')).toBeNull();
  });

  it('suppresses a cell of fewer than five filings', () => {
    expect(isSuppressed(4)).toBe(true);
    expect(isSuppressed(5)).toBe(false);
  });

  it('counts every option selected as none, and drops what is no longer offered', () => {
    expect(effectiveSelection(['WEST', 'SOUTH', 'NORTHEAST', 'MIDWEST'], ['MIDWEST', 'NORTHEAST', 'SOUTH', 'WEST'])).toEqual([]);
    expect(effectiveSelection(['WEST', 'WEST'], ['MIDWEST', 'WEST'])).toEqual(['WEST']);
    expect(keepOffered(['SMALL', 'ENTERPRISE'], ['SMALL', 'LOWER_MID'])).toEqual(['SMALL']);
  });

  it('reads a title as filed through the title variants, and leaves an unknown one unknown', () => {
    const variants = new Map([
      ['CEO AND PRESIDENT', 'CEO'],
      ['EXEC DIRECTOR', 'CEO'],
    ]);
    expect(titleKey(' ceo & president ')).toBe('CEO AND PRESIDENT');
    expect(standardTitleOf('Exec. Director', variants)).toBe('CEO');
    expect(standardTitleOf('Chief Happiness Officer', variants)).toBeNull();
  });
});

describe('title normalisation', () => {
  const variants = new Map([
    ['EXECUTIVE DIRECTOR', 'CEO'],
    ['CHIEF EXECUTIVE OFFICER', 'CEO'],
    ['VICE PRESIDENT', 'VICE PRESIDENT'],
    ['SECRETARY TREASURER', 'BOARD SECRETARY'],
    ['DIRECTOR OF FINANCE', 'CFO'],
    ['DIRECTOR OF FUNDRAISING', 'DEVELOPMENT DIRECTOR'],
  ]);

  it('reads a title through its variants, whatever its case and punctuation', () => {
    expect(normalizeTitle(' executive director. ', variants)).toBe('CEO');
  });

  it('spells out abbreviations first', () => {
    expect(normalizeTitle('Exec. Dir.', variants)).toBe('CEO');
    expect(normalizeTitle('VP', variants)).toBe('VICE PRESIDENT');
    expect(normalizeTitle('Sec/Treas', variants)).toBe('BOARD SECRETARY');
  });

  it('completes a title cut short only when one standard title fits', () => {
    expect(normalizeTitle('EXECUTIVE DI', variants)).toBe('CEO');
    expect(normalizeTitle('DIRECTOR OF F', variants)).toBeNull();
    expect(normalizeTitle('DIR', variants)).toBeNull();
  });

  it('leaves an unknown title unknown', () => {
    expect(normalizeTitle('Hospitalist', variants)).toBeNull();
    expect(normalizeTitle('  ', variants)).toBeNull();
  });

  it('names the CEO the way the report does, and back', () => {
    expect(reportTitleOf('CEO')).toBe('EXECUTIVE DIRECTOR / OFFICER');
    expect(reportTitleOf('CFO')).toBe('CFO');
    expect(standardOfReportTitle('EXECUTIVE DIRECTOR / OFFICER')).toBe('CEO');
    expect(standardOfReportTitle('CFO')).toBe('CFO');
  });
});

describe('the salary calculator’s estimate', () => {
  const group = (basis: string, filings: number, median: number | null) => ({ basis, filings, p25: median && median * 0.8, median, p75: median && median * 1.2 });

  it('takes the closest peer group with enough filings', () => {
    expect(estimateFromPeers([group('exact', 12, 100_000), group('broader', 400, 90_000)])).toEqual({
      estimate: 100_000,
      low: 80_000,
      high: 120_000,
      filings: 12,
      basis: 'exact',
      broadened: false,
    });
  });

  it('broadens past a suppressed group and says so', () => {
    const estimate = estimateFromPeers([group('exact', 3, null), group('broader', 400, 90_000)]);
    expect(estimate).toMatchObject({ estimate: 90_000, basis: 'broader', broadened: true, filings: 400 });
  });

  it('gives no estimate when no group has enough filings', () => {
    expect(estimateFromPeers([group('exact', 4, null)])).toBeNull();
  });
});
