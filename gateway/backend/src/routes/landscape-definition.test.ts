import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { LandscapeResponse, ReportFiguresSection, ReportStateMapSection } from '@x4i/shared/contracts';
import { LANDSCAPE_MESSAGES, LANDSCAPES, US_STATES, type LandscapeDefinition } from '@x4i/shared/domain';
import express from 'express';
import request from 'supertest';
import { readCsv, type CsvRecord } from '../data/read-csv.js';
import { errorHandler } from '../http/errors.js';
import { FIXTURE_IRS_DIR, readyTestDataForFile } from '../testing/test-backend.js';
import { landscapeRouter } from './landscape.js';

jest.setTimeout(60_000);

/**
 * A landscape the product does not ship. The fixture files hold no food bank (NTEE K), so it takes sports codes
 * they do hold: N70 and N99 in Alaska, N02 for one organization in both the Oregon and the Vermont file, and an
 * N52 in Oregon that it leaves out.
 */
const AMATEUR_SPORTS: LandscapeDefinition = {
  slug: 'amateur-sports',
  title: 'Amateur Sports Landscape',
  summary: 'Amateur sports clubs, leagues and the organizations that support them (NTEE N0, N7 and N99), in the nation or a state you pick.',
  ntee: { label: 'amateur sports and recreation', prefixes: ['N0', 'N7', 'N99'] },
  place: { kind: 'chosen' },
  focus: 'organizations',
  pick: null,
  datasets: ['irs-eo-bmf', 'saipe', 'bls-qcew'],
  notCovered: ['How many people play in each club is not in the IRS records, so the page counts organizations and their income only.'],
};

const data = readyTestDataForFile();

/** The landscape route over the backend's data, answering the given definitions (default: the shipped ones). */
function api(definitions?: readonly LandscapeDefinition[]) {
  const { services, status } = data();
  const app = express();
  app.use(landscapeRouter(services.landscapes, status, definitions ? { definitions } : {}));
  app.use(errorHandler(() => undefined));
  return request(app);
}

const figure = (body: LandscapeResponse, label: string) =>
  (body.sections.find((item) => item.id === 'organizations') as ReportFiguresSection | undefined)?.figures.find((item) => item.label === label)?.value;

/** Every row of the fixture IRS files, read straight from them. */
async function fixtureRows(): Promise<CsvRecord[]> {
  const files = readdirSync(FIXTURE_IRS_DIR).filter((name) => /\.csv(\.gz)?$/.test(name));
  return (await Promise.all(files.map((name) => readCsv(path.join(FIXTURE_IRS_DIR, name), ['EIN', 'STATE', 'NTEE_CD'])))).flat();
}

/** The distinct EINs of the rows with one of the definition's codes, in the 50 states and DC (as the engine counts them) or in one state. */
async function organizationsOf(definition: LandscapeDefinition, state?: string): Promise<number> {
  const states = new Set(state ? [state] : US_STATES.map((entry) => entry.code));
  const matches = (row: CsvRecord) => definition.ntee!.prefixes.some((prefix) => row.NTEE_CD!.trim().toUpperCase().startsWith(prefix));
  return new Set((await fixtureRows()).filter((row) => states.has(row.STATE!.trim()) && matches(row)).map((row) => row.EIN)).size;
}

describe('a landscape added by its definition alone', () => {
  it('is not one of the shipped landscapes, so the shipped route refuses it', async () => {
    expect(LANDSCAPES.map((landscape) => landscape.slug)).not.toContain(AMATEUR_SPORTS.slug);
    const response = await api().get(`/report/landscape?landscape=${AMATEUR_SPORTS.slug}`).expect(400);
    expect(response.body.error.message).toBe(LANDSCAPE_MESSAGES.landscape);
  });

  it('is answered for the nation from the fixture files: its title, its codes, its count and what it does not cover', async () => {
    const nation = await organizationsOf(AMATEUR_SPORTS);
    // One organization is in two files, and one sports code is not the landscape's: the count is not the rows'.
    expect(nation).toBe(3);
    const body = (await api([...LANDSCAPES, AMATEUR_SPORTS]).get(`/report/landscape?landscape=${AMATEUR_SPORTS.slug}`).expect(200)).body as LandscapeResponse;
    expect(body).toMatchObject({ landscape: AMATEUR_SPORTS.slug, title: AMATEUR_SPORTS.title, intro: AMATEUR_SPORTS.summary, state: null, covered: true });
    expect(body.notCovered).toEqual(AMATEUR_SPORTS.notCovered.map((why) => ({ why })));
    const organizations = body.sections.find((item) => item.id === 'organizations')!;
    expect(organizations.description).toMatch(/^Organizations with an NTEE code for amateur sports and recreation \(N0, N7, N99\) in the IRS records/);
    expect(figure(body, 'Organizations')).toBe(nation);
    const byState = body.sections.find((item) => item.id === 'organizations-by-state') as ReportStateMapSection;
    expect(byState.values.reduce((sum, value) => sum + value.value, 0)).toBe(nation);
  });

  it('is answered for a state the reader picks', async () => {
    const alaska = await organizationsOf(AMATEUR_SPORTS, 'AK');
    expect(alaska).toBe(2);
    const body = (await api([...LANDSCAPES, AMATEUR_SPORTS]).get(`/report/landscape?landscape=${AMATEUR_SPORTS.slug}&state=ak`).expect(200)).body as LandscapeResponse;
    expect(body).toMatchObject({ landscape: AMATEUR_SPORTS.slug, title: AMATEUR_SPORTS.title, state: 'AK', placeName: 'Alaska', covered: true });
    expect(figure(body, 'Organizations')).toBe(alaska);
    expect(body.notCovered).toEqual(AMATEUR_SPORTS.notCovered.map((why) => ({ why })));
  });

  it('keeps the shipped landscapes beside it', async () => {
    const shipped = (await api().get('/report/landscape?landscape=human-services').expect(200)).body as LandscapeResponse;
    const beside = (await api([...LANDSCAPES, AMATEUR_SPORTS]).get('/report/landscape?landscape=human-services').expect(200)).body as LandscapeResponse;
    expect(beside).toEqual(shipped);
  });
});
