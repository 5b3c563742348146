import type { Queryable } from '../db/db.js';

/**
 * The rows of the report indicator tables (migration 0015) as the section builders read them. stateCode is a
 * state or DC, or 'US' for the nation's row where the publisher gives one; territories are left out here.
 */

export const NATION = 'US';

export interface PovertyRow {
  /** 5 digits: 00000 the nation, SS000 a state, SSCCC a county. */
  fips: string;
  geoLevel: 'nation' | 'state' | 'county';
  stateCode: string;
  areaName: string;
  year: number;
  peopleInPoverty: number | null;
  povertyRatePct: number | null;
}

export interface FoodInsecurityRow {
  /** '2021-2023' */
  period: string;
  firstYear: number;
  lastYear: number;
  stateCode: string;
  /** Percent of households. */
  foodInsecurityPct: number | null;
}

export interface MinimumWageRow {
  year: number;
  stateCode: string;
  /** False where the DOL table has '...': no state minimum wage law, the federal rate applies. */
  hasStateLaw: boolean;
  effective: number;
  effective2020: number;
  federal: number;
  federal2020: number;
}

export interface Co2EmissionsRow {
  stateCode: string;
  year: number;
  metricTons: number;
}

export interface HospitalBedsRow {
  stateCode: string;
  year: number;
  bedsPer1000: number | null;
}

/** Total private (NAICS 10) only: the nonprofit (501(c)(3)) employers of the state beside all private employers. */
export interface NonprofitWorkforceRow {
  year: number;
  stateCode: string;
  npoEstablishments: number | null;
  npoEmployment: number | null;
  /** Average annual wage, dollars. */
  npoAverageWage: number | null;
  /** Nonprofit share of private employment, in percent (the file's fraction × 100). */
  npoSharePct: number | null;
}

/** One SDSN USA 2018 indicator (migration 0012). */
export interface SdsnIndicatorRow {
  id: string;
  goal: number;
  name: string;
  units: string;
  decimals: number | null;
  /** The publisher the SDSN compiled it from. */
  source: string;
  /** As published: '2016', '2012-2016', '2015 and 2014'. */
  dataYear: string;
  direction: 'ascending' | 'descending';
  definition: string;
}

/** A state's value of an indicator; 'NA' and bounds such as '<1' have no number and are left out. */
export interface SdsnValueRow {
  stateCode: string;
  indicator: string;
  value: number;
}

export interface IndicatorTables {
  poverty: PovertyRow[];
  foodInsecurity: FoodInsecurityRow[];
  minimumWage: MinimumWageRow[];
  co2Emissions: Co2EmissionsRow[];
  hospitalBeds: HospitalBedsRow[];
  nonprofitWorkforce: NonprofitWorkforceRow[];
  sdsnIndicators: SdsnIndicatorRow[];
  sdsnValues: SdsnValueRow[];
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** A few thousand rows in all: read once, then every page is built from memory. */
export async function loadIndicatorTables(db: Queryable): Promise<IndicatorTables> {
  const [poverty, foodInsecurity, minimumWage, co2Emissions, hospitalBeds, nonprofitWorkforce, sdsnIndicators, sdsnValues] = await Promise.all([
    db.query<Record<string, unknown>>('SELECT fips, geo_level, state_code, area_name, year, people_in_poverty, poverty_rate_pct FROM saipe_poverty ORDER BY fips'),
    db.query<Record<string, unknown>>('SELECT period, first_year, last_year, state_code, food_insecurity_pct FROM usda_food_insecurity ORDER BY first_year, state_code'),
    db.query<Record<string, unknown>>(
      `SELECT year, state_code, state_minimum_wage IS NOT NULL AS has_state_law, effective_minimum_wage, effective_minimum_wage_2020,
              federal_minimum_wage, federal_minimum_wage_2020
       FROM dol_minimum_wage WHERE state_code IS NOT NULL ORDER BY year, state_code`,
    ),
    db.query<Record<string, unknown>>('SELECT state_code, year, co2_metric_tons FROM eia_co2_emissions ORDER BY year, state_code'),
    db.query<Record<string, unknown>>('SELECT state_code, year, beds_per_1000_population FROM kff_hospital_beds ORDER BY state_code'),
    db.query<Record<string, unknown>>(
      `SELECT year, state_code, npo_estab, npo_employ, npo_salary, percent_npo FROM bls_qcew_nonprofits
       WHERE naics = '10' AND state_code IS NOT NULL ORDER BY year, state_code`,
    ),
    db.query<Record<string, unknown>>(
      'SELECT indicator, goal, name, units, decimals, source, data_year, direction, definition FROM sdsn_indicators ORDER BY indicator',
    ),
    db.query<Record<string, unknown>>('SELECT state_code, indicator, value FROM sdsn_state_values WHERE value IS NOT NULL ORDER BY indicator, state_code'),
  ]);
  return {
    poverty: poverty.map((r) => ({
      fips: String(r.fips),
      geoLevel: r.geo_level as PovertyRow['geoLevel'],
      stateCode: String(r.state_code),
      areaName: String(r.area_name),
      year: Number(r.year),
      peopleInPoverty: num(r.people_in_poverty),
      povertyRatePct: num(r.poverty_rate_pct),
    })),
    foodInsecurity: foodInsecurity.map((r) => ({
      period: String(r.period),
      firstYear: Number(r.first_year),
      lastYear: Number(r.last_year),
      stateCode: String(r.state_code),
      foodInsecurityPct: num(r.food_insecurity_pct),
    })),
    minimumWage: minimumWage.map((r) => ({
      year: Number(r.year),
      stateCode: String(r.state_code),
      hasStateLaw: Boolean(r.has_state_law),
      effective: Number(r.effective_minimum_wage),
      effective2020: Number(r.effective_minimum_wage_2020),
      federal: Number(r.federal_minimum_wage),
      federal2020: Number(r.federal_minimum_wage_2020),
    })),
    co2Emissions: co2Emissions.map((r) => ({ stateCode: String(r.state_code), year: Number(r.year), metricTons: Number(r.co2_metric_tons) })),
    hospitalBeds: hospitalBeds.map((r) => ({ stateCode: String(r.state_code), year: Number(r.year), bedsPer1000: num(r.beds_per_1000_population) })),
    nonprofitWorkforce: nonprofitWorkforce.map((r) => {
      const share = num(r.percent_npo);
      return {
        year: Number(r.year),
        stateCode: String(r.state_code),
        npoEstablishments: num(r.npo_estab),
        npoEmployment: num(r.npo_employ),
        npoAverageWage: num(r.npo_salary),
        npoSharePct: share === null ? null : share * 100,
      };
    }),
    sdsnIndicators: sdsnIndicators.map((r) => ({
      id: String(r.indicator),
      goal: Number(r.goal),
      name: String(r.name),
      units: String(r.units),
      decimals: num(r.decimals),
      source: String(r.source),
      dataYear: String(r.data_year),
      direction: r.direction === 'descending' ? 'descending' : 'ascending',
      definition: String(r.definition),
    })),
    sdsnValues: sdsnValues.map((r) => ({ stateCode: String(r.state_code), indicator: String(r.indicator), value: Number(r.value) })),
  };
}
