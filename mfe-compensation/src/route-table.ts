import type { RouteManifestEntry } from '@x4i/shared/contracts';

/**
 * The pages this remote owns (DESIGN 3). Pure data: the build evaluates this file to emit routes.json, so the
 * shell can route to these pages before any of this remote's code loads. The shell links to a page only once it
 * is listed here.
 */
export const routeTable = [
  { id: 'nonprofit-compensation', name: 'nonprofit-compensation', path: '/nonprofit-compensation', title: 'Nonprofit Compensation' },
  {
    id: 'nonprofit-compensation-in-the-us',
    name: 'nonprofit-compensation-in-the-us',
    path: '/nonprofit-compensation-in-the-us',
    title: 'Nonprofit Compensation in the US',
  },
  { id: 'compensation-report', name: 'nonprofit-compensation-report', path: '/nonprofit-compensation-report', title: 'Nonprofit Compensation Report' },
  {
    id: 'compensation-report-tab',
    name: 'nonprofit-compensation-report-slug',
    path: '/nonprofit-compensation-report/:slug',
    title: 'Nonprofit Compensation Report',
  },
] as const satisfies readonly RouteManifestEntry[];
