import { insertRows, type Column } from '../db/bulk-insert.js';
import type { Queryable } from '../db/db.js';
import type { CsvRecord } from './read-csv.js';
import {
  integerOrNull,
  NATION,
  numberOrNull,
  requiredNumber,
  RowError,
  STATE_BY_FIPS,
  stateCodeOrTerritory,
  stateOrNation,
  stateOrNationByName,
  yearRange,
} from './indicator-values.js';
import type { ReferenceFile } from './reference-file.js';

/**
 * The state indicators of the SDG report pages (migration 0015), each file into its own table. A file's rows are
 * checked as they are read: an unknown state, a missing number where one is required, or an unexpected level
 * fails the import naming the file and line, rather than storing a figure the pages would show wrong.
 */

export const SAIPE_FILE = 'indicators/poverty_saipe_2020_state_county.csv';
export const USDA_FOOD_FILE = 'indicators/state_food_insecurity_usda_2006_2023.csv';
export const DOL_WAGE_FILE = 'indicators/state_minimum_wage_1968_2020.csv';
export const EIA_CO2_FILE = 'indicators/state_energy_co2_emissions_eia_1970_2020.csv';
export const KFF_BEDS_FILE = 'indicators/state_hospital_beds_kff_2018.csv';
export const QCEW_FILE = 'nonprofit_workforce/bls_qcew_nonprofit_state_2013_2021.csv.gz';

/** Which release of the publisher's data each file is (data/SOURCES.md). */
export const VINTAGES = {
  [SAIPE_FILE]: 'SAIPE 2020 estimates, via the USDA ERS county-level poverty file',
  [USDA_FOOD_FILE]: 'USDA ERS state food security tables, 2006-2008 to 2021-2023',
  [DOL_WAGE_FILE]: 'DOL WHD state minimum wage history to January 1, 2020, cleaned dataset of 2020-12-31',
  [EIA_CO2_FILE]: 'EIA state energy-related CO2 emissions, published 2022-10-11',
  [KFF_BEDS_FILE]: 'KFF State Health Facts, timeframe 2018, downloaded 2020-04-20',
  [QCEW_FILE]: 'BLS research data on the nonprofit sector (QCEW), 2013-2021',
} as const;

type Row = readonly unknown[];

/** A file that fills one table: emptied, then reloaded row by row through `toRow` (line numbers count the header). */
function indicatorFile(
  file: keyof typeof VINTAGES,
  table: string,
  csvColumns: readonly string[],
  columns: readonly Column[],
  toRow: (record: CsvRecord) => Row,
  encoding?: ReferenceFile['encoding'],
): ReferenceFile {
  const allColumns: Column[] = [...columns, { name: 'source_file', type: 'text' }, { name: 'vintage', type: 'text' }];
  return {
    file,
    columns: csvColumns,
    encoding,
    async load(tx: Queryable, records: CsvRecord[]) {
      const rows = records.map((record, index) => {
        try {
          return [...toRow(record), file, VINTAGES[file]];
        } catch (error) {
          if (error instanceof RowError) throw new Error(`${file}, line ${index + 2}: ${error.message}`);
          throw error;
        }
      });
      await tx.query(`DELETE FROM ${table}`);
      return insertRows(tx, table, allColumns, rows);
    },
  };
}

const col = (name: string, type: Column['type']): Column => ({ name, type });

/** SAIPE: the year is in the column names (people_in_poverty_2020), so a newer file fails loudly until mapped. */
export const SAIPE_YEAR = 2020;
const shippedSaipeFile = indicatorFile(
  SAIPE_FILE,
  'saipe_poverty',
  ['fips', 'state_abbr', 'area_name', 'geo_level', `people_in_poverty_${SAIPE_YEAR}`, `poverty_rate_pct_${SAIPE_YEAR}`],
  [
    col('fips', 'text'),
    col('geo_level', 'text'),
    col('state_code', 'text'),
    col('area_name', 'text'),
    col('year', 'integer'),
    col('people_in_poverty', 'integer'),
    col('poverty_rate_pct', 'double precision'),
  ],
  (r) => {
    const level = r.geo_level!.trim();
    if (level !== 'nation' && level !== 'state' && level !== 'county') throw new RowError(`unknown geo_level '${level}'`);
    const where = stateOrNation(r.state_abbr!);
    if ((level === 'nation') !== (where.geoLevel === 'nation')) throw new RowError(`geo_level ${level} with state '${r.state_abbr}'`);
    return [
      r.fips!.trim(),
      level,
      where.stateCode,
      r.area_name!.trim(),
      SAIPE_YEAR,
      integerOrNull(r[`people_in_poverty_${SAIPE_YEAR}`]),
      numberOrNull(r[`poverty_rate_pct_${SAIPE_YEAR}`]),
    ];
  },
);

