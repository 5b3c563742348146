import { parseContentPath } from '@x4i/shared/domain';
import { createContext, useContext } from 'react';
import { matchRoutes, type RouteObject } from '@x4i/shared/router';

/**
 * The paths the assembled router can render (shell pages plus every registered remote route). Navigation
 * uses it so that a menu item whose page is not built yet, or whose remote is not deployed, stays out.
 */
export interface SiteRoutes {
  patterns: string[];
  /**
   * The directory's catch-all patterns: they match almost any path, so a path only they match counts as built
   * when the directory's own rules (parseContentPath) say it is one of its pages.
   */
  catchAllPatterns?: string[];
}

export const SiteRoutesContext = createContext<SiteRoutes>({ patterns: [] });

/** Returns a predicate: can the site render this path (query and hash ignored)? */
export function useIsRouteAvailable(): (to: string) => boolean {
  const siteRoutes = useContext(SiteRoutesContext);
  let isAvailable = availability.get(siteRoutes);
  if (!isAvailable) availability.set(siteRoutes, (isAvailable = routeAvailability(siteRoutes)));
  return isAvailable;
}

/** One predicate per set of routes, kept: the menus ask it about every link on every render of the layout. */
const availability = new WeakMap<SiteRoutes, (to: string) => boolean>();

/** More distinct paths than the menus hold; past it answers are computed again rather than kept. */
const REMEMBERED_PATHS = 500;

/**
 * matchRoutes ranks and compiles every pattern it is given on each call: asked about the menus' 80 links against
 * 60 patterns, it held a phone's main thread for tens of milliseconds while the page hydrated. So each path is
 * matched only against the patterns that could match it (those whose first segment is the path's, and the
 * dynamic ones), and each answer is remembered.
 */
function routeAvailability({ patterns, catchAllPatterns = [] }: SiteRoutes): (to: string) => boolean {
  const routes = byFirstSegment(patterns);
  const catchAlls = catchAllPatterns.map((path) => ({ path }));
  const known = new Map<string, boolean>();
  const matches = (pathname: string): boolean => {
    const first = firstSegment(pathname);
    const candidates = [...(routes.get(first) ?? []), ...(routes.get(DYNAMIC) ?? [])];
    if ((matchRoutes(candidates, pathname) ?? []).length > 0) return true;
    return (matchRoutes(catchAlls, pathname) ?? []).length > 0 && parseContentPath(pathname).kind !== 'not-found';
  };
  return (to: string) => {
    const pathname = to.split(/[?#]/)[0] || '/';
    let answer = known.get(pathname);
    if (answer === undefined) {
      answer = matches(pathname);
      if (known.size < REMEMBERED_PATHS) known.set(pathname, answer);
    }
    return answer;
  };
}

/** The key of patterns whose first segment is a parameter, optional or a splat: any path may match them. */
const DYNAMIC = '\0dynamic';

/** Router matching ignores case by default, so the key does too. */
function firstSegment(path: string): string {
  return (path.split('/').find(Boolean) ?? '').toLowerCase();
}

function byFirstSegment(patterns: string[]): Map<string, RouteObject[]> {
  const groups = new Map<string, RouteObject[]>();
  for (const path of patterns) {
    const first = firstSegment(path);
    const key = /^[:*]|\?$/.test(first) ? DYNAMIC : first;
    groups.set(key, [...(groups.get(key) ?? []), { path }]);
  }
  return groups;
}
