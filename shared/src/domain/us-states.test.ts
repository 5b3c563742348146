import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '../testing/parse-csv.js';
import { CENSUS_REGIONS, isCensusRegion } from './regions.js';
import { US_STATES, findUsStateByCode, findUsStateByName, usStateName } from './us-states.js';

const csvPath = join(__dirname, '../../../gateway/backend/data/us_states.csv');

describe('US states', () => {
  it('has the 50 states and DC, each in a Census region', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.every((state) => isCensusRegion(state.region))).toBe(true);
    expect(new Set(US_STATES.map((state) => state.region))).toEqual(new Set(CENSUS_REGIONS));
  });

  it('finds a state by code or name, in any case', () => {
    expect(findUsStateByCode('ak')).toEqual({ name: 'Alaska', code: 'AK', fips: '02', region: 'WEST', division: 'Pacific' });
    expect(findUsStateByName('district of columbia')?.code).toBe('DC');
    expect(findUsStateByCode('PR')).toBeUndefined();
  });

  it('names a state for display, or keeps a code that is not one', () => {
    expect(usStateName('WV')).toBe('West Virginia');
    expect(usStateName('PR')).toBe('PR');
  });

  it('matches the shipped Census dataset', () => {
    const rows = parseCsv(readFileSync(csvPath, 'utf8'));
    expect(US_STATES).toEqual(
      rows.map((row) => ({
        name: row.state_name,
        code: row.state_abbr,
        fips: row.state_fips,
        region: row.census_region!.toUpperCase(),
        division: row.census_division,
      })),
    );
  });
});
