import type { RouteManifestEntry } from '@x4i/shared';

/**
 * The pages this remote owns (DESIGN 3). Pure data: the build evaluates this file to emit routes.json, so the
 * shell can route to these pages before any of this remote's code loads. The other report pages arrive with
 * their own issues; the shell links to a page only once it is listed here.
 */
export const routeTable = [
  {
    id: 'sdg',
    name: 'sdg',
    path: '/sdg',
    title: 'UN Sustainable Development Goals',
  },
  {
    id: 'sdg-report',
    name: 'sdg-goal',
    path: '/sdg/:goal',
    title: 'SDG Report',
  },
  {
    id: 'sdg-index',
    name: 'sdg-index',
    path: '/sdg-index',
    title: 'State Sustainability Index',
  },
  {
    id: 'service-desert-map',
    name: 'service-desert-map',
    path: '/service-desert-maps/:map',
    title: 'Service-Desert Map',
  },
] as const satisfies readonly RouteManifestEntry[];
