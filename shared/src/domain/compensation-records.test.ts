import { keepCeoRecords, latestYearsShare, MIN_PLAUSIBLE_CEO_PAY, yearsWithShare } from './compensation-records.js';

const record = (ein: string, formYear: number, pay: number) => ({ ein, formYear, pay });

describe('keepCeoRecords', () => {
  it('drops pays under $1,000 as implausible and counts them', () => {
    const result = keepCeoRecords([record('1', 2018, 1.18), record('2', 2018, 999.99), record('3', 2018, MIN_PLAUSIBLE_CEO_PAY)]);
    expect(result.kept.map((row) => row.ein)).toEqual(['3']);
    expect(result.implausible).toBe(2);
  });

  it('counts an organisation-year once, by its higher-paid CEO', () => {
    const result = keepCeoRecords([record('9', 2018, 49_347), record('9', 2018, 247_640), record('9', 2017, 60_000), record('8', 2018, 70_000)]);
    expect(result.kept).toEqual([record('9', 2018, 247_640), record('9', 2017, 60_000), record('8', 2018, 70_000)]);
    expect(result.changeovers).toBe(1);
    expect(result.partYear).toBe(1);
  });

  it('keeps one of two equal pays', () => {
    expect(keepCeoRecords([record('7', 2019, 80_000), record('7', 2019, 80_000)]).kept).toHaveLength(1);
  });
});

describe('latestYearsShare and yearsWithShare', () => {
  const years = new Map([
    [2010, 1],
    [2017, 10],
    [2018, 60],
    [2019, 29],
  ]);

  it('computes the share of the latest two years from the counts', () => {
    expect(latestYearsShare(years)).toEqual({ from: 2018, to: 2019, records: 89, share: 0.89 });
    expect(latestYearsShare(new Map())).toBeNull();
  });

  it('says where the records sit beside the span', () => {
    expect(yearsWithShare(2010, 2019, latestYearsShare(years))).toBe('2010–2019 (89% of the records from 2018–2019)');
    expect(yearsWithShare(2018, 2018, latestYearsShare(new Map([[2018, 5]])))).toBe('2018');
  });
});
