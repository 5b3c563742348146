import type { RouteManifestEntry } from '@x4i/shared/contracts';

/**
 * The pages this remote owns (DESIGN 3). Pure data: the build evaluates this file to emit routes.json, so the
 * shell can route to these pages before any of this remote's code loads.
 */
export const routeTable = [
  {
    id: 'profile',
    name: 'profile',
    path: '/profile',
    title: 'My Profile',
    guard: 'signed-in',
  },
] as const satisfies readonly RouteManifestEntry[];
