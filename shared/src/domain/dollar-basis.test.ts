import { CPI_U_ANNUAL_AVERAGES } from './cpi-u-annual-averages.js';
import { DOLLAR_BASIS_TEXT, hasCpiU, inDollarsOf, REPORT_DOLLAR_YEAR } from './dollar-basis.js';

describe('inDollarsOf', () => {
  it('states every figure in the latest full year of the CPI-U data', () => {
    expect(REPORT_DOLLAR_YEAR).toBe(2024);
    expect(DOLLAR_BASIS_TEXT).toBe('in 2024 dollars, adjusted with CPI-U');
  });

  it('carries an amount with the ratio of the two annual averages', () => {
    // 2018 → 2024: 313.689 / 251.107.
    expect(inDollarsOf(100_000, 2018)).toBeCloseTo(124_922.4, 1);
    expect(inDollarsOf(100_000, 2022)).toBeCloseTo(107_187.3, 1);
    expect(inDollarsOf(50_000, 2010, 2019)).toBeCloseTo((50_000 * 255.657) / 218.056, 6);
  });

  it('leaves an amount of the target year as it is', () => {
    expect(inDollarsOf(123_456, REPORT_DOLLAR_YEAR)).toBe(123_456);
  });

  it('refuses a year without an annual average', () => {
    expect(() => inDollarsOf(1, 2008)).toThrow(RangeError);
    expect(() => inDollarsOf(1, 2010, 2031)).toThrow('No CPI-U annual average for 2031');
    expect(hasCpiU(2009)).toBe(true);
  });

  it('holds the published annual averages, rising every year the files cover but 2009', () => {
    expect(CPI_U_ANNUAL_AVERAGES[2009]).toBe(214.537);
    expect(CPI_U_ANNUAL_AVERAGES[2020]).toBe(258.811);
    expect(CPI_U_ANNUAL_AVERAGES[2024]).toBe(313.689);
    const years = Object.keys(CPI_U_ANNUAL_AVERAGES).map(Number);
    for (const year of years.filter((year) => year > 2010)) expect(CPI_U_ANNUAL_AVERAGES[year]!).toBeGreaterThan(CPI_U_ANNUAL_AVERAGES[year - 1]!);
  });
});
