import { parseContentPath } from '@x4i/shared/domain';
import { createContext, useContext } from 'react';
import { matchRoutes } from '@x4i/shared/router';

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
  const { patterns, catchAllPatterns = [] } = useContext(SiteRoutesContext);
  const routes = patterns.map((path) => ({ path }));
  const catchAlls = catchAllPatterns.map((path) => ({ path }));
  return (to: string) => {
    const pathname = to.split(/[?#]/)[0] || '/';
    if ((matchRoutes(routes, pathname) ?? []).length > 0) return true;
    return (matchRoutes(catchAlls, pathname) ?? []).length > 0 && parseContentPath(pathname).kind !== 'not-found';
  };
}
