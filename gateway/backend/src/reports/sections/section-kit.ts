import { findUsStateByCode, usStateName } from '@x4i/shared/domain';
import { NATION } from '../indicator-tables.js';

/** The name a series or figure of the nation goes by. */
export const NATION_NAME = 'United States';

/** The selection's name: the state's, or the nation's. */
export const placeName = (state: string | null): string => (state ? usStateName(state) : NATION_NAME);

/** 'in Washington', 'in the United States': for titles and sentences. */
export const inPlace = (state: string | null): string => (state ? `in ${usStateName(state)}` : `in the ${NATION_NAME}`);

/** The rows of the 50 states and DC with a value: the nation's row and territories are not map areas. */
export function stateValues<T>(rows: readonly T[], stateOf: (row: T) => string, valueOf: (row: T) => number | null): { state: string; value: number }[] {
  return rows.flatMap((row) => {
    const state = stateOf(row);
    const value = valueOf(row);
    return state !== NATION && findUsStateByCode(state) && value !== null && Number.isFinite(value) ? [{ state, value }] : [];
  });
}

/** The largest of the numbers (a dataset's latest year); null for none. */
export function latest(values: Iterable<number>): number | null {
  let max: number | null = null;
  for (const value of values) if (max === null || value > max) max = value;
  return max;
}

/** The smallest of the numbers; null for none. */
export function earliest(values: Iterable<number>): number | null {
  let min: number | null = null;
  for (const value of values) if (min === null || value < min) min = value;
  return min;
}
