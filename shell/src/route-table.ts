import type { RouteManifestEntry } from '@x4i/shared';

/**
 * The shell's own pages (DESIGN 3), as data: the build emits them as routes.json so the gateway can title
 * them and rank them against the remotes' routes. Each id has a page in `pages/shell-pages.ts`.
 */
export const routeTable = [] as const satisfies readonly RouteManifestEntry[];
