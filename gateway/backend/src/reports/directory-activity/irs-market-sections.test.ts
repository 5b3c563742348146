import type { ReportBarsSection, ReportStateMapSection } from '@x4i/shared/contracts';
import { AGGREGATE } from './test-aggregate.js';
import { incomeBucketSections, organizationsByGoalSection, organizationsByMajorGroupSection, organizationsByStateSection } from './irs-market-sections.js';

describe('the IRS market sections', () => {
  it('count organisations and sum their income by income bucket, largest bucket first, with the IRS source', () => {
    const [orgs, income] = incomeBucketSections(AGGREGATE) as unknown as [ReportBarsSection, ReportBarsSection];
    expect(orgs.bars).toEqual([
      { label: 'Enterprise: Over $50M', value: 1 },
      { label: 'Higher Mid Market: $10M to $50M', value: 0 },
      { label: 'Lower Mid Market: $1M to $10M', value: 3 },
      { label: 'Small: Less than $1M', value: 12 },
    ]);
    expect(income.bars.map((entry) => entry.value)).toEqual([80_000_000, 0, 9_000_000, 2_010_000]);
    expect(orgs.source).toMatchObject({ year: '2026', aboutPath: '/our-data#irs-eo-bmf' });
    expect(orgs.description).toContain('the 2 states whose IRS files are imported');
  });

  it('map organisations by covered state, with no national figure', () => {
    const map = organizationsByStateSection(AGGREGATE) as ReportStateMapSection;
    expect(map.values).toEqual([
      { state: 'AK', value: 11 },
      { state: 'VT', value: 5 },
    ]);
    expect(map.national).toBeNull();
  });

  it('count organisations by NTEE major group with its title, the unclassified last', () => {
    const groups = organizationsByMajorGroupSection(AGGREGATE, new Map([['K', 'Food, Agriculture & Nutrition']])) as ReportBarsSection;
    expect(groups.bars).toHaveLength(27);
    expect(groups.bars.find((entry) => entry.label === 'K: Food, Agriculture & Nutrition')?.value).toBe(10);
    expect(groups.bars.at(-1)).toEqual({ label: 'No NTEE code', value: 2 });
  });

  it('count a group under every goal it maps to', () => {
    const goals = organizationsByGoalSection(AGGREGATE) as ReportBarsSection;
    const value = (goal: number) => goals.bars.find((entry) => entry.label.startsWith(`Goal ${goal}:`))?.value;
    // K → 2; E → 3; C → 6, 7, 12, 13, 14, 15.
    expect(value(2)).toBe(10);
    expect(value(3)).toBe(1);
    expect(value(13)).toBe(3);
    expect(value(15)).toBe(3);
    expect(value(1)).toBe(0);
  });
});
