import {
  compensationTabOf,
  defaultTitleOf,
  effectiveSelection,
  isSuppressed,
  keepOffered,
  standardTitleOf,
  titleKey,
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
