import type { ReportFiguresSection, ReportStateMapSection, ReportTimeSeriesSection } from '@x4i/shared/contracts';
import type { NonprofitWorkforceRow } from '../indicator-tables.js';
import { nonprofitWorkforceSections } from './nonprofit-workforce.js';

const row = (year: number, stateCode: string, employment: number | null, sharePct: number | null): NonprofitWorkforceRow => ({
  year,
  stateCode,
  npoEstablishments: 100,
  npoEmployment: employment,
  npoAverageWage: 52240,
  npoSharePct: sharePct,
});

const rows = [row(2013, 'US', 11599269, 10.3), row(2013, 'WA', 232752, 9.5), row(2021, 'US', 12950658, 10.9), row(2021, 'WA', 277406, 9.9), row(2021, 'VT', null, null)];

describe('nonprofitWorkforceSections', () => {
  it("maps the latest year's nonprofit share of private employment beside the nation's", () => {
    const [map] = nonprofitWorkforceSections(rows, null) as [ReportStateMapSection];
    expect(map).toMatchObject({ national: 10.9, values: [{ state: 'WA', value: 9.9 }], source: { year: '2021', aboutPath: '/our-data#bls-qcew' } });
  });

  it("follows the nation's nonprofit jobs, and gives its key figures", () => {
    const [, series, figures] = nonprofitWorkforceSections(rows, null) as [unknown, ReportTimeSeriesSection, ReportFiguresSection];
    expect(series.series).toEqual([{ name: 'United States', points: [{ x: '2013', y: 11599269 }, { x: '2021', y: 12950658 }] }]);
    expect(figures.figures.map((f) => [f.label, f.value])).toEqual([
      ['Nonprofit jobs', 12950658],
      ['Nonprofit establishments', 100],
      ['Average annual wage at nonprofits', 52240],
    ]);
  });

  it("follows the selected state's, and leaves out a figure BLS suppressed", () => {
    const [, series] = nonprofitWorkforceSections(rows, 'WA') as [unknown, ReportTimeSeriesSection];
    expect(series.series[0]!.name).toBe('Washington');
    const vermont = nonprofitWorkforceSections(rows, 'VT');
    expect(vermont.map((s) => s.kind)).toEqual(['state-map', 'figures']);
    expect((vermont[1] as ReportFiguresSection).figures.map((f) => f.label)).toEqual(['Nonprofit establishments', 'Average annual wage at nonprofits']);
  });
});
