import {
  REPORT_MESSAGES,
  TOP_NONPROFITS_PAGE_SIZE,
  type ReportBarsSection,
  type ReportFiguresSection,
  type ReportSection,
  type ReportStateMapSection,
  type ReportTimeSeriesSection,
  type SdgReportResponse,
} from '@x4i/shared/contracts';
import request from 'supertest';
import { readyTestBackendForFile } from '../testing/test-backend.js';

jest.setTimeout(60_000);

const app = readyTestBackendForFile();
const api = () => request(app());

async function page(path: string): Promise<SdgReportResponse> {
  return (await api().get(path).expect(200)).body as SdgReportResponse;
}

function section<T extends ReportSection>(body: SdgReportResponse, id: string): T {
  const found = body.sections.find((item) => item.id === id);
  if (!found) throw new Error(`No section ${id} in ${body.sections.map((item) => item.id).join(', ')}`);
  return found as T;
}

const ABOUT_PATHS = ['irs-eo-bmf', 'sdsn-usa', 'saipe', 'usda-food-security', 'dol-minimum-wage', 'eia-co2', 'kff-hospital-beds', 'bls-qcew'].map(
  (anchor) => `/our-data#${anchor}`,
);

/** What every page promises: unique section ids, a source on every section, each SPEC field listed once. */
function expectWellFormed(body: SdgReportResponse) {
  const ids = body.sections.map((item) => item.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const item of body.sections) {
    expect(item.source.name).not.toBe('');
    expect(item.source.url).toMatch(/^https:\/\//);
    expect(item.source.year).toMatch(/^\d{4}/);
    expect(ABOUT_PATHS).toContain(item.source.aboutPath);
  }
  const fields = body.notCovered.map((item) => item.field);
  expect(new Set(fields).size).toBe(fields.length);
  expect(fields).toContain('revenueSources');
  expect(body.topNonprofits.pageNumber).toBe(1);
  expect(body.topNonprofits.orgs.length).toBeLessThanOrEqual(TOP_NONPROFITS_PAGE_SIZE);
}

describe('GET /report/sdg-<n>: the dedicated pages', () => {
  it('gives the poverty page of the nation, SAIPE first, with the SDSN indicators and the IRS organisations of goal 1', async () => {
    const body = await page('/report/sdg-1');
    expectWellFormed(body);
    expect(body).toMatchObject({ report: 'no-poverty', goal: 1, dedicated: true, state: null, stateName: null, title: 'Poverty indicators' });
    expect(body.sections[0]!.id).toBe('poverty-rate-by-state');
    const map = section<ReportStateMapSection>(body, 'poverty-rate-by-state');
    expect(map.values).toHaveLength(51);
    expect(map.national).toBe(11.9);
    expect(map.values.find((value) => value.state === 'WA')!.value).toBe(9.5);
    expect(section<ReportFiguresSection>(body, 'people-in-poverty').figures[0]).toMatchObject({ label: 'People in poverty', value: 38371394 });
    expect(body.sections.filter((item) => item.source.aboutPath === '/our-data#sdsn-usa')).toHaveLength(7);
    expect(section<ReportStateMapSection>(body, 'organizations-by-state').values.map((value) => value.state).sort()).toEqual(['AK', 'AR', 'OR', 'VT']);
    expect(body.sections.some((item) => item.kind === 'bars' && item.id === 'poverty-rate-by-county')).toBe(false);
    expect(body.notCovered.map((item) => item.field)).toEqual(['revenueSources', 'povertyOverTime', 'peopleBelowPoverty.ageGroupPercent']);
    expect(body.topNonprofits.count).toBeGreaterThan(0);
  });

  it("gives a state's poverty page: its people in poverty, its counties by rate, its organisations", async () => {
    const body = await page('/report/sdg-1?state=vt');
    expectWellFormed(body);
    expect(body).toMatchObject({ state: 'VT', stateName: 'Vermont' });
    const counties = section<ReportBarsSection>(body, 'poverty-rate-by-county');
    expect(counties.categoryLabel).toBe('County');
    expect(counties.bars).toHaveLength(14); // Vermont has 14 counties
    expect(counties.bars.map((bar) => bar.value)).toEqual([...counties.bars.map((bar) => bar.value)].sort((a, b) => b - a));
    expect(section<ReportFiguresSection>(body, 'organization-figures').title).toBe('Organizations in Vermont');
    expect(section<ReportFiguresSection>(body, 'organization-figures').noData ?? null).toBeNull();
    expect(section<ReportFiguresSection>(body, 'organization-figures').figures[0]!.value).toEqual(expect.any(Number));
    expect(body.topNonprofits.covered).toBe(true);
    expect(body.topNonprofits.orgs.every((org) => org.state === 'VT')).toBe(true);
  });

  it('gives the hunger page with the nation and the state over time', async () => {
    const body = await page('/report/sdg-2?state=WA');
    expectWellFormed(body);
    expect(body.sections[0]!.id).toBe('food-insecurity-by-state');
    expect(section<ReportStateMapSection>(body, 'food-insecurity-by-state').source.year).toBe('2021–2023');
    const overTime = section<ReportTimeSeriesSection>(body, 'food-insecurity-over-time');
    expect(overTime.series.map((series) => series.name)).toEqual(['United States', 'Washington']);
    expect(overTime.series[0]!.points).toHaveLength(16);
  });

  it('gives the decent work page: minimum wages and the nonprofit workforce', async () => {
    const body = await page('/report/sdg-8?state=WA');
    expectWellFormed(body);
    const wages = section<ReportStateMapSection>(body, 'minimum-wage-by-state');
    expect(wages.values.find((value) => value.state === 'WA')!.value).toBe(13.5);
    expect(wages.values.find((value) => value.state === 'AL')!.value).toBe(7.25);
    expect(wages.national).toBe(7.25);
    expect(section<ReportTimeSeriesSection>(body, 'minimum-wage-over-time').series[0]!.points).toHaveLength(53);
    const workforce = section<ReportFiguresSection>(body, 'nonprofit-workforce');
    expect(workforce.figures[0]).toMatchObject({ label: 'Nonprofit jobs', value: 277406 });
    expect(section<ReportTimeSeriesSection>(body, 'nonprofit-employment-over-time').series[0]!.points[0]).toEqual({ x: '2013', y: 232752 });
    expect(body.notCovered.map((item) => item.field)).toEqual(expect.arrayContaining(['businessesOverTime', 'orgFunding']));
  });

  it('gives the industry and consumption pages', async () => {
    const industry = await page('/report/sdg-9');
    expectWellFormed(industry);
    expect(industry.sections.filter((item) => item.source.aboutPath === '/our-data#sdsn-usa')).toHaveLength(8);
    const consumption = await page('/report/sdg-12');
    expectWellFormed(consumption);
    expect(section<ReportStateMapSection>(consumption, 'co2-emissions-by-state').values).toHaveLength(51);
    expect(consumption.notCovered.map((item) => item.field)).toContain('geoWaste.plasticBagLegislation');
  });

  it('gives the partnerships page: funding by income bucket first, and the international development and relief organisations', async () => {
    const body = await page('/report/sdg-17');
    expectWellFormed(body);
    expect(body.sections[0]!.id).toBe('income-by-income-bucket');
    const buckets = section<ReportBarsSection>(body, 'income-by-income-bucket');
    expect(buckets.bars.map((bar) => bar.label)).toEqual(['Enterprise: Over $50M', 'Higher Mid Market: $10M to $50M', 'Lower Mid Market: $1M to $10M', 'Small: Less than $1M']);
    const international = section<ReportFiguresSection>(body, 'international-organizations');
    expect(international.figures.map((figure) => figure.label)).toEqual(['International development organizations', 'International relief organizations']);
  });

  it('answers 404 for a goal without a dedicated page', async () => {
    for (const path of ['/report/sdg-3', '/report/sdg-18', '/report/sdg-01', '/report/sdg-x']) {
      const res = await api().get(path).expect(404);
      expect(res.body.error.code).toBe('not_found');
    }
  });

  it('refuses an unknown or repeated state with 400', async () => {
    expect((await api().get('/report/sdg-1?state=ZZ').expect(400)).body).toEqual({ error: { code: 'invalid_state', message: REPORT_MESSAGES.state } });
    await api().get('/report/sdg-1?state=VT&state=AK').expect(400);
  });
});

describe('GET /report/sdg-spec: any goal by its slug', () => {
  it('gives a generic page: the SDSN indicators, the datasets that fit and the organisations', async () => {
    const body = await page('/report/sdg-spec?report=good-health-and-well-being');
    expectWellFormed(body);
    expect(body).toMatchObject({ report: 'good-health-and-well-being', goal: 3, dedicated: false });
    expect(body.sections.filter((item) => item.source.aboutPath === '/our-data#sdsn-usa')).toHaveLength(14);
    expect(section<ReportStateMapSection>(body, 'hospital-beds-by-state').national).toBe(2.4);
    expect(body.notCovered.map((item) => item.field)).toEqual(['revenueSources']);
  });

  it("gives a dedicated goal's page too, the same as /report/sdg-<n>", async () => {
    const bySlug = await page('/report/sdg-spec?report=NO-POVERTY&state=VT');
    const byNumber = await page('/report/sdg-1?state=VT');
    expect(bySlug).toEqual(byNumber);
  });

  it("says when the imported IRS files do not include the state, instead of showing zeros", async () => {
    const body = await page('/report/sdg-spec?report=climate-action&state=WA');
    expectWellFormed(body);
    const figures = section<ReportFiguresSection>(body, 'organization-figures');
    expect(figures.noData).toBe('No IRS file for Washington is imported, so its organizations are not counted here.');
    expect(figures.figures.every((item) => item.value === null)).toBe(true);
    expect(section<ReportStateMapSection>(body, 'organizations-by-state').uncovered).toMatchObject({ reason: 'IRS file not imported', states: expect.arrayContaining(['WA', 'CA']) });
    expect(section<ReportTimeSeriesSection>(body, 'co2-emissions-over-time').series[0]!.name).toBe('Washington');
    // Sections from sources that cover the state are left as they are.
    expect(section<ReportTimeSeriesSection>(body, 'co2-emissions-over-time').noData ?? null).toBeNull();
    expect(body.notCovered.find((item) => item.field === 'orgFunding')!.why).toMatch(/do not include Washington/);
    expect(body.topNonprofits).toMatchObject({
      count: 0,
      orgs: [],
      covered: false,
      coverageNote: 'No IRS file for Washington is imported, so its organizations are not listed here.',
    });
  });

  it('gives goal 14, which has no SDSN indicators, its organisations', async () => {
    const body = await page('/report/sdg-spec?report=life-below-water');
    expectWellFormed(body);
    expect(body.sections.map((item) => item.id)).toEqual(['organizations-by-state', 'organization-income-by-state', 'organization-figures', 'income-by-income-bucket', 'organizations-by-income-bucket']);
  });

  it.each([
    ['', 'invalid_report', REPORT_MESSAGES.report],
    ['?report=', 'invalid_report', REPORT_MESSAGES.report],
    ['?report=all', 'invalid_report', REPORT_MESSAGES.report],
    ['?report=no-hunger', 'invalid_report', REPORT_MESSAGES.report],
    ['?report=no-poverty&report=zero-hunger', 'invalid_report', REPORT_MESSAGES.report],
    ['?report=no-poverty&state=XX', 'invalid_state', REPORT_MESSAGES.state],
  ])('refuses %s with 400', async (query, code, message) => {
    const res = await api().get(`/report/sdg-spec${query}`).expect(400);
    expect(res.body).toEqual({ error: { code, message } });
  });
});