/**
 * The shipped SAIPE file, unless a refresh from the Census Bureau (data-refresh/saipe-refresh.ts) already put the
 * same or a newer year in use: a new shipped file then leaves the newer figures serving.
 */
const saipeFile: ReferenceFile = {
  ...shippedSaipeFile,
  async load(tx, records) {
    const [fetched] = await tx.query<{ year: number | null; n: number }>(
      'SELECT max(year) AS year, count(*)::int AS n FROM saipe_poverty WHERE source_file <> $1',
      [SAIPE_FILE],
    );
    if (fetched?.year !== null && fetched?.year !== undefined && Number(fetched.year) >= SAIPE_YEAR) return Number(fetched.n);
    return shippedSaipeFile.load(tx, records);
  },
};

const usdaFoodFile = indicatorFile(
  USDA_FOOD_FILE,
  'usda_food_insecurity',
  ['year_range', 'state', 'food_insecurity_pct', 'food_insecurity_moe', 'very_low_food_security_pct', 'very_low_food_security_moe'],
  [
    col('period', 'text'),
    col('first_year', 'integer'),
    col('last_year', 'integer'),
    col('geo_level', 'text'),
    col('state_code', 'text'),
    col('food_insecurity_pct', 'double precision'),
    col('food_insecurity_moe', 'double precision'),
    col('very_low_food_security_pct', 'double precision'),
    col('very_low_food_security_moe', 'double precision'),
  ],
  (r) => {
    const { first, last } = yearRange(r.year_range!);
    const where = stateOrNation(r.state!);
    return [
      `${first}-${last}`,
      first,
      last,
      where.geoLevel,
      where.stateCode,
      numberOrNull(r.food_insecurity_pct),
      numberOrNull(r.food_insecurity_moe),
      numberOrNull(r.very_low_food_security_pct),
      numberOrNull(r.very_low_food_security_moe),
    ];
  },
);

/** The DOL table writes '...' where a state has no minimum wage law; the cleaned file then carries a 0. */
export const NO_STATE_LAW = '...';

const dolWageFile = indicatorFile(
  DOL_WAGE_FILE,
  'dol_minimum_wage',
  [
    'Year',
    'State',
    'State.Minimum.Wage',
    'State.Minimum.Wage.2020.Dollars',
    'Federal.Minimum.Wage',
    'Federal.Minimum.Wage.2020.Dollars',
    'Effective.Minimum.Wage',
    'Effective.Minimum.Wage.2020.Dollars',
    'CPI.Average',
    'Department.Of.Labor.Uncleaned.Data',
    'Department.Of.Labor.Cleaned.Low.Value',
    'Department.Of.Labor.Cleaned.Low.Value.2020.Dollars',
    'Department.Of.Labor.Cleaned.High.Value',
    'Department.Of.Labor.Cleaned.High.Value.2020.Dollars',
    'Footnote',
  ],
  [
    col('year', 'integer'),
    col('jurisdiction', 'text'),
    col('state_code', 'text'),
    col('state_minimum_wage', 'double precision'),
    col('state_minimum_wage_2020', 'double precision'),
    col('federal_minimum_wage', 'double precision'),
    col('federal_minimum_wage_2020', 'double precision'),
    col('effective_minimum_wage', 'double precision'),
    col('effective_minimum_wage_2020', 'double precision'),
    col('cpi_average', 'double precision'),
    col('dol_published', 'text'),
    col('dol_low', 'double precision'),
    col('dol_low_2020', 'double precision'),
    col('dol_high', 'double precision'),
    col('dol_high_2020', 'double precision'),
    col('footnote', 'text'),
  ],
  (r) => {
    const published = r['Department.Of.Labor.Uncleaned.Data']!.trim();
    const noStateLaw = published === NO_STATE_LAW;
    const footnote = r.Footnote!.trim();
    return [
      requiredNumber(r, 'Year'),
      r.State!.trim(),
      stateCodeOrTerritory(r.State!),
      noStateLaw ? null : numberOrNull(r['State.Minimum.Wage']),
      noStateLaw ? null : numberOrNull(r['State.Minimum.Wage.2020.Dollars']),
      requiredNumber(r, 'Federal.Minimum.Wage'),
      requiredNumber(r, 'Federal.Minimum.Wage.2020.Dollars'),
      requiredNumber(r, 'Effective.Minimum.Wage'),
      requiredNumber(r, 'Effective.Minimum.Wage.2020.Dollars'),
      numberOrNull(r['CPI.Average']),
      published,
      noStateLaw ? null : numberOrNull(r['Department.Of.Labor.Cleaned.Low.Value']),
      noStateLaw ? null : numberOrNull(r['Department.Of.Labor.Cleaned.Low.Value.2020.Dollars']),
      noStateLaw ? null : numberOrNull(r['Department.Of.Labor.Cleaned.High.Value']),
      noStateLaw ? null : numberOrNull(r['Department.Of.Labor.Cleaned.High.Value.2020.Dollars']),
      footnote === '' ? null : footnote,
    ];
  },
  // The published file writes its en dashes ('5.08 – 7.25') in Windows-1252.
  'windows-1252',
);

