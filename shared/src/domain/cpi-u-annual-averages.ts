/**
 * Consumer Price Index for All Urban Consumers (CPI-U), U.S. city average, all items, not seasonally adjusted,
 * 1982-84=100: the annual averages of BLS series CUUR0000SA0, for the years the compensation files cover and the
 * years their figures are carried to.
 *
 * Source: U.S. Bureau of Labor Statistics, https://www.bls.gov/cpi/ (series CUUR0000SA0, annual average column).
 * Licence: a work of the U.S. federal government, in the public domain. The 2009–2019 values match the CPI.Average
 * column of data/indicators/state_minimum_wage_1968_2020.csv; 2024 matches the BLS's own 2024 annual average table.
 */
export const CPI_U_SERIES = 'CUUR0000SA0';

export const CPI_U_ANNUAL_AVERAGES: Readonly<Record<number, number>> = {
  2009: 214.537,
  2010: 218.056,
  2011: 224.939,
  2012: 229.594,
  2013: 232.957,
  2014: 236.736,
  2015: 237.017,
  2016: 240.007,
  2017: 245.12,
  2018: 251.107,
  2019: 255.657,
  2020: 258.811,
  2021: 270.97,
  2022: 292.655,
  2023: 304.702,
  2024: 313.689,
};
