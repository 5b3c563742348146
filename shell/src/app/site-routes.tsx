import { createContext, useContext } from 'react';
import { matchRoutes } from 'react-router';

/**
 * The paths the assembled router can render (shell pages plus every registered remote route). Navigation
 * uses it so that a menu item whose page is not built yet, or whose remote is not deployed, stays out.
 */
export interface SiteRoutes {
  patterns: string[];
}

export const SiteRoutesContext = createContext<SiteRoutes>({ patterns: [] });

/** Returns a predicate: can the site render this path (query and hash ignored)? */
export function useIsRouteAvailable(): (to: string) => boolean {
  const { patterns } = useContext(SiteRoutesContext);
  const routes = patterns.map((path) => ({ path }));
  return (to: string) => {
    const pathname = to.split(/[?#]/)[0] || '/';
    return (matchRoutes(routes, pathname) ?? []).length > 0;
  };
}
