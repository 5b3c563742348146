import { optionCounts, type FilingCell } from './option-counts.js';

const cells: FilingCell[] = [
  { income_bucket: 'SMALL', region: 'WEST', issue_area: 'P', n: 3 },
  { income_bucket: 'SMALL', region: 'SOUTH', issue_area: 'B', n: 5 },
  { income_bucket: 'ENTERPRISE', region: 'WEST', issue_area: 'B', n: 2 },
  { income_bucket: null, region: null, issue_area: null, n: 7 },
];
const none = { incomeBuckets: [], regions: [], issueAreas: [] };

describe('optionCounts', () => {
  it('counts every value without filters, leaving out the cells that place no organisation', () => {
    const counts = optionCounts(cells, none);
    expect(Object.fromEntries(counts.income_bucket)).toEqual({ SMALL: 8, ENTERPRISE: 2 });
    expect(Object.fromEntries(counts.region)).toEqual({ WEST: 5, SOUTH: 5 });
    expect(Object.fromEntries(counts.issue_area)).toEqual({ P: 3, B: 7 });
  });

  it('counts a dimension under the other filters, never its own', () => {
    const counts = optionCounts(cells, { ...none, regions: ['WEST'], incomeBuckets: ['SMALL'] });
    // Buckets in the West, whatever the bucket chosen.
    expect(Object.fromEntries(counts.income_bucket)).toEqual({ SMALL: 3, ENTERPRISE: 2 });
    // Regions of small organisations, whatever the region chosen.
    expect(Object.fromEntries(counts.region)).toEqual({ WEST: 3, SOUTH: 5 });
    // Issue areas of small organisations in the West.
    expect(Object.fromEntries(counts.issue_area)).toEqual({ P: 3 });
  });
});
