import type { ReportStateMapSection, ReportTimeSeriesSection } from '@x4i/shared/contracts';
import { US_STATES } from '@x4i/shared/domain';
import type { Co2EmissionsRow } from '../indicator-tables.js';
import { co2EmissionsSections } from './co2-emissions.js';

// Every state emits 1 Mt in 2019 and 2020; in 1970 only Washington has a value.
const rows: Co2EmissionsRow[] = [
  { stateCode: 'WA', year: 1970, metricTons: 30_000_000 },
  ...[2019, 2020].flatMap((year) => US_STATES.map((state) => ({ stateCode: state.code, year, metricTons: state.code === 'WA' ? 68_372_251 : 1_000_000 }))),
];

describe('co2EmissionsSections', () => {
  it('maps the latest year in million metric tons, with no national figure (the file has none)', () => {
    const [map] = co2EmissionsSections(rows, null) as [ReportStateMapSection];
    expect(map.values).toHaveLength(51);
    expect(map.values.find((v) => v.state === 'WA')!.value).toBeCloseTo(68.372251);
    expect(map.national).toBeNull();
    expect(map.source).toMatchObject({ year: '2020', aboutPath: '/our-data#eia-co2' });
  });

  it('sums the states only in years where every state has a value', () => {
    const series = (co2EmissionsSections(rows, null)[1] as ReportTimeSeriesSection).series;
    expect(series).toHaveLength(1);
    expect(series[0]!.name).toBe('Sum of the 50 states and DC');
    expect(series[0]!.points.map((p) => p.x)).toEqual(['2019', '2020']);
    expect(series[0]!.points[1]!.y).toBeCloseTo(50 + 68.372251);
  });

  it("follows the selected state's emissions", () => {
    const section = co2EmissionsSections(rows, 'WA')[1] as ReportTimeSeriesSection;
    expect(section.series).toEqual([{ name: 'Washington', points: [{ x: '1970', y: 30 }, { x: '2019', y: 68.372251 }, { x: '2020', y: 68.372251 }] }]);
    expect(section.source.year).toBe('1970–2020');
  });
});
