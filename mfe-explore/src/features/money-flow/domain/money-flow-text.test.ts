import type { MoneyFlowCoverage } from '@x4i/shared/contracts';
import { moneyFlowFixtureFiles } from '@x4i/shared/testing';
import { coverageText, formatDollars, formatOrganizations } from './money-flow-text';

describe('money-flow figures', () => {
  it("abbreviates dollars with '0a'", () => {
    expect(formatDollars(2_482_216_522)).toBe('$2B');
    expect(formatDollars(845_000)).toBe('$845K');
    expect(formatDollars(1.2e12)).toBe('$1.2T');
    expect(formatDollars(-10_742)).toBe('-$11K');
    expect(formatDollars(0)).toBe('$0');
  });

  it('counts organizations', () => {
    expect(formatOrganizations(1)).toBe('1 organization');
    expect(formatOrganizations(350_040)).toBe('350,040 organizations');
  });

});

describe('coverageText', () => {
  const coverage: MoneyFlowCoverage = { states: ['AK', 'AR', 'OR', 'VT'], files: [...moneyFlowFixtureFiles], sourceUrl: 'https://www.irs.gov/' };

  it('names the source, the states and the date most files share, and the files of another date', () => {
    expect(coverageText(coverage)).toBe(
      'IRS Exempt Organizations Business Master File, 4 states, files dated April 13, 2026 (Oregon: March 6, 2018)',
    );
  });

  it('gives one date when all files share it', () => {
    const files = coverage.files.filter((file) => file.region !== 'OR');
    expect(coverageText({ ...coverage, states: ['AK', 'AR', 'VT'], files })).toBe(
      'IRS Exempt Organizations Business Master File, 3 states, files dated April 13, 2026',
    );
  });

  it('says the source even without files', () => {
    expect(coverageText({ ...coverage, states: [], files: [] })).toBe('IRS Exempt Organizations Business Master File, 0 states');
  });
});
