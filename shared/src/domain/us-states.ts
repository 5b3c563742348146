import { US_STATES, type UsState } from './us-states-data.js';

export { US_STATES, type UsState };

const byCode = new Map(US_STATES.map((state) => [state.code, state]));
const byName = new Map(US_STATES.map((state) => [state.name.toLowerCase(), state]));

/** Case-insensitive; undefined for a code that is not a state or DC (PR, APO codes, foreign addresses). */
export function findUsStateByCode(code: string): UsState | undefined {
  return byCode.get(code.trim().toUpperCase());
}

export function findUsStateByName(name: string): UsState | undefined {
  return byName.get(name.trim().toLowerCase());
}

/** The state's name for display, or the code itself when it is not a state. */
export function usStateName(code: string): string {
  return findUsStateByCode(code)?.name ?? code;
}
