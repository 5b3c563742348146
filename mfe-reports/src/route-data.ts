import { findServiceDesertMap, findUsStateByCode, sdgIndexRequest, sdgReportRequest, serviceDesertRequest, UN_SDG_GOALS } from '@x4i/shared';
import type { routeTable } from './route-table';

/** One API call a page makes to render: the path under /api and its query. */
export interface DataRequest {
  path: string;
  params: Record<string, string>;
}

export interface RouteLocation {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/** The state in the query, upper case, or null when absent or not a state. */
export function stateOf(searchParams: URLSearchParams): string | null {
  const code = searchParams.get('state')?.trim().toUpperCase() ?? '';
  return findUsStateByCode(code) ? code : null;
}

export const goalOf = (slug: string | undefined) => UN_SDG_GOALS.find((goal) => goal.uri === slug);

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
  'service-desert-map': ({ params }) => {
    const map = findServiceDesertMap(params.map);
    return map ? [serviceDesertRequest(map.slug)] : [];
  },
};
