import type { ReportStateMapSection } from '@x4i/shared/contracts';
import { hospitalBedsSections } from './hospital-beds.js';

describe('hospitalBedsSections', () => {
  it("maps every state's beds per 1,000 people beside the nation's", () => {
    const [map] = hospitalBedsSections([
      { stateCode: 'US', year: 2018, bedsPer1000: 2.4 },
      { stateCode: 'WA', year: 2018, bedsPer1000: 1.7 },
      { stateCode: 'MA', year: 2018, bedsPer1000: null },
    ]) as [ReportStateMapSection];
    expect(map).toMatchObject({ kind: 'state-map', national: 2.4, values: [{ state: 'WA', value: 1.7 }], source: { year: '2018', aboutPath: '/our-data#kff-hospital-beds' } });
  });

  it('gives nothing without rows', () => {
    expect(hospitalBedsSections([])).toEqual([]);
  });
});
