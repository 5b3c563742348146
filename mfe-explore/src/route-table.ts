import type { RouteManifestEntry } from '@x4i/shared';

/**
 * The pages this remote owns (DESIGN 3). None is built yet; each arrives with its own issue, and the shell
 * links to a page only once it is listed here.
 */
export const routeTable = [] as const satisfies readonly RouteManifestEntry[];
