import { loadZipCounties, parseZipCounties, zip5 } from './zip-counties.js';

describe('zip5', () => {
  it('reads the five digits of a ZIP or ZIP+4, and nothing else', () => {
    expect(zip5('98402-1234')).toBe('98402');
    expect(zip5(' 98402 ')).toBe('98402');
    expect(zip5('984021234')).toBe('98402');
    expect(zip5('9840')).toBeNull();
    expect(zip5('ABCDE')).toBeNull();
    expect(zip5(null)).toBeNull();
  });
});

describe('parseZipCounties', () => {
  it('keeps the first county listed for a ZIP that crosses county lines, and pads FIPS codes', () => {
    const map = parseZipCounties('zip,fips,county,state\n00601,72113,Ponce,PR\n00601,72001,Adjuntas,PR\n35004,1115,St. Clair,al\n');
    expect(map.get('00601')).toEqual({ fips: '72113', county: 'Ponce', state: 'PR' });
    expect(map.get('35004')).toEqual({ fips: '01115', county: 'St. Clair', state: 'AL' });
    expect(map.size).toBe(2);
  });
});

describe('loadZipCounties', () => {
  it('reads the shipped crosswalk once: Tacoma ZIP codes lie in Pierce County, Washington', async () => {
    const first = await loadZipCounties();
    expect(await loadZipCounties()).toBe(first);
    expect(first.get('98402')).toEqual({ fips: '53053', county: 'Pierce', state: 'WA' });
    expect(first.get('98101')).toMatchObject({ fips: '53033', state: 'WA' });
    // Every state and DC has ZIP codes in the file.
    expect(new Set([...first.values()].map((entry) => entry.state)).size).toBeGreaterThanOrEqual(51);
    expect(first.size).toBe(39_437);
  });
});
