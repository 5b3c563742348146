import { US_STATES } from './us-states-data.js';

/**
 * The states a figure's source has nothing for, and why. A source that lacks a place (an IRS file not imported, a
 * state an agency does not publish) must read as "no data", never as zero: maps grey these states out and tables
 * say "No data" for them.
 */
export interface UncoveredStates {
  /** Upper-case codes of the states (and DC) the source does not cover. */
  states: readonly string[];
  /** Why, in a few words for a legend and a state's label: 'IRS file not imported'. */
  reason: string;
}

/** Why the IRS figures have no value for a state. */
export const IRS_FILE_NOT_IMPORTED = 'IRS file not imported';

/** What a figure shows instead of a value its source does not have. */
export const NO_DATA = 'No data';

/** The legend's words for greyed-out states: 'No data: IRS file not imported'. */
export const noDataLegendText = (reason: string) => `${NO_DATA}: ${reason}`;

/**
 * The 50 states and DC minus those covered: what a map greys out when its source covers only some states. DC counts
 * as covered only when listed, as the IRS coverage lists it apart.
 */
export function statesNotCovered(covered: readonly string[]): string[] {
  const known = new Set(covered.map((code) => code.toUpperCase()));
  return US_STATES.map((state) => state.code).filter((code) => !known.has(code));
}

/** The uncovered states of an IRS figure (null when every state is covered, so the map has nothing to grey out). */
export function irsUncoveredStates(covered: readonly string[]): UncoveredStates | null {
  const states = statesNotCovered(covered);
  return states.length === 0 ? null : { states, reason: IRS_FILE_NOT_IMPORTED };
}

/**
 * Said where a place's IRS figures would be: 'No IRS file for California is imported, so its organizations are not
 * counted here.' A plain sentence for visitors: what is missing, and that it is not a count of zero.
 */
export function irsNotImportedText(stateName: string, what: 'counted' | 'listed' = 'counted'): string {
  return `No IRS file for ${stateName} is imported, so its organizations are not ${what} here.`;
}
