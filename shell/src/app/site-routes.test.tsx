import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SiteRoutesContext, useIsRouteAvailable, type SiteRoutes } from './site-routes';

const directory: SiteRoutes = {
  patterns: ['/', '/about-us', '/nonprofit-ntee-code-finder'],
  catchAllPatterns: ['/:categorySlug/:contentType', '/:categorySlug/:contentType?/:searchTerm', '/:path1/:path2?/:path3?/:slug?'],
};

function isAvailable(to: string, routes: SiteRoutes = directory): boolean {
  const wrapper = ({ children }: { children: ReactNode }) => <SiteRoutesContext.Provider value={routes}>{children}</SiteRoutesContext.Provider>;
  return renderHook(() => useIsRouteAvailable(), { wrapper }).result.current(to);
}

describe('useIsRouteAvailable', () => {
  it('counts the pages the site has', () => {
    expect(isAvailable('/about-us')).toBe(true);
    expect(isAvailable('/nonprofit-ntee-code-finder?q=1')).toBe(true);
  });

  it("counts the directory's listings and searches, which only its catch-alls match", () => {
    expect(isAvailable('/all/tech-solution/')).toBe(true);
    expect(isAvailable('/all/tech-solution/q-addiction')).toBe(true);
    expect(isAvailable('/all/tech-solution?filter=black-leadership')).toBe(true);
    expect(isAvailable('/all/money-flow')).toBe(true);
  });

  it('does not count a page that is not built just because a catch-all matches it', () => {
    expect(isAvailable('/research-tools-and-reports?filter=landscape')).toBe(false);
    expect(isAvailable('/nonprofit-compensation-report/benchmarking')).toBe(false);
  });

  it('matches a path against every kind of pattern, ignoring case as the router does', () => {
    const routes: SiteRoutes = { patterns: ['/', '/sdg/:goal', '/:lang/guide', '/nonprofit-landscape/*', '/x4admin/users'] };
    expect(isAvailable('/', routes)).toBe(true);
    expect(isAvailable('/SDG/no-poverty', routes)).toBe(true);
    expect(isAvailable('/es/guide', routes)).toBe(true);
    expect(isAvailable('/nonprofit-landscape/k12-education', routes)).toBe(true);
    expect(isAvailable('/sdg', routes)).toBe(false);
    expect(isAvailable('/x4admin/organizations', routes)).toBe(false);
  });

  it('answers the same when asked again', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <SiteRoutesContext.Provider value={directory}>{children}</SiteRoutesContext.Provider>;
    const isRouteAvailable = renderHook(() => useIsRouteAvailable(), { wrapper }).result.current;
    for (const to of ['/about-us', '/all/tech-solution/', '/nonprofit-compensation-report/benchmarking']) expect(isRouteAvailable(to)).toBe(isRouteAvailable(to));
    expect(isRouteAvailable('/about-us#team')).toBe(true);
  });
});
