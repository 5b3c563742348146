import { normalizeFilters, normalizePageNumber, normalizeSort, resolveExploreRoute } from './explore-rules.js';

describe('resolveExploreRoute', () => {
  it('defaults to all and tech-solution', () => {
    expect(resolveExploreRoute({})).toEqual({ categorySlug: 'all', contentType: 'tech-solution', redirectTo: null });
  });

  it('lowercases a valid category and content type', () => {
    expect(resolveExploreRoute({ categorySlug: 'No-Poverty', contentType: 'GRANTS-FUNDING' })).toEqual({
      categorySlug: 'no-poverty',
      contentType: 'grants-funding',
      redirectTo: null,
    });
  });

  it('redirects an unknown category or content type to the valid one or the default', () => {
    expect(resolveExploreRoute({ categorySlug: 'mars', contentType: 'grants-funding' }).redirectTo).toBe('/all/grants-funding');
    expect(resolveExploreRoute({ categorySlug: 'zero-hunger', contentType: 'podcasts' }).redirectTo).toBe('/zero-hunger/tech-solution');
    expect(resolveExploreRoute({ categorySlug: 'all', contentType: 'grant' }).redirectTo).toBe('/all/grants-funding');
  });
});

describe('normalizePageNumber', () => {
  it('keeps a finite number above 0, else 1', () => {
    expect(normalizePageNumber(3)).toBe(3);
    expect(normalizePageNumber('4')).toBe(4);
    for (const bad of [0, -2, NaN, Infinity, '', 'abc', null, undefined]) expect(normalizePageNumber(bad)).toBe(1);
  });
});

describe('sort and filters', () => {
  it('count DEFAULT as none', () => {
    expect(normalizeSort('DEFAULT')).toBeNull();
    expect(normalizeSort('')).toBeNull();
    expect(normalizeSort('POPULARITY')).toBe('POPULARITY');
    expect(normalizeFilters('DEFAULT')).toEqual([]);
    expect(normalizeFilters(['HIRING', 'DEFAULT', 'HIRING', ' '])).toEqual(['HIRING']);
    expect(normalizeFilters(undefined)).toEqual([]);
  });
});
