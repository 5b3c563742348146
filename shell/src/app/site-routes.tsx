import { parseContentPath, routeCandidates } from '@x4i/shared/domain';
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

/** Each path's answer is remembered, and matched only against the patterns that could match it. */
function routeAvailability({ patterns, catchAllPatterns = [] }: SiteRoutes): (to: string) => boolean {
  const candidates = routeCandidates(patterns.map((path): RouteObject & { path: string } => ({ path })));
  const catchAlls = catchAllPatterns.map((path) => ({ path }));
  const known = new Map<string, boolean>();
  const matches = (pathname: string): boolean => {
    if ((matchRoutes(candidates(pathname), pathname) ?? []).length > 0) return true;
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
