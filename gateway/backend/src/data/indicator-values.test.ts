import { numberOrNull, stateOrNation, stateOrNationByName, yearRange } from './indicator-values.js';

describe('reading the indicator files', () => {
  it('reads numbers as published, exponents included, and nothing else', () => {
    expect(numberOrNull('11.9')).toBe(11.9);
    expect(numberOrNull('9.8494767881284695E-2')).toBeCloseTo(0.0985);
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('NA')).toBeNull();
    expect(numberOrNull('...')).toBeNull();
    expect(numberOrNull('1.25/day(b)')).toBeNull();
  });

  it("tells the nation's rows from the states', by code and by name", () => {
    expect(stateOrNation('U.S. total')).toEqual({ geoLevel: 'nation', stateCode: 'US' });
    expect(stateOrNation('U.S.')).toEqual({ geoLevel: 'nation', stateCode: 'US' });
    expect(stateOrNation('US')).toEqual({ geoLevel: 'nation', stateCode: 'US' });
    expect(stateOrNation('wa')).toEqual({ geoLevel: 'state', stateCode: 'WA' });
    expect(() => stateOrNation('PR')).toThrow(/not a state code/);
    expect(stateOrNationByName('United States')).toEqual({ geoLevel: 'nation', stateCode: 'US' });
    expect(stateOrNationByName('District of Columbia')).toEqual({ geoLevel: 'state', stateCode: 'DC' });
    expect(() => stateOrNationByName('Guam')).toThrow(/not a state name/);
  });

  it('reads a range of years with a hyphen or an en dash', () => {
    expect(yearRange('2021-2023')).toEqual({ first: 2021, last: 2023 });
    expect(yearRange('2006–2008')).toEqual({ first: 2006, last: 2008 });
    expect(() => yearRange('2023')).toThrow();
  });
});
