import type { RouteManifestEntry } from '@x4i/shared/contracts';

/**
 * The pages this remote owns (DESIGN 3). Pure data: the build evaluates this file to emit routes.json, so the
 * shell can route to these pages before any of this remote's code loads.
 */
export const routeTable = [
  {
    id: 'builder',
    name: 'nonprofit-ntee-code-builder',
    path: '/nonprofit-ntee-code-builder',
    title: 'NTEE Code Builder',
  },
  {
    id: 'changer',
    name: 'nonprofit-ntee-code-changer',
    path: '/nonprofit-ntee-code-changer',
    title: 'NTEE Code Changer',
  },
  {
    id: 'changer-start',
    name: 'nonprofit-ntee-code-changer-start',
    path: '/nonprofit-ntee-code-changer/start',
    title: 'Prepare an NTEE Code Change Letter',
  },
  {
    id: 'finder',
    name: 'nonprofit-ntee-code-finder',
    path: '/nonprofit-ntee-code-finder',
    title: 'Nonprofit NTEE Code Finder',
  },
  {
    id: 'finder-ein',
    name: 'nonprofit-ntee-code-finder-ein',
    path: '/nonprofit-ntee-code-finder/:ein',
    title: 'Nonprofit NTEE Code Finder',
  },
  {
    // The older underscore address (SPEC 2.1) still reaches the finder.
    id: 'finder-legacy',
    name: 'nonprofit_ntee_code_finder',
    path: '/nonprofit_ntee_code_finder',
    title: 'Nonprofit NTEE Code Finder',
    redirectTo: '/nonprofit-ntee-code-finder',
  },
] as const satisfies readonly RouteManifestEntry[];
