import { landscapeRequest, sdgIndexRequest, sdgReportRequest, type LandscapeChoice, researchPageRequest, serviceDesertRequest } from '@x4i/shared';
import { findLandscape, findUsStateByCode, NTEE_MAJOR_GROUP_CODES, UN_SDG_GOALS, type LandscapeDefinition, findServiceDesertMap } from '@x4i/shared/domain';
import { type DataRequest, type RouteLocation } from '@x4i/shared/contracts';
import type { routeTable } from './route-table';

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

// The SPEC's views are landscapes whose slug is their route's id; /nonprofit-landscape/:landscape names its own.
const landscapeData = (slug: string | undefined, searchParams: URLSearchParams): DataRequest[] => {
  const landscape = findLandscape(slug);
  return landscape ? [landscapeRequest(landscapeChoiceOf(landscape, searchParams))] : [];
};

/**
 * What each page of this remote loads, declared once per route: the pages read their data through the hooks these
 * requests describe, and a server renderer can fetch the same requests before rendering a page (its maps and charts
 * need nothing from the browser). A route that loads nothing declares an empty list.
 */
export const routeData: Record<(typeof routeTable)[number]['id'], (location: RouteLocation) => DataRequest[]> = {
  sdg: () => [],
  'sdg-report': ({ params, searchParams }) => {
    const goal = goalOf(params.goal);
    return goal ? [sdgReportRequest(goal, stateOf(searchParams))] : [];
  },
  'sdg-index': ({ searchParams }) => [sdgIndexRequest(stateOf(searchParams))],
  'research-tools-and-reports': () => [],
  'nonprofit-landscape': ({ searchParams }) => landscapeData('nonprofit-landscape', searchParams),
  'vertical-landscape': ({ searchParams }) => landscapeData('vertical-landscape', searchParams),
  'state-guide': ({ searchParams }) => landscapeData('state-guide', searchParams),
  'sdg-partnerships': ({ searchParams }) => landscapeData('sdg-partnerships', searchParams),
  landscape: ({ params, searchParams }) => landscapeData(params.landscape, searchParams),
  'social-innovator-market-pulse': () => [researchPageRequest('social-innovator-market-pulse')],
  'nonprofits-software-spending-in-the-us': () => [researchPageRequest('nonprofits-software-spending-in-the-us')],
  'lilac-zero-lead-gen-strategy': () => [researchPageRequest('lilac-zero-lead-gen-strategy')],
  'service-desert-map': ({ params }) => {
    const map = findServiceDesertMap(params.map);
    return map ? [serviceDesertRequest(map.slug)] : [];
  },
};
