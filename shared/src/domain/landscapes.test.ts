import { findLandscape, LANDSCAPES, landscapePath, nteeMatches } from './landscapes.js';
import { catalogEntriesFor, catalogFiltersOf, RESEARCH_CATALOG } from './research-catalog.js';

describe('landscapes', () => {
  it('have unique slugs and pages', () => {
    expect(new Set(LANDSCAPES.map((landscape) => landscape.slug)).size).toBe(LANDSCAPES.length);
    expect(new Set(LANDSCAPES.map(landscapePath)).size).toBe(LANDSCAPES.length);
  });

  it('put the SPEC views on their own routes and the others under /nonprofit-landscape', () => {
    expect(landscapePath(findLandscape('state-guide')!)).toBe('/state-guide');
    expect(landscapePath(findLandscape('sdg-partnerships')!)).toBe('/sdg-partnerships');
    expect(landscapePath(findLandscape('k12-education')!)).toBe('/nonprofit-landscape/k12-education');
    expect(findLandscape('nope')).toBeUndefined();
  });

  it('match NTEE codes by prefix, ignoring case and spaces', () => {
    expect(nteeMatches('b25', ['B2'])).toBe(true);
    expect(nteeMatches(' P82 ', ['P8'])).toBe(true);
    expect(nteeMatches('B30', ['B2'])).toBe(false);
    expect(nteeMatches('', ['B'])).toBe(false);
    expect(nteeMatches(null, ['B'])).toBe(false);
  });
});

describe('research catalog', () => {
  it('reads the menu URLs’ filters, dropping unknown ones and repeats', () => {
    expect(catalogFiltersOf(['landscape', 'sector-overview', 'LANDSCAPE', 'nope'])).toEqual(['sector-overview', 'landscape']);
    expect(catalogFiltersOf([])).toEqual([]);
  });

  it('lists every entry without a filter, and the union of the filters with some', () => {
    expect(catalogEntriesFor([])).toHaveLength(RESEARCH_CATALOG.length);
    const deserts = catalogEntriesFor(['service-deserts']);
    expect(deserts.map((entry) => entry.to)).toEqual(['/service-desert-maps/disabilities-wa', '/service-desert-maps/pierce-county-wa']);
    const both = catalogEntriesFor(['service-deserts', 'un-sdgs']);
    expect(both.length).toBe(deserts.length + catalogEntriesFor(['un-sdgs']).length);
    expect(catalogEntriesFor(['un-sdgs']).every((entry) => entry.filters.includes('un-sdgs'))).toBe(true);
  });

  it('lists every landscape, each page once', () => {
    for (const landscape of LANDSCAPES) expect(RESEARCH_CATALOG.some((entry) => entry.to === landscapePath(landscape))).toBe(true);
    expect(new Set(RESEARCH_CATALOG.map((entry) => entry.to)).size).toBe(RESEARCH_CATALOG.length);
  });
});
