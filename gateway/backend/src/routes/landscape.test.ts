import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  REPORT_MESSAGES,
  type IssueAreaDatasetResponse,
  type IssueAreaOptionsResponse,
  type LandscapeResponse,
  type ReportBarsSection,
  type ReportCountyMapSection,
  type ReportFiguresSection,
  type ReportSection,
  type ReportStateMapSection,
} from '@x4i/shared/contracts';
import { LANDSCAPE_MESSAGES, NTEE_MAJOR_GROUP_CODES, NTEE_MAJOR_GROUP_TITLES, type NteeMajorGroupCode } from '@x4i/shared/domain';
import request from 'supertest';
import { loadZipCounties, zip5 } from '../reports/geo/zip-counties.js';
import { FIXTURE_IRS_DIR, readyTestBackendForFile } from '../testing/test-backend.js';

jest.setTimeout(60_000);

const app = readyTestBackendForFile();
const api = () => request(app());

async function landscape(query: string): Promise<LandscapeResponse> {
  return (await api().get(`/report/landscape?${query}`).expect(200)).body as LandscapeResponse;
}

function section<T extends ReportSection>(body: LandscapeResponse, id: string): T {
  const found = body.sections.find((item) => item.id === id);
  if (!found) throw new Error(`No section ${id} in ${body.sections.map((item) => item.id).join(', ')}`);
  return found as T;
}

const figure = (body: LandscapeResponse, label: string) => section<ReportFiguresSection>(body, 'organizations').figures.find((item) => item.label === label)?.value;

