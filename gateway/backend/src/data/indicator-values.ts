import { findUsStateByCode, findUsStateByName, US_STATES } from '@x4i/shared/domain';
import type { CsvRecord } from './read-csv.js';

/**
 * Reading the values of the indicator files: numbers as published, the nation's rows under their several names,
 * states by code or by name, territories kept apart. A row that does not read fails with a RowError, which the
 * import reports with the file and line.
 */

export class RowError extends Error {}

/** The nation's row: SAIPE writes 'US', USDA 'U.S. total' or 'U.S.', KFF 'United States'. */
export const NATION = 'US';
const NATION_NAMES = new Set(['us', 'u.s.', 'u.s. total', 'united states']);

/** A number as published; null for blank, 'NA' or anything else that is not a number ('1.2E-2' is one). */
export function numberOrNull(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

export function requiredNumber(record: CsvRecord, column: string): number {
  const value = numberOrNull(record[column]);
  if (value === null) throw new RowError(`${column} is not a number: '${record[column] ?? ''}'`);
  return value;
}

export function integerOrNull(text: string | undefined): number | null {
  const value = numberOrNull(text);
  if (value !== null && !Number.isInteger(value)) throw new RowError(`'${text}' is not a whole number`);
  return value;
}

/** A state or DC by its USPS code, or the nation; a territory or a typo fails the row. */
export function stateOrNation(code: string): { geoLevel: 'nation' | 'state'; stateCode: string } {
  const trimmed = code.trim();
  if (NATION_NAMES.has(trimmed.toLowerCase())) return { geoLevel: 'nation', stateCode: NATION };
  const state = findUsStateByCode(trimmed);
  if (!state || trimmed.length !== 2) throw new RowError(`'${code}' is not a state code`);
  return { geoLevel: 'state', stateCode: state.code };
}

/** A state or DC by its name, or the nation ('United States'); a name that is no state fails the row. */
export function stateOrNationByName(name: string): { geoLevel: 'nation' | 'state'; stateCode: string } {
  if (NATION_NAMES.has(name.trim().toLowerCase())) return { geoLevel: 'nation', stateCode: NATION };
  const state = findUsStateByName(name);
  if (!state) throw new RowError(`'${name}' is not a state name`);
  return { geoLevel: 'state', stateCode: state.code };
}

/** The territories the wage and QCEW files list beside the states; kept, with no state code. */
const TERRITORY_NAMES = new Set(['guam', 'puerto rico', 'u.s. virgin islands', 'virgin islands']);

export function stateCodeOrTerritory(name: string): string | null {
  const state = findUsStateByName(name);
  if (state) return state.code;
  if (TERRITORY_NAMES.has(name.trim().toLowerCase())) return null;
  throw new RowError(`'${name}' is neither a state nor a known territory`);
}

export const STATE_BY_FIPS = new Map(US_STATES.map((state) => [state.fips, state.code]));

/** '2021-2023' (or with an en dash) → its first and last year. */
export function yearRange(text: string): { first: number; last: number } {
  const match = /^\s*(\d{4})\s*[-–]\s*(\d{4})\s*$/.exec(text);
  if (!match) throw new RowError(`'${text}' is not a range of years`);
  return { first: Number(match[1]), last: Number(match[2]) };
}
