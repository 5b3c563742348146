import { findServiceDesertMap, nteeCodeCounts, SERVICE_DESERT_MAPS, serviceDesertMapPath } from './service-desert-maps.js';

describe('service-desert maps', () => {
  it('finds a map by its slug in any case, and nothing else', () => {
    expect(findServiceDesertMap(' Pierce-County-WA ')?.focusCounty).toEqual({ fips: '53053', name: 'Pierce County' });
    expect(findServiceDesertMap('oregon')).toBeUndefined();
    expect(findServiceDesertMap(undefined)).toBeUndefined();
    expect(serviceDesertMapPath('disabilities-wa')).toBe('/service-desert-maps/disabilities-wa');
    expect(new Set(SERVICE_DESERT_MAPS.map((map) => map.slug)).size).toBe(SERVICE_DESERT_MAPS.length);
  });

  it('counts a code and its subdivisions, a major group by its letter, in any case', () => {
    const disabilities = findServiceDesertMap('disabilities-wa')!;
    expect(nteeCodeCounts(disabilities, 'P82')).toBe(true);
    expect(nteeCodeCounts(disabilities, ' p86 ')).toBe(true);
    expect(nteeCodeCounts(disabilities, 'P80')).toBe(false);
    expect(nteeCodeCounts(disabilities, 'J32')).toBe(false);
    expect(nteeCodeCounts(disabilities, null)).toBe(false);
    const humanServices = findServiceDesertMap('pierce-county-wa')!;
    expect(nteeCodeCounts(humanServices, 'P20')).toBe(true);
    expect(nteeCodeCounts(humanServices, 'K31')).toBe(true);
    expect(nteeCodeCounts(humanServices, 'K30')).toBe(false);
    expect(nteeCodeCounts(humanServices, '')).toBe(false);
  });
});
