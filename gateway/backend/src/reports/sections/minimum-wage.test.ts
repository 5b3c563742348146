import type { ReportStateMapSection, ReportTimeSeriesSection } from '@x4i/shared/contracts';
import type { MinimumWageRow } from '../indicator-tables.js';
import { minimumWageSections } from './minimum-wage.js';

const row = (year: number, stateCode: string, effective: number, hasStateLaw = true): MinimumWageRow => {
  const federal = year === 1968 ? 1.15 : 7.25;
  const deflator = year === 1968 ? 7.43 : 1;
  return { year, stateCode, hasStateLaw, effective, effective2020: effective * deflator, federal, federal2020: federal * deflator };
};

const rows = [row(1968, 'WA', 1.6), row(1968, 'AL', 1.15, false), row(2020, 'WA', 13.5), row(2020, 'AL', 7.25, false), row(2020, 'GA', 7.25)];

describe('minimumWageSections', () => {
  it('maps the effective wage of the latest year in nominal dollars, with the federal rate as the national figure', () => {
    const [map] = minimumWageSections(rows, null) as [ReportStateMapSection];
    expect(map.values).toEqual([
      { state: 'WA', value: 13.5 },
      { state: 'AL', value: 7.25 },
      { state: 'GA', value: 7.25 },
    ]);
    expect(map.national).toBe(7.25);
    expect(map.unit).toMatch(/nominal/);
    expect(map.description).toMatch(/1 state had none/);
    expect(map.source).toMatchObject({ year: '2020', aboutPath: '/our-data#dol-minimum-wage' });
  });

  it('follows the federal minimum wage in 2020 dollars without a state, and the state beside it with one', () => {
    const nation = minimumWageSections(rows, null)[1] as ReportTimeSeriesSection;
    expect(nation.unit).toMatch(/2020 dollars/);
    expect(nation.series).toEqual([{ name: 'Federal minimum wage', points: [{ x: '1968', y: 1.15 * 7.43 }, { x: '2020', y: 7.25 }] }]);
    const washington = minimumWageSections(rows, 'WA')[1] as ReportTimeSeriesSection;
    expect(washington.series.map((s) => s.name)).toEqual(['Washington', 'Federal minimum wage']);
    expect(washington.series[0]!.points).toEqual([{ x: '1968', y: 1.6 * 7.43 }, { x: '2020', y: 13.5 }]);
    expect(washington.source.year).toBe('1968–2020');
  });
});
