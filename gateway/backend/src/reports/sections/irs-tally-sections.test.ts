import type { MoneyFlowResponse, ReportSource } from '@x4i/shared/contracts';
import { INCOME_BUCKETS, NTEE_MAJOR_GROUP_CODES } from '@x4i/shared/domain';
import { AGGREGATE } from '../directory-activity/test-aggregate.js';
import { irsIncomeBucketBars, irsMajorGroupBars, irsStateMapSection, talliesOfCells, talliesOfMoneyFlow, type IrsTally } from './irs-tally-sections.js';

const source: ReportSource = { name: 'IRS Exempt Organizations Business Master File', url: 'https://www.irs.gov/', year: '2026', aboutPath: '/our-data#irs-eo-bmf' };
const wording = { id: 'the-id', title: 'The title', description: 'The description.' };
const barsWording = { ...wording, categoryLabel: 'Category' };
const tally = (count: number, income: number): IrsTally => ({ count, income });

describe('the IRS tallies', () => {
  it('sum the money-flow cells by state (in code order), income bucket and major group', () => {
    const tallies = talliesOfCells([...AGGREGATE.cells].reverse());
    expect([...tallies.byState]).toEqual([
      ['AK', tally(11, 82_000_000)],
      ['VT', tally(5, 9_010_000)],
    ]);
    expect(tallies.byBucket.get('SMALL')).toEqual(tally(12, 2_010_000));
    expect(tallies.byBucket.get('HIGHER_MID')).toBeUndefined();
    expect(tallies.byMajorGroup.get('K')).toEqual(tally(10, 2_000_000));
    expect(tallies.byMajorGroup.get('')).toEqual(tally(2, 10_000));
  });

  it("read a money-flow answer's state maps and buckets, keeping its order", () => {
    const flow = {
      orgCounts: { OR: 0, AK: 4 },
      stateIncome: { OR: 0, AK: 1_000 },
      allIncomeBuckets: INCOME_BUCKETS.map((bucket, i) => ({ code: bucket.code, label: bucket.label, selected: true, orgCount: i, income: i * 10 })),
    } as unknown as MoneyFlowResponse;
    const tallies = talliesOfMoneyFlow(flow);
    expect([...tallies.byState]).toEqual([
      ['OR', tally(0, 0)],
      ['AK', tally(4, 1_000)],
    ]);
    expect(tallies.byBucket.get('SMALL')).toEqual(tally(3, 30));
    expect(tallies.byMajorGroup.size).toBe(0);
  });
});

describe('the IRS tally sections', () => {
  const byState = new Map([
    ['WA', tally(3, 300)],
    ['AK', tally(1, 900)],
  ]);

  it('map the tallied states only, with the words the caller gives and the unit of the measure', () => {
    expect(irsStateMapSection(byState, 'count', wording, source)).toEqual({
      kind: 'state-map',
      ...wording,
      source,
      unit: 'organizations',
      format: 'count',
      decimals: 0,
      values: [{ state: 'WA', value: 3 }, { state: 'AK', value: 1 }],
      national: null,
    });
    expect(irsStateMapSection(byState, 'income', wording, source)).toMatchObject({ unit: 'US dollars of income', format: 'currency', values: [{ value: 300 }, { value: 900 }] });
  });

  it('give the four income buckets, largest first, with 0 for a bucket without organisations', () => {
    const section = irsIncomeBucketBars(new Map([['SMALL', tally(9, 5)]]), 'count', barsWording, source);
    expect(section).toMatchObject({ kind: 'bars', id: 'the-id', categoryLabel: 'Category', unit: 'organizations', format: 'count', decimals: 0 });
    expect(section.bars).toEqual([
      { label: 'Enterprise: Over $50M', value: 0 },
      { label: 'Higher Mid Market: $10M to $50M', value: 0 },
      { label: 'Lower Mid Market: $1M to $10M', value: 0 },
      { label: 'Small: Less than $1M', value: 9 },
    ]);
    expect(irsIncomeBucketBars(new Map([['SMALL', tally(9, 5)]]), 'income', barsWording, source).bars.at(-1)).toEqual({ label: 'Small: Less than $1M', value: 5 });
  });

  const byMajorGroup = new Map([
    ['B', tally(3, 10)],
    ['', tally(5, 10)],
    ['E', tally(3, 99)],
    ['Q', tally(7, 10)],
  ]);
  const groupTitle = (code: string) => `Group ${code}`;

  it('list every major group by code, then the organisations without a code when there are any', () => {
    const { bars } = irsMajorGroupBars(byMajorGroup, 'count', barsWording, source, { groupTitle, order: 'by-code' });
    expect(bars).toHaveLength(NTEE_MAJOR_GROUP_CODES.length + 1);
    expect(bars.slice(0, 2)).toEqual([
      { label: 'A: Group A', value: 0 },
      { label: 'B: Group B', value: 3 },
    ]);
    expect(bars.at(-1)).toEqual({ label: 'No NTEE code', value: 5 });
    const classified = irsMajorGroupBars(new Map([['B', tally(3, 10)]]), 'count', barsWording, source, { groupTitle, order: 'by-code' });
    expect(classified.bars.map((bar) => bar.label)).not.toContain('No NTEE code');
  });

  it('list the tallied groups largest first, ties by the number of organisations', () => {
    const largest = (measure: 'count' | 'income') =>
      irsMajorGroupBars(byMajorGroup, measure, barsWording, source, { groupTitle, order: 'largest-first' }).bars.map((bar) => `${bar.label}=${bar.value}`);
    expect(largest('count')).toEqual(['Q: Group Q=7', 'No NTEE code=5', 'B: Group B=3', 'E: Group E=3']);
    expect(largest('income')).toEqual(['E: Group E=99', 'Q: Group Q=10', 'No NTEE code=10', 'B: Group B=10']);
  });
});
