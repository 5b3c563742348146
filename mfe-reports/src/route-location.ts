import { type LandscapeChoice } from './features/landscape/hooks/landscape';
import { findUsStateByCode, NTEE_MAJOR_GROUP_CODES, UN_SDG_GOALS, type LandscapeDefinition } from '@x4i/shared/domain';

// What the report pages read from their address; their hooks and their page data (`page-data.ts`) both use it.

/** The state in the query, upper case, or null when absent or not a state. */
export function stateOf(searchParams: URLSearchParams): string | null {
  const code = searchParams.get('state')?.trim().toUpperCase() ?? '';
  return findUsStateByCode(code) ? code : null;
}

export const goalOf = (slug: string | undefined) => UN_SDG_GOALS.find((goal) => goal.uri === slug);

/**
 * The reader's choices on a landscape page, from its query: only those the landscape offers, and only readable
 * ones (anything else is left out, so a hand-edited URL shows the page without it rather than an error).
 */
export function landscapeChoiceOf(landscape: LandscapeDefinition, searchParams: URLSearchParams): LandscapeChoice {
  const state = landscape.place.kind === 'chosen' ? stateOf(searchParams) : null;
  const county = searchParams.get('county')?.trim() ?? '';
  const group = searchParams.get('group')?.trim().toUpperCase() ?? '';
  const goal = Number(searchParams.get('goal')?.trim() ?? '');
  return {
    landscape: landscape.slug,
    state,
    county: state && /^\d{5}$/.test(county) && county.startsWith(findUsStateByCode(state)!.fips) ? county : null,
    group: landscape.pick === 'ntee-group' && (NTEE_MAJOR_GROUP_CODES as readonly string[]).includes(group) ? group : null,
    goal: landscape.pick === 'goal' && Number.isInteger(goal) && goal >= 1 && goal <= 17 ? goal : null,
  };
}
