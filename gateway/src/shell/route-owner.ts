import { matchRoutes } from 'react-router';
import { parseContentPath, routeCandidates } from '@x4i/shared/domain';
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
 * gets (the shell's pages and every registry route), so server and browser agree on the owner. The patterns are
 * grouped once per registry and per shell build, so a path is ranked among the few that could match it.
 */
export function findRouteOwner(
  pathname: string,
  remotes: readonly LiveRemote[],
  shellRoutes: readonly RouteManifestEntry[] = [],
): RouteOwner | undefined {
  const matches = matchRoutes(candidatesFor(remotes, shellRoutes)(pathname), pathname);
  return matches?.at(-1)?.route.owner;
}

type Candidates = (pathname: string) => OwnedRoute[];
const candidatesByRemotes = new WeakMap<readonly LiveRemote[], WeakMap<readonly RouteManifestEntry[], Candidates>>();

function candidatesFor(remotes: readonly LiveRemote[], shellRoutes: readonly RouteManifestEntry[]): Candidates {
  let byShell = candidatesByRemotes.get(remotes);
  if (!byShell) candidatesByRemotes.set(remotes, (byShell = new WeakMap()));
  let candidates = byShell.get(shellRoutes);
  if (!candidates) {
    candidates = routeCandidates<OwnedRoute>([
      ...shellRoutes.map((route) => ({ path: route.path, owner: { route, remote: undefined } })),
      ...remotes.flatMap((remote) => remote.entry.routes.map((route) => ({ path: route.path, owner: { route, remote } }))),
    ]);
    byShell.set(shellRoutes, candidates);
  }
  return candidates;
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
