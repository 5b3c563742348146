import type { DataRequest, RouteLocation } from '@x4i/shared/contracts';
import { compensationMarketingRequest } from './features/marketing/api/marketing';
import { jobTitleOf } from './features/marketing/domain/job-title-param';
import type { routeTable } from './route-table';

/**
 * What each page of this remote loads, declared once per route, so a server renderer can fetch the same requests
 * before rendering. The public pages load a title's teaser; the report loads nothing before the browser knows who
 * is signed in (its data is only for users with access, and its tab list depends on the device mode).
 */
export const routeData: Record<(typeof routeTable)[number]['id'], (location: RouteLocation) => DataRequest[]> = {
  'nonprofit-compensation': () => [compensationMarketingRequest(null)],
  'nonprofit-compensation-in-the-us': ({ searchParams }) => [compensationMarketingRequest(jobTitleOf(searchParams))],
  'compensation-report': () => [],
  'compensation-report-tab': () => [],
};