const eiaCo2File = indicatorFile(
  EIA_CO2_FILE,
  'eia_co2_emissions',
  ['state_abbr', 'year', 'co2_emissions_metric_tons'],
  [col('state_code', 'text'), col('year', 'integer'), col('co2_metric_tons', 'double precision')],
  (r) => {
    const where = stateOrNation(r.state_abbr!);
    if (where.geoLevel !== 'state') throw new RowError('the EIA file has states only');
    return [where.stateCode, requiredNumber(r, 'year'), requiredNumber(r, 'co2_emissions_metric_tons')];
  },
);

/** KFF's timeframe of the file (its name and SOURCES.md): one year. */
const KFF_YEAR = 2018;
const kffBedsFile = indicatorFile(
  KFF_BEDS_FILE,
  'kff_hospital_beds',
  ['location', 'total_hospital_beds', 'beds_per_1000_population'],
  [
    col('state_code', 'text'),
    col('geo_level', 'text'),
    col('location', 'text'),
    col('year', 'integer'),
    col('total_hospital_beds', 'integer'),
    col('beds_per_1000_population', 'double precision'),
  ],
  (r) => {
    const where = stateOrNationByName(r.location!);
    return [where.stateCode, where.geoLevel, r.location!.trim(), KFF_YEAR, integerOrNull(r.total_hospital_beds), numberOrNull(r.beds_per_1000_population)];
  },
);

const QCEW_MEASURES = ['estab', 'employ', 'wages', 'salary', 'weekly'] as const;

const qcewFile = indicatorFile(
  QCEW_FILE,
  'bls_qcew_nonprofits',
  [
    'year',
    'fips',
    'geo_title',
    'geo_level',
    'naics',
    'ind_title',
    'ind_level',
    ...QCEW_MEASURES.map((m) => `priv_${m}`),
    ...QCEW_MEASURES.map((m) => `npo_${m}`),
    'percent_npo',
    'wage_ratio_npo',
  ],
  [
    col('year', 'integer'),
    col('fips', 'text'),
    col('geo_level', 'text'),
    col('state_code', 'text'),
    col('geo_title', 'text'),
    col('naics', 'text'),
    col('ind_title', 'text'),
    col('ind_level', 'text'),
    col('priv_estab', 'bigint'),
    col('priv_employ', 'bigint'),
    col('priv_wages_thousands', 'double precision'),
    col('priv_salary', 'double precision'),
    col('priv_weekly', 'double precision'),
    col('npo_estab', 'bigint'),
    col('npo_employ', 'bigint'),
    col('npo_wages_thousands', 'double precision'),
    col('npo_salary', 'double precision'),
    col('npo_weekly', 'double precision'),
    col('percent_npo', 'double precision'),
    col('wage_ratio_npo', 'double precision'),
  ],
  (r) => {
    const fips = r.fips!.trim().padStart(2, '0');
    let geoLevel: 'nation' | 'state';
    let stateCode: string | null;
    if (fips === '00') {
      geoLevel = 'nation';
      stateCode = NATION;
    } else if (/^\d{2}$/.test(fips)) {
      geoLevel = 'state';
      stateCode = STATE_BY_FIPS.get(fips) ?? stateCodeOrTerritory(r.geo_title!);
    } else throw new RowError(`fips '${r.fips}' is neither the nation nor a state`);
    const measures = (prefix: 'priv' | 'npo') =>
      QCEW_MEASURES.map((m) => (m === 'estab' || m === 'employ' ? integerOrNull(r[`${prefix}_${m}`]) : numberOrNull(r[`${prefix}_${m}`])));
    return [
      requiredNumber(r, 'year'),
      fips,
      geoLevel,
      stateCode,
      r.geo_title!.trim(),
      r.naics!.trim(),
      r.ind_title!.trim(),
      r.ind_level!.trim(),
      ...measures('priv'),
      ...measures('npo'),
      numberOrNull(r.percent_npo),
      numberOrNull(r.wage_ratio_npo),
    ];
  },
);

export const INDICATOR_FILES: readonly ReferenceFile[] = [saipeFile, usdaFoodFile, dolWageFile, eiaCo2File, kffBedsFile, qcewFile];