/** The fixture's Alaska rows, read straight from the file: EIN and NTEE code. */
const alaska = readFileSync(path.join(FIXTURE_IRS_DIR, 'eo_ak.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','))
  .map((cells) => ({ ein: cells[0]!, ntee: cells[26] ?? '' }));

describe('GET /report/landscape', () => {
  it("counts a chosen state's organizations, each with its source", async () => {
    const body = await landscape('landscape=state-guide&state=ak');
    expect(body.state).toBe('AK');
    expect(body.placeName).toBe('Alaska');
    expect(body.covered).toBe(true);
    expect(figure(body, 'Organizations')).toBe(new Set(alaska.map((row) => row.ein)).size);
    // A single state has no map by state; the ruling decades and sizes add up to the count.
    expect(body.sections.some((item) => item.id === 'organizations-by-state')).toBe(false);
    const sizes = section<ReportBarsSection>(body, 'organizations-by-income-bucket').bars.reduce((sum, bar) => sum + bar.value, 0);
    expect(sizes).toBe(figure(body, 'Organizations'));
    for (const item of body.sections) expect(item.source.year).toMatch(/^\d{4}/);
  });

  it('selects a landscape’s NTEE codes, across the covered states', async () => {
    const body = await landscape('landscape=human-services');
    expect(body.state).toBeNull();
    expect(body.coverageNote).toMatch(/^The nation's figures are those of the 4 states whose IRS files are imported\.$/);
    const byState = body.sections.find((item) => item.id === 'organizations-by-state');
    expect(byState?.kind).toBe('state-map');
    // The nation is mapped by state; counties come with a chosen state.
    expect(body.sections.some((item) => item.id === 'organizations-by-county')).toBe(false);
    const akHumanServices = new Set(alaska.filter((row) => row.ntee.startsWith('P')).map((row) => row.ein)).size;
    const ak = byState?.kind === 'state-map' ? byState.values.find((value) => value.state === 'AK')?.value : undefined;
    expect(ak ?? 0).toBe(akHumanServices);
  });

  it('reads the vertical landscape’s group and the partnerships’ goal', async () => {
    const vertical = await landscape('landscape=vertical-landscape&group=b');
    expect(vertical.group).toBe('B');
    expect(vertical.title).toBe('Vertical Landscape: Education');
    const partnerships = await landscape('landscape=sdg-partnerships');
    expect(partnerships.goal).toBe(17);
    expect(partnerships.title).toMatch(/^SDG Partnerships: Goal 17, /);
  });

  it('says when the place’s IRS file is not imported', async () => {
    const body = await landscape('landscape=boston');
    expect(body.covered).toBe(false);
    expect(body.coverageNote).toContain('eo_ma.csv');
    // Not known, rather than none: every figure is null and the section says why.
    const figures = section<ReportFiguresSection>(body, 'organizations');
    expect(figures.noData).toBe('No IRS file for Massachusetts is imported, so its organizations are not counted here.');
    expect(figures.figures.map((item) => item.value)).toEqual(figures.figures.map(() => null));
  });

  it('gives a chosen state without an IRS file no data, and one with its file its figures', async () => {
    const california = await landscape('landscape=nonprofit-landscape&state=CA');
    expect(california.covered).toBe(false);
    expect(figure(california, 'Organizations')).toBeNull();
    expect(figure(california, 'Income')).toBeNull();
    expect(section<ReportFiguresSection>(california, 'organizations').noData).toMatch(/^No IRS file for California is imported/);
    const alaska = await landscape('landscape=nonprofit-landscape&state=AK');
    expect(alaska.covered).toBe(true);
    expect(figure(alaska, 'Organizations')).toBeGreaterThan(0);
    expect(section<ReportFiguresSection>(alaska, 'organizations').noData ?? null).toBeNull();
  });

  it('greys out on the nation’s map the states without an IRS file', async () => {
    const body = await landscape('landscape=nonprofit-landscape');
    const byState = section<ReportStateMapSection>(body, 'organizations-by-state');
    expect(byState.uncovered?.reason).toBe('IRS file not imported');
    expect(byState.uncovered?.states).toContain('CA');
    expect(byState.uncovered?.states).not.toContain('AK');
    expect(byState.uncovered!.states.length + 4).toBe(51);
  });

  it('sorts every organization into one kind of code', async () => {
    const body = await landscape('landscape=refining-nonprofit-classification&state=AK');
    const kinds = section<ReportBarsSection>(body, 'organizations-by-code-specificity').bars;
    expect(kinds.reduce((sum, bar) => sum + bar.value, 0)).toBe(new Set(alaska.map((row) => row.ein)).size);
    expect(kinds.find((bar) => bar.label === 'No NTEE code')?.value).toBe(new Set(alaska.filter((row) => !row.ntee).map((row) => row.ein)).size);
  });

  it.each([
    ['', LANDSCAPE_MESSAGES.landscape],
    ['landscape=nope', LANDSCAPE_MESSAGES.landscape],
    ['landscape=state-guide&state=ZZ', REPORT_MESSAGES.state],
    ['landscape=state-guide&state=AK&state=VT', REPORT_MESSAGES.state],
    ['landscape=boston&state=MA', LANDSCAPE_MESSAGES.notPickable],
    ['landscape=state-guide&county=02020', LANDSCAPE_MESSAGES.countyWithoutState],
    ['landscape=state-guide&state=AK&county=2020', LANDSCAPE_MESSAGES.county],
    ['landscape=k12-education&group=B', LANDSCAPE_MESSAGES.groupNotTaken],
    ['landscape=vertical-landscape&group=BB', LANDSCAPE_MESSAGES.group],
    ['landscape=sdg-partnerships&goal=18', LANDSCAPE_MESSAGES.goal],
    ['landscape=state-guide&goal=1', LANDSCAPE_MESSAGES.goalNotTaken],
  ])('refuses %p with a 400', async (query, message) => {
    const response = await api().get(`/report/landscape?${query}`).expect(400);
    expect(response.body.error.message).toBe(message);
  });
});

describe('GET /report/landscape?landscape=tech-for-good', () => {
  it("adds the CEO pay of the field's e-filers nationwide", async () => {
    const body = await landscape('landscape=tech-for-good');
    const pay = section<ReportFiguresSection>(body, 'ceo-pay');
    expect(pay.source.aboutPath).toBe('/our-data#ceo-compensation');
    expect(pay.figures[0]!.value).toBeGreaterThanOrEqual(5);
    const [, p25, median, p75] = pay.figures.map((item) => item.value);
    expect(p25!).toBeLessThanOrEqual(median!);
    expect(median!).toBeLessThanOrEqual(p75!);
  });
});

describe('GET /report/landscape with a county', () => {
  it("counts a county's organizations through their ZIP codes, and maps a state's counties", async () => {
    const zips = await loadZipCounties();
    const lines = readFileSync(path.join(FIXTURE_IRS_DIR, 'eo_ak.csv'), 'utf8').trim().split('\n').slice(1).map((line) => line.split(','));
    const fairbanks = new Set(lines.filter((cells) => zips.get(zip5(cells[6]) ?? '')?.fips === '02090').map((cells) => cells[0]));
    expect(fairbanks.size).toBeGreaterThan(0);
    const county = await landscape('landscape=nonprofit-landscape&state=AK&county=02090');
    expect(county.county).toEqual({ fips: '02090', name: 'Fairbanks North Star Borough, AK' });
    expect(figure(county, 'Organizations')).toBe(fairbanks.size);
    expect(county.sections.some((item) => item.id === 'county-poverty')).toBe(true);

    const state = await landscape('landscape=nonprofit-landscape&state=AK');
    const map = section<ReportCountyMapSection>(state, 'organizations-by-county');
    expect(map.kind).toBe('county-map');
    expect(map.areas.find((area) => area.fips === '02090')?.value).toBe(fairbanks.size);
    expect(state.counties.map((entry) => entry.fips)).toContain('02090');
  });
});

describe('the issue-area calls', () => {
  const alaskaGroups = new Map<string, Set<string>>();
  for (const row of alaska) if (/^[A-Z]/.test(row.ntee)) alaskaGroups.set(row.ntee[0]!, (alaskaGroups.get(row.ntee[0]!) ?? new Set()).add(row.ein));
  const [commonest, alaskaEins] = [...alaskaGroups].sort((a, b) => b[1].size - a[1].size)[0]!;

  it('GET /options/issueArea lists the 26 NTEE major groups with their organizations, income and assets, and the source', async () => {
    const body = (await api().get('/options/issueArea').expect(200)).body as IssueAreaOptionsResponse;
    expect(body.issueAreas.map((area) => area.issueArea)).toEqual([...NTEE_MAJOR_GROUP_CODES]);
    for (const area of body.issueAreas) expect(area.title).toBe(NTEE_MAJOR_GROUP_TITLES[area.issueArea as NteeMajorGroupCode]);
    expect(body.issueAreas.find((area) => area.issueArea === commonest)!.organizations).toBeGreaterThanOrEqual(alaskaEins.size);
    expect(body.coveredStates).toHaveLength(4);
    expect(body.source.year).toMatch(/^\d{4}/);
  });

  it('GET /dataset/issueArea gives one area by state and by code, with its largest organizations, adding up to its count', async () => {
    const options = (await api().get('/options/issueArea').expect(200)).body as IssueAreaOptionsResponse;
    const body = (await api().get(`/dataset/issueArea?issueArea=${commonest.toLowerCase()}`).expect(200)).body as IssueAreaDatasetResponse;
    expect(body).toMatchObject({ issueArea: commonest, title: NTEE_MAJOR_GROUP_TITLES[commonest as NteeMajorGroupCode] });
    expect(body.organizations).toBe(options.issueAreas.find((area) => area.issueArea === commonest)!.organizations);
    expect(body.byState.find((state) => state.state === 'AK')).toMatchObject({ name: 'Alaska', organizations: alaskaEins.size });
    expect(body.byState.map((state) => state.state)).toEqual(body.coveredStates);
    expect(body.byState.reduce((sum, state) => sum + state.organizations, 0)).toBe(body.organizations);
    expect(body.codes.reduce((sum, code) => sum + code.organizations, 0)).toBe(body.organizations);
    for (const code of body.codes) expect(code.code[0]).toBe(commonest);
    const incomes = body.largest.map((org) => org.income);
    expect(incomes).toEqual([...incomes].sort((a, b) => b - a));
    expect(body.largest.length).toBeLessThanOrEqual(10);
  });

  it.each(['', 'issueArea=', 'issueArea=ZZ', 'issueArea=1'])('GET /dataset/issueArea?%s is refused with 400', async (query) => {
    const response = await api().get(`/dataset/issueArea?${query}`).expect(400);
    expect(response.body.error).toEqual({ code: 'invalid_issue_area', message: 'issueArea is required: one NTEE major group letter, A to Z.' });
  });

  it('GET /report/concordia is the state index under the name the calls list', async () => {
    const index = (await api().get('/report/sdg-index?state=ak').expect(200)).body;
    expect((await api().get('/report/concordia?state=ak').expect(200)).body).toEqual(index);
    await api().get('/report/concordia?state=XX').expect(400);
  });
});
