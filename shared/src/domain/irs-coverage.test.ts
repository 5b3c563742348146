import { coveredStatesText, irsCoverage, irsCoverageNote } from './irs-coverage.js';

const APRIL = '2026-04-13';
const shipped = [
  ...['AK', 'AR', 'CT', 'DE', 'HI', 'ID', 'KS', 'KY', 'LA', 'ME', 'MS', 'MT', 'ND', 'NE', 'NH', 'NM', 'NV', 'OK', 'RI', 'SD', 'UT', 'VT', 'WV', 'WY'].map(
    (region) => ({ region, snapshotDate: APRIL }),
  ),
  { region: 'DC', snapshotDate: APRIL },
  { region: 'INTL', snapshotDate: APRIL },
  { region: 'OR', snapshotDate: '2018-03-06' },
];

describe('irsCoverage', () => {
  it('counts the states of the main snapshot, DC apart, and flags a state whose file is older', () => {
    const coverage = irsCoverage(shipped);
    expect(coverage.mainDate).toBe(APRIL);
    expect(coverage.states).toHaveLength(24);
    expect(coverage.states).not.toContain('DC');
    expect(coverage.otherDates).toEqual([{ state: 'OR', snapshotDate: '2018-03-06' }]);
    expect(coverage).toMatchObject({ dc: true, international: true });
  });

  it('groups the files of one month, whichever day of it each was posted', () => {
    const refreshed = shipped.map((file) => (file.region === 'VT' ? { ...file, snapshotDate: '2026-04-20' } : file));
    const coverage = irsCoverage(refreshed);
    expect(coverage.mainDate).toBe('2026-04-20');
    expect(coverage.states).toHaveLength(24);
    expect(coverage.otherDates).toEqual([{ state: 'OR', snapshotDate: '2018-03-06' }]);
  });

  it('counts a state with a newer file once, at its newest date', () => {
    const coverage = irsCoverage([...shipped, { region: 'OR', snapshotDate: APRIL }]);
    expect(coverage.states).toHaveLength(25);
    expect(coverage.otherDates).toEqual([]);
  });
});

describe('irsCoverageNote', () => {
  it('says which states and which file dates the figures cover', () => {
    expect(irsCoverageNote(shipped)).toBe('IRS EO BMF, April 2026: 24 states, DC, and the international file; Oregon from March 2018');
    expect(irsCoverageNote([{ region: 'AK', snapshotDate: APRIL }])).toBe('IRS EO BMF, April 2026: 1 state');
    expect(irsCoverageNote([])).toBeNull();
  });
});

describe('coveredStatesText', () => {
  it('counts states, DC apart', () => {
    expect(coveredStatesText(['AK'])).toBe('1 state');
    expect(coveredStatesText(['AK', 'VT'])).toBe('2 states');
    expect(coveredStatesText(['AK', 'DC', 'VT'])).toBe('2 states and DC');
    expect(coveredStatesText(['DC'])).toBe('DC');
  });
});
