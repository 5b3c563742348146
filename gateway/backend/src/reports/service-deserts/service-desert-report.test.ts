import type { ReportCountyMapSection, ReportTableSection, ServiceDesertResponse } from '@x4i/shared/contracts';
import type { ServiceDesertMapDefinition } from '@x4i/shared/domain';
import type { ZipCounty } from '../geo/zip-counties.js';
import { buildServiceDesertReport, type ServiceDesertInputs } from './service-desert-report.js';

const definition: ServiceDesertMapDefinition = {
  slug: 'test-wa',
  title: 'Test map',
  service: 'test services',
  state: 'WA',
  focusCounty: { fips: '53002', name: 'Bee County' },
  need: 'people-in-poverty',
  ntee: ['P82', 'J'],
  nteeWhy: 'Because.',
  naics: { code: '6241', title: 'Individual and Family Services', why: 'Closest.' },
};

const shape = (fips: string, name: string) => ({ fips, name, d: `M0,0L1,1Z` });
const zip = (fips: string): ZipCounty => ({ fips, county: '', state: fips.startsWith('53') ? 'WA' : 'OR' });

function inputs(overrides: Partial<ServiceDesertInputs> = {}): ServiceDesertInputs {
  return {
    definition,
    shapes: { width: 800, height: 500, counties: [shape('53001', 'Ay'), shape('53002', 'Bee'), shape('53003', 'Cee'), shape('53004', 'Dee')] },
    poverty: [
      { fips: '53001', name: 'Ay County', year: 2020, peopleInPoverty: 1000, povertyRatePct: 10 },
      { fips: '53002', name: 'Bee County', year: 2020, peopleInPoverty: 600, povertyRatePct: 12.5 },
      { fips: '53003', name: 'Cee County', year: 2020, peopleInPoverty: 300, povertyRatePct: 8 },
      { fips: '53004', name: 'Dee County', year: 2020, peopleInPoverty: 50, povertyRatePct: 5 },
    ],
    qcew: [
      { fips: '53001', geoTitle: 'Ay County, Washington', naics: '6241', industry: 'Individual and Family Services', year: 2021, npoEstablishments: 10 },
      { fips: '53002', geoTitle: 'Bee County, Washington', naics: '6241', industry: 'Individual and Family Services', year: 2021, npoEstablishments: 2 },
      // Another industry and another state's county: not the map's.
      { fips: '53003', geoTitle: 'Cee County, Washington', naics: '624', industry: 'Social Assistance', year: 2021, npoEstablishments: 7 },
      { fips: '41001', geoTitle: 'Baker County, Oregon', naics: '6241', industry: 'Individual and Family Services', year: 2021, npoEstablishments: 3 },
    ],
    irs: { snapshotDates: [], organizations: [] },
    zipCounties: new Map([
      ['98001', zip('53001')],
      ['98002', zip('53002')],
      ['98003', zip('53002')],
      ['97001', zip('41001')],
    ]),
    nteeTitles: new Map([
      ['P82', 'Developmentally Disabled Centers'],
      ['J', 'Employment'],
    ]),
    ...overrides,
  };
}

const section = <T,>(body: ServiceDesertResponse, id: string) => body.sections.find((item) => item.id === id) as T;

describe('buildServiceDesertReport', () => {
  it('without the state’s IRS file: says so, and sets the need against the BLS establishments of the map’s industry', () => {
    const body = buildServiceDesertReport(inputs());
    expect(body.irs.covered).toBe(false);
    expect(body.irs.note).toMatch(/^No IRS file for Washington is imported.*\(eo_wa\.csv\) is imported\.$/);
    expect(body.irs.note).not.toContain('npm run');
    expect(body.sections.map((item) => item.id)).toEqual(['people-in-poverty', 'bls-need-per-establishment', 'bls-ranking']);
    expect(body.service.ntee).toEqual([
      { code: 'P82', title: 'Developmentally Disabled Centers' },
      { code: 'J', title: 'Employment' },
    ]);
    const bls = section<ReportCountyMapSection>(body, 'bls-need-per-establishment');
    // 1000/10 = 100, 600/2 = 300; Cee and Dee have no 6241 row.
    expect(bls.areas.map((item) => [item.name, item.value, item.desert ?? false])).toEqual([
      ['Ay County', 100, false],
      ['Bee County', 300, true],
      ['Cee County', null, false],
      ['Dee County', null, false],
    ]);
    expect(bls.description).toContain('The BLS file has a row for this industry in 2 of the 4 counties.');
    const ranking = section<ReportTableSection>(body, 'bls-ranking');
    expect(ranking.rows).toEqual([
      [1, 'Bee County', 600, 12.5, 2, 300, 'Yes: top quarter'],
      [2, 'Ay County', 1000, 10, 10, 100, 'No'],
      [null, 'Cee County', 300, 8, null, null, 'Not published'],
      [null, 'Dee County', 50, 5, null, null, 'Not published'],
    ]);
    expect(body.notCovered).toHaveLength(1);
    expect(body.notCovered[0]!.why).toMatch(/^Need inside Bee County by ZIP code/);
  });

  it('with the IRS file: counts the map’s NTEE codes by the county of the ZIP code, marks counties with none, lists the focus county by ZIP', () => {
    const org = (ein: string, ntee: string | null, zipCode: string | null, city: string | null = null) => ({ ein, name: ein, city, zip: zipCode, ntee });
    const body = buildServiceDesertReport(
      inputs({
        irs: {
          snapshotDates: ['2026-04-01'],
          organizations: [
            org('1', 'P82', '98001-1234'),
            org('2', 'j30', '98002', 'Tacoma'),
            org('3', 'J33', '98002', 'Tacoma'),
            org('4', 'P820', '98003', 'Lakewood'),
            // Not the map's codes.
            org('5', 'P81', '98001'),
            org('6', null, '98001'),
            // Not placeable in the state.
            org('7', 'P82', '97001'),
            org('8', 'P82', null),
          ],
        },
      }),
    );
    expect(body.irs.covered).toBe(true);
    expect(body.irs.note).toContain('6 organizations in Washington');
    expect(body.irs.note).toContain('4 are placed in a county by the ZIP code of their address and 2 whose ZIP code');
    const orgs = section<ReportCountyMapSection>(body, 'irs-organizations');
    expect(orgs.areas.map((item) => item.value)).toEqual([1, 3, 0, 0]);
    expect(orgs.source.year).toBe('2026');
    const perOrg = section<ReportCountyMapSection>(body, 'irs-need-per-organization');
    // Cee and Dee have people in poverty and no organization; of Ay (1000) and Bee (200), Ay is the top quarter.
    expect(perOrg.areas.map((item) => [item.value, item.desert ?? false])).toEqual([
      [1000, true],
      [200, false],
      [null, true],
      [null, true],
    ]);
    expect(section<ReportTableSection>(body, 'irs-ranking').rows.map((row) => [row[0], row[1], row[6]])).toEqual([
      [1, 'Cee County', 'Yes: no organization'],
      [2, 'Dee County', 'Yes: no organization'],
      [3, 'Ay County', 'Yes: top quarter'],
      [4, 'Bee County', 'No'],
    ]);
    expect(section<ReportTableSection>(body, 'irs-focus-zip-codes').rows).toEqual([
      ['98002', 'TACOMA', 2],
      ['98003', 'LAKEWOOD', 1],
    ]);
  });
});
