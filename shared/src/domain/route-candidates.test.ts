import { routeCandidates } from './route-candidates.js';

describe('routeCandidates', () => {
  const routes = ['/', '/explore', '/explore/:type', '/reports/*', '/:slug', '/about?', '/NTEE-codes'].map((path) => ({ path }));
  const candidates = routeCandidates(routes);
  const paths = (pathname: string) => candidates(pathname).map((route) => route.path);

  it('offers the patterns that start with the path’s first segment, then every dynamic one', () => {
    expect(paths('/explore/tech-solution')).toEqual(['/explore', '/explore/:type', '/:slug', '/about?']);
    expect(paths('/reports/state/CA')).toEqual(['/reports/*', '/:slug', '/about?']);
  });

  it('offers the root pattern for the root path', () => {
    expect(paths('/')).toEqual(['/', '/:slug', '/about?']);
  });

  it('ignores case, as the router does', () => {
    expect(paths('/ntee-codes')).toEqual(['/NTEE-codes', '/:slug', '/about?']);
  });

  it('offers only the dynamic patterns for a path no static one starts with', () => {
    expect(paths('/nowhere/at/all')).toEqual(['/:slug', '/about?']);
  });
});
