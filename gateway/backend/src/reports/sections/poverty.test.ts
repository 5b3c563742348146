import type { ReportBarsSection, ReportFiguresSection, ReportStateMapSection } from '@x4i/shared/contracts';
import type { PovertyRow } from '../indicator-tables.js';
import { povertySections, TOP_COUNTIES } from './poverty.js';

const row = (geoLevel: PovertyRow['geoLevel'], stateCode: string, areaName: string, people: number | null, rate: number | null): PovertyRow => ({
  fips: `${geoLevel}:${stateCode}:${areaName}`,
  geoLevel,
  stateCode,
  areaName,
  year: 2020,
  peopleInPoverty: people,
  povertyRatePct: rate,
});

const rows: PovertyRow[] = [
  row('nation', 'US', 'United States', 38371394, 11.9),
  row('state', 'WA', 'Washington', 720000, 9.5),
  row('state', 'DE', 'Delaware', 105000, 10.8),
  row('county', 'WA', 'Pierce County', 79000, 8.7),
  row('county', 'WA', 'Yakima County', 40000, 15.1),
  row('county', 'WA', 'No Estimate County', null, null),
  ...Array.from({ length: 20 }, (_, i) => row('county', 'DE', `County ${String(i).padStart(2, '0')}`, 1000, 5 + i)),
];

describe('povertySections', () => {
  it("maps every state's rate beside the nation's, and gives the nation's people in poverty", () => {
    const [map, figures, ...rest] = povertySections(rows, null) as [ReportStateMapSection, ReportFiguresSection];
    expect(map).toMatchObject({ kind: 'state-map', national: 11.9, format: 'percent', source: { year: '2020', aboutPath: '/our-data#saipe' } });
    expect(map.values).toEqual([
      { state: 'WA', value: 9.5 },
      { state: 'DE', value: 10.8 },
    ]);
    expect(figures.figures).toEqual([
      { label: 'People in poverty', value: 38371394, format: 'count', decimals: 0 },
      { label: 'Poverty rate', value: 11.9, format: 'percent', decimals: 1 },
    ]);
    expect(rest).toEqual([]);
  });

  it("gives a state's people in poverty and its counties by rate, highest first, without the ones with no estimate", () => {
    const sections = povertySections(rows, 'WA');
    const figures = sections.find((s) => s.kind === 'figures') as ReportFiguresSection;
    expect(figures.title).toBe('People in poverty in Washington');
    expect(figures.figures[0]!.value).toBe(720000);
    const bars = sections.find((s) => s.kind === 'bars') as ReportBarsSection;
    expect(bars.categoryLabel).toBe('County');
    expect(bars.bars).toEqual([
      { label: 'Yakima County', value: 15.1 },
      { label: 'Pierce County', value: 8.7 },
    ]);
  });

  it(`keeps the ${TOP_COUNTIES} counties with the highest rates`, () => {
    const bars = povertySections(rows, 'DE').find((s) => s.kind === 'bars') as ReportBarsSection;
    expect(bars.bars).toHaveLength(TOP_COUNTIES);
    expect(bars.bars[0]).toEqual({ label: 'County 19', value: 24 });
  });

  it('gives nothing without rows', () => {
    expect(povertySections([], null)).toEqual([]);
  });
});
