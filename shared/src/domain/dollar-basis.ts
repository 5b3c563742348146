import { CPI_U_ANNUAL_AVERAGES } from './cpi-u-annual-averages.js';

/**
 * One dollar basis for every pay figure of the compensation report: amounts from different years are carried to
 * the latest full year of the CPI-U data with the ratio of annual averages, so that a 2010 salary and a 2018 one
 * can stand in one sentence.
 */

/** The year every figure is stated in: the latest full year of the CPI-U annual averages. */
export const REPORT_DOLLAR_YEAR: number = Math.max(...Object.keys(CPI_U_ANNUAL_AVERAGES).map(Number));

/** 'in 2024 dollars, adjusted with CPI-U': what a figure's label or sentence says of its basis. */
export const DOLLAR_BASIS_TEXT = `in ${REPORT_DOLLAR_YEAR} dollars, adjusted with CPI-U`;

export function hasCpiU(year: number): boolean {
  return Object.hasOwn(CPI_U_ANNUAL_AVERAGES, year);
}

/**
 * An amount of `fromYear`'s dollars in `toYear`'s: amount × CPI(toYear) / CPI(fromYear). A year without an annual
 * average is refused rather than guessed, so that a file of a new year fails its import instead of showing a
 * figure on a basis nobody chose.
 */
export function inDollarsOf(amount: number, fromYear: number, toYear: number = REPORT_DOLLAR_YEAR): number {
  for (const year of [fromYear, toYear]) {
    if (!hasCpiU(year)) throw new RangeError(`No CPI-U annual average for ${year}`);
  }
  return (amount * CPI_U_ANNUAL_AVERAGES[toYear]!) / CPI_U_ANNUAL_AVERAGES[fromYear]!;
}
