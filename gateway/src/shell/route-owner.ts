import { matchRoutes } from 'react-router';
import { parseContentPath } from '@x4i/shared/domain';
import type { RouteManifestEntry } from '@x4i/shared/contracts';
import type { LiveRemote } from '../remotes/live-registry.js';

export interface RouteOwner {
  route: RouteManifestEntry;
  /** The remote that renders the page; undefined for a page of the shell itself. */
  remote: LiveRemote | undefined;
}

interface OwnedRoute {
  path: string;
  owner: RouteOwner;
}

/**
 * Which page a path opens, ranked by React Router's own `matchRoutes` over the same patterns the client router
 * gets (the shell's pages and every registry route), so server and browser agree on the owner.
 */
export function findRouteOwner(
  pathname: string,
  remotes: readonly LiveRemote[],
  shellRoutes: readonly RouteManifestEntry[] = [],
): RouteOwner | undefined {
  const routes: OwnedRoute[] = [
    ...shellRoutes.map((route) => ({ path: route.path, owner: { route, remote: undefined } })),
    ...remotes.flatMap((remote) => remote.entry.routes.map((route) => ({ path: route.path, owner: { route, remote } }))),
  ];
  const matches = matchRoutes(routes, pathname);
  return matches?.at(-1)?.route.owner;
}

/**
 * Whether the path is a page of the site, by shape alone: a path no route matches is not; a path that only a
 * catch-all route matches (the directory's listing, search and detail patterns) is a page only when the
 * directory's own parser says so, the same question the shell's navigation asks (`parseContentPath`).
 * Whether a detail page's item exists is the backend's to say (see content-exists.ts).
 */
export function isKnownPage(pathname: string, owner: RouteOwner | undefined): boolean {
  if (!owner) return false;
  if (!owner.route.catchAll) return true;
  return parseContentPath(pathname).kind !== 'not-found';
}
