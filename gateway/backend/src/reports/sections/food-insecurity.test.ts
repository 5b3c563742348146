import type { ReportStateMapSection, ReportTimeSeriesSection } from '@x4i/shared/contracts';
import type { FoodInsecurityRow } from '../indicator-tables.js';
import { foodInsecuritySections } from './food-insecurity.js';

const row = (firstYear: number, stateCode: string, pct: number | null): FoodInsecurityRow => ({
  period: `${firstYear}-${firstYear + 2}`,
  firstYear,
  lastYear: firstYear + 2,
  stateCode,
  foodInsecurityPct: pct,
});

const rows = [row(2006, 'US', 12.2), row(2006, 'WA', 11.1), row(2006, 'AL', 13.3), row(2021, 'US', 12.2), row(2021, 'WA', 10.0), row(2021, 'AL', null)];

describe('foodInsecuritySections', () => {
  it("maps the states' latest three-year average beside the nation's", () => {
    const [map] = foodInsecuritySections(rows, null) as [ReportStateMapSection];
    expect(map).toMatchObject({ national: 12.2, source: { year: '2021–2023', aboutPath: '/our-data#usda-food-security' } });
    expect(map.values).toEqual([{ state: 'WA', value: 10 }]);
  });

  it('follows the nation over every period, and the selected state beside it', () => {
    const nation = foodInsecuritySections(rows, null)[1] as ReportTimeSeriesSection;
    expect(nation.series).toEqual([{ name: 'United States', points: [{ x: '2006–2008', y: 12.2 }, { x: '2021–2023', y: 12.2 }] }]);
    expect(nation.source.year).toBe('2006–2023');
    const washington = foodInsecuritySections(rows, 'WA')[1] as ReportTimeSeriesSection;
    expect(washington.series.map((s) => s.name)).toEqual(['United States', 'Washington']);
    expect(washington.series[1]!.points).toEqual([{ x: '2006–2008', y: 11.1 }, { x: '2021–2023', y: 10 }]);
  });

  it('leaves out a series with no values', () => {
    const alabama = foodInsecuritySections([row(2021, 'US', 12.2), row(2021, 'AL', null)], 'AL')[1] as ReportTimeSeriesSection;
    expect(alabama.series.map((s) => s.name)).toEqual(['United States']);
  });
});
