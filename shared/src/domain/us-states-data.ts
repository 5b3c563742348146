/**
 * The 50 US states and the District of Columbia, generated from gateway/backend/data/us_states.csv (US Census
 * Bureau: USPS code, FIPS, Census region and division). us-states.test.ts fails when this table and the CSV part
 * ways.
 */
import type { CensusRegion } from './regions.js';

export interface UsState {
  name: string;
  /** USPS two-letter code. */
  code: string;
  /** Two-digit state FIPS code, as text (leading zero kept). */
  fips: string;
  region: CensusRegion;
  division: string;
}

export const US_STATES: readonly UsState[] = [
  { name: 'Alabama', code: 'AL', fips: '01', region: 'SOUTH', division: 'East South Central' },
  { name: 'Alaska', code: 'AK', fips: '02', region: 'WEST', division: 'Pacific' },
  { name: 'Arizona', code: 'AZ', fips: '04', region: 'WEST', division: 'Mountain' },
  { name: 'Arkansas', code: 'AR', fips: '05', region: 'SOUTH', division: 'West South Central' },
  { name: 'California', code: 'CA', fips: '06', region: 'WEST', division: 'Pacific' },
  { name: 'Colorado', code: 'CO', fips: '08', region: 'WEST', division: 'Mountain' },
  { name: 'Connecticut', code: 'CT', fips: '09', region: 'NORTHEAST', division: 'New England' },
  { name: 'Delaware', code: 'DE', fips: '10', region: 'SOUTH', division: 'South Atlantic' },
  { name: 'District of Columbia', code: 'DC', fips: '11', region: 'SOUTH', division: 'South Atlantic' },
  { name: 'Florida', code: 'FL', fips: '12', region: 'SOUTH', division: 'South Atlantic' },
  { name: 'Georgia', code: 'GA', fips: '13', region: 'SOUTH', division: 'South Atlantic' },
  { name: 'Hawaii', code: 'HI', fips: '15', region: 'WEST', division: 'Pacific' },
  { name: 'Idaho', code: 'ID', fips: '16', region: 'WEST', division: 'Mountain' },
  { name: 'Illinois', code: 'IL', fips: '17', region: 'MIDWEST', division: 'East North Central' },
  { name: 'Indiana', code: 'IN', fips: '18', region: 'MIDWEST', division: 'East North Central' },
  { name: 'Iowa', code: 'IA', fips: '19', region: 'MIDWEST', division: 'West North Central' },
  { name: 'Kansas', code: 'KS', fips: '20', region: 'MIDWEST', division: 'West North Central' },
  { name: 'Kentucky', code: 'KY', fips: '21', region: 'SOUTH', division: 'East South Central' },
  { name: 'Louisiana', code: 'LA', fips: '22', region: 'SOUTH', division: 'West South Central' },
  { name: 'Maine', code: 'ME', fips: '23', region: 'NORTHEAST', division: 'New England' },
  { name: 'Maryland', code: 'MD', fips: '24', region: 'SOUTH', division: 'South Atlantic' },
  { name: 'Massachusetts', code: 'MA', fips: '25', region: 'NORTHEAST', division: 'New England' },
  { name: 'Michigan', code: 'MI', fips: '26', region: 'MIDWEST', division: 'East North Central' },
  { name: 'Minnesota', code: 'MN', fips: '27', region: 'MIDWEST', division: 'West North Central' },
  { name: 'Mississippi', code: 'MS', fips: '28', region: 'SOUTH', division: 'East South Central' },
  { name: 'Missouri', code: 'MO', fips: '29', region: 'MIDWEST', division: 'West North Central' },
  { name: 'Montana', code: 'MT', fips: '30', region: 'WEST', division: 'Mountain' },
  { name: 'Nebraska', code: 'NE', fips: '31', region: 'MIDWEST', division: 'West North Central' },
  { name: 'Nevada', code: 'NV', fips: '32', region: 'WEST', division: 'Mountain' },
  { name: 'New Hampshire', code: 'NH', fips: '33', region: 'NORTHEAST', division: 'New England' },
  { name: 'New Jersey', code: 'NJ', fips: '34', region: 'NORTHEAST', division: 'Middle Atlantic' },
  { name: 'New Mexico', code: 'NM', fips: '35', region: 'WEST', division: 'Mountain' },
  { name: 'New York', code: 'NY', fips: '36', region: 'NORTHEAST', division: 'Middle Atlantic' },
  { name: 'North Carolina', code: 'NC', fips: '37', region: 'SOUTH', division: 'South Atlantic' },
  { name: 'North Dakota', code: 'ND', fips: '38', region: 'MIDWEST', division: 'West North Central' },
  { name: 'Ohio', code: 'OH', fips: '39', region: 'MIDWEST', division: 'East North Central' },
  { name: 'Oklahoma', code: 'OK', fips: '40', region: 'SOUTH', division: 'West South Central' },
  { name: 'Oregon', code: 'OR', fips: '41', region: 'WEST', division: 'Pacific' },
  { name: 'Pennsylvania', code: 'PA', fips: '42', region: 'NORTHEAST', division: 'Middle Atlantic' },
  { name: 'Rhode Island', code: 'RI', fips: '44', region: 'NORTHEAST', division: 'New England' },
  { name: 'South Carolina', code: 'SC', fips: '45', region: 'SOUTH', division: 'South Atlantic' },
  { name: 'South Dakota', code: 'SD', fips: '46', region: 'MIDWEST', division: 'West North Central' },
  { name: 'Tennessee', code: 'TN', fips: '47', region: 'SOUTH', division: 'East South Central' },
  { name: 'Texas', code: 'TX', fips: '48', region: 'SOUTH', division: 'West South Central' },
  { name: 'Utah', code: 'UT', fips: '49', region: 'WEST', division: 'Mountain' },
  { name: 'Vermont', code: 'VT', fips: '50', region: 'NORTHEAST', division: 'New England' },
  { name: 'Virginia', code: 'VA', fips: '51', region: 'SOUTH', division: 'South Atlantic' },
  { name: 'Washington', code: 'WA', fips: '53', region: 'WEST', division: 'Pacific' },
  { name: 'West Virginia', code: 'WV', fips: '54', region: 'SOUTH', division: 'South Atlantic' },
  { name: 'Wisconsin', code: 'WI', fips: '55', region: 'MIDWEST', division: 'East North Central' },
  { name: 'Wyoming', code: 'WY', fips: '56', region: 'WEST', division: 'Mountain' },
];
