import { NATION, RowError, STATE_BY_FIPS } from './indicator-values.js';

/**
 * The Census Bureau's SAIPE state and county file (est<yy>all.txt): one fixed-width line an area. The columns read
 * (1-based, inclusive, as the Bureau's layout writes them): 1-2 state FIPS; 4-6 county FIPS (000 for the state's own
 * row, and state 00 county 000 for the nation); 8-15 people of all ages in poverty; 35-38 their percent;
 * 194-238 the area's name; 240-241 the state's postal code. '.' marks a missing estimate.
 */
export interface SaipeRecord {
  /** 5 digits: 00000 the nation, SS000 a state, SSCCC a county, as saipe_poverty keys them. */
  fips: string;
  geoLevel: 'nation' | 'state' | 'county';
  stateCode: string;
  areaName: string;
  peopleInPoverty: number | null;
  povertyRatePct: number | null;
}

/** The shortest line that holds every column read. */
const MIN_LENGTH = 241;

const field = (line: string, from: number, to: number) => line.slice(from - 1, to).trim();

function estimate(text: string, what: string, integer: boolean): number | null {
  if (text === '.' || text === '') return null;
  if (!(integer ? /^\d+$/ : /^\d+(\.\d+)?$/).test(text)) throw new RowError(`${what} '${text}' is not a number`);
  return Number(text);
}

/** One line of the file; throws RowError naming what is wrong with it. */
export function parseSaipeLine(line: string): SaipeRecord {
  if (line.length < MIN_LENGTH) throw new RowError(`${line.length} characters, fewer than the ${MIN_LENGTH} the layout needs`);
  const state = field(line, 1, 2);
  const county = field(line, 4, 6);
  if (!/^\d{2}$/.test(state) || !/^\d{3}$/.test(county)) throw new RowError(`'${state} ${county}' is not a state and county FIPS code`);
  const postal = field(line, 240, 241);
  const areaName = field(line, 194, 238);
  if (areaName === '') throw new RowError('no area name');
  let geoLevel: SaipeRecord['geoLevel'];
  let stateCode: string;
  if (state === '00') {
    if (county !== '000') throw new RowError(`county ${county} of no state`);
    geoLevel = 'nation';
    stateCode = NATION;
  } else {
    const code = STATE_BY_FIPS.get(state);
    if (!code) throw new RowError(`state FIPS ${state} is no state`);
    if (postal !== code) throw new RowError(`state FIPS ${state} with postal code '${postal}'`);
    geoLevel = county === '000' ? 'state' : 'county';
    stateCode = code;
  }
  return {
    fips: `${state}${county}`,
    geoLevel,
    stateCode,
    areaName,
    peopleInPoverty: estimate(field(line, 8, 15), 'people in poverty', true),
    povertyRatePct: estimate(field(line, 35, 38), 'percent in poverty', false),
  };
}

/** The file's name for a year's estimates (est23all.txt), and its place under the publisher's base address. */
export const saipeFileName = (year: number) => `est${String(year % 100).padStart(2, '0')}all.txt`;
export const saipeFilePath = (year: number) => `${year}/${year}-state-and-county/${saipeFileName(year)}`;

/** The text of one line in the layout: the inverse of parseSaipeLine (for a publisher in tests). */
export function formatSaipeLine(record: SaipeRecord, tag = 'saipe'): string {
  const [state, county] = [record.fips.slice(0, 2), record.fips.slice(2)];
  const line = Array<string>(264).fill(' ');
  const put = (from: number, to: number, text: string, right = true) => {
    const width = to - from + 1;
    const padded = right ? text.padStart(width) : text.padEnd(width);
    for (let i = 0; i < width; i += 1) line[from - 1 + i] = padded[i] ?? ' ';
  };
  put(1, 2, state);
  put(4, 6, county);
  put(8, 15, record.peopleInPoverty === null ? '.' : String(record.peopleInPoverty));
  put(35, 38, record.povertyRatePct === null ? '.' : record.povertyRatePct.toFixed(1));
  put(194, 238, record.areaName, false);
  put(240, 241, record.stateCode === NATION ? 'US' : record.stateCode, false);
  put(243, 264, tag, false);
  return line.join('');
}
