import type { ReportSource } from '@x4i/shared/contracts';
import { IRS_EO_BMF_SOURCE_URL } from '../db/queries/finder-page.js';

/**
 * Where each dataset of the report pages comes from (data/SOURCES.md), and the anchor of the Our Data page that
 * explains it. The year is not here: each section gives the year or span of the figures it shows.
 */
export type ReportDataset = Omit<ReportSource, 'year'>;

const aboutPath = (anchor: string) => `/our-data#${anchor}`;

export const SAIPE_SOURCE: ReportDataset = {
  name: 'US Census Bureau, Small Area Income and Poverty Estimates (SAIPE)',
  url: 'https://www.census.gov/programs-surveys/saipe.html',
  aboutPath: aboutPath('saipe'),
};

export const USDA_FOOD_SECURITY_SOURCE: ReportDataset = {
  name: 'USDA Economic Research Service, Household Food Security in the United States (state averages over three years)',
  url: 'https://www.ers.usda.gov/topics/food-nutrition-assistance/food-security-in-the-u-s/',
  aboutPath: aboutPath('usda-food-security'),
};

export const DOL_MINIMUM_WAGE_SOURCE: ReportDataset = {
  name: 'US Department of Labor, Wage and Hour Division, Changes in Basic Minimum Wages under State Law (with BLS CPI-U for 2020 dollars)',
  url: 'https://www.dol.gov/agencies/whd/state/minimum-wage/history',
  aboutPath: aboutPath('dol-minimum-wage'),
};

export const EIA_CO2_SOURCE: ReportDataset = {
  name: 'US Energy Information Administration, Energy-Related CO2 Emissions by State',
  url: 'https://www.eia.gov/environment/emissions/state/',
  aboutPath: aboutPath('eia-co2'),
};

export const KFF_HOSPITAL_BEDS_SOURCE: ReportDataset = {
  name: 'KFF State Health Facts, Total Hospital Beds (AHA Annual Survey)',
  url: 'https://www.kff.org/other/state-indicator/total-hospital-beds/',
  aboutPath: aboutPath('kff-hospital-beds'),
};

export const BLS_QCEW_SOURCE: ReportDataset = {
  name: 'US Bureau of Labor Statistics, Research Data on the Nonprofit Sector (QCEW)',
  url: 'https://www.bls.gov/bdm/nonprofits/nonprofits.htm',
  aboutPath: aboutPath('bls-qcew'),
};

/** The SDSN compiled each indicator from another publisher, named with the indicator. */
export function sdsnSource(indicatorSource: string): ReportDataset {
  return {
    name: `SDSN USA and SDG USA, Sustainable Development Report of the United States 2018, from ${indicatorSource}`,
    url: 'https://github.com/sdsna/sdr-united-states-viz',
    aboutPath: aboutPath('sdsn-usa'),
  };
}

export const IRS_EO_BMF_SOURCE: ReportDataset = {
  name: 'US Internal Revenue Service, Exempt Organizations Business Master File Extract (EO BMF)',
  url: IRS_EO_BMF_SOURCE_URL,
  aboutPath: aboutPath('irs-eo-bmf'),
};

export const HUD_ZIP_COUNTY_SOURCE: ReportDataset = {
  name: 'US Department of Housing and Urban Development, USPS ZIP Code Crosswalk (ZIP code to county)',
  url: 'https://www.huduser.gov/portal/datasets/usps_crosswalk.html',
  aboutPath: aboutPath('hud-zip-county'),
};

/** The shipped copy of the HUD crosswalk does not say which quarter it is. */
export const HUD_ZIP_COUNTY_YEAR = 'copy of 2025, quarter not stated';

/** '2020', or '2006–2023' for a span (an en dash, as the contract writes it). */
export function yearSpan(first: number, last: number): string {
  return first === last ? String(first) : `${first}–${last}`;
}

export const withYear = (dataset: ReportDataset, year: string): ReportSource => ({ ...dataset, year });
