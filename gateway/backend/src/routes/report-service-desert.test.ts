import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  REPORT_MESSAGES,
  type ReportCountyMapSection,
  type ReportSection,
  type ReportTableSection,
  type ServiceDesertResponse,
} from '@x4i/shared/contracts';
import { findServiceDesertMap, nteeCodeCounts } from '@x4i/shared/domain';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { shippedDataDir } from '../paths.js';
import { loadZipCounties } from '../reports/geo/zip-counties.js';
import { loadQcewCountyRows } from '../reports/service-deserts/qcew-county-rows.js';
import { FIXTURE_WA_IRS_DIR, readyTestBackendForFile, removeTempDirs, startTestBackend, type TestBackend } from '../testing/test-backend.js';

jest.setTimeout(90_000);

function section<T extends ReportSection>(body: ServiceDesertResponse, id: string): T {
  const found = body.sections.find((item) => item.id === id);
  if (!found) throw new Error(`No section ${id} in ${body.sections.map((item) => item.id).join(', ')}`);
  return found as T;
}

const area = (map: ReportCountyMapSection, fips: string) => map.areas.find((item) => item.fips === fips)!;

async function saipePierce(): Promise<number> {
  const rows = parse(await readFile(path.join(shippedDataDir, 'indicators/poverty_saipe_2020_state_county.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
  return Number(rows.find((row) => row.fips === '53053')!.people_in_poverty_2020);
}

/** The fixture's organisations of a map, counted per county by the crosswalk: what the page must show. */
async function fixtureCounts(slug: string): Promise<Map<string, number>> {
  const definition = findServiceDesertMap(slug)!;
  const rows = parse(await readFile(path.join(FIXTURE_WA_IRS_DIR, 'eo_wa.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
  const zips = await loadZipCounties();
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (!nteeCodeCounts(definition, row.NTEE_CD)) continue;
    const fips = zips.get(row.ZIP!)?.fips;
    if (fips?.startsWith('53')) counts.set(fips, (counts.get(fips) ?? 0) + 1);
  }
  return counts;
}

describe('GET /report/service-desert with the shipped data (no Washington IRS file)', () => {
  const app = readyTestBackendForFile();
  const api = () => request(app());

  it('refuses a missing or unknown map with a 400 naming the parameter', async () => {
    for (const query of ['', '?map=', '?map=oregon', '?map=disabilities-wa&map=pierce-county-wa']) {
      const response = await api().get(`/report/service-desert${query}`).expect(400);
      expect(response.body).toEqual({ error: { code: 'invalid_map', message: REPORT_MESSAGES.map } });
    }
  });

  it('says the IRS file is missing and how to import it, and maps the need and the BLS supply of all 39 counties', async () => {
    const body = (await api().get('/report/service-desert?map=pierce-county-wa').expect(200)).body as ServiceDesertResponse;
    expect(body.irs).toMatchObject({ covered: false, file: 'eo_wa.csv' });
    expect(body.irs.note).toMatch(/^No IRS file for Washington is imported, so its organizations are not counted here\./);
    expect(body.irs.note).not.toContain('npm run');
    expect(body.sections.map((item) => item.id)).toEqual(['people-in-poverty', 'bls-need-per-establishment', 'bls-ranking']);

    const need = section<ReportCountyMapSection>(body, 'people-in-poverty');
    expect(need.areas).toHaveLength(39);
    expect(need.focusFips).toBe('53053');
    expect(area(need, '53053')).toMatchObject({ name: 'Pierce County', value: await saipePierce() });
    expect(need.source).toMatchObject({ year: '2020', aboutPath: '/our-data#saipe' });

    // NAICS 624 in Pierce County, from the BLS file's county row.
    const blsRow = (await loadQcewCountyRows()).find((row) => row.fips === '53053' && row.naics === '624')!;
    const bls = section<ReportCountyMapSection>(body, 'bls-need-per-establishment');
    expect(bls.source).toMatchObject({ year: '2021', aboutPath: '/our-data#bls-qcew' });
    expect(bls.alsoFrom).toEqual([need.source]);
    expect(area(bls, '53053').value).toBe(Math.round((await saipePierce()) / blsRow.npoEstablishments!));
    const marked = bls.areas.filter((item) => item.desert);
    const valued = bls.areas.filter((item) => item.value !== null);
    expect(marked.length).toBe(Math.ceil(valued.length / 4));

    const ranking = section<ReportTableSection>(body, 'bls-ranking');
    expect(ranking.rows).toHaveLength(39);
    const pierce = ranking.rows.find((row) => row[1] === 'Pierce County')!;
    expect(pierce[4]).toBe(blsRow.npoEstablishments);
    expect(ranking.rows.filter((row) => row[6] === 'Not published')).toHaveLength(39 - valued.length);
    expect(body.notCovered.map((item) => item.field)).toEqual(['need by ZIP code']);
  });
});

describe('GET /report/service-desert after importing a Washington IRS file', () => {
  let test: TestBackend | undefined;
  beforeAll(async () => {
    test = await startTestBackend({ irsDir: FIXTURE_WA_IRS_DIR });
    await test.backend.ready;
  });
  afterAll(async () => {
    await test?.close();
    await removeTempDirs();
  });
  const api = () => request(test!.backend.app);

  it('counts the organizations with the map’s NTEE codes in the county of their ZIP code, and marks counties without one', async () => {
    const body = (await api().get('/report/service-desert?map=disabilities-wa').expect(200)).body as ServiceDesertResponse;
    expect(body.irs.covered).toBe(true);
    expect(body.irs.note).toMatch(/^Organizations are counted from the IRS file for Washington \(2019-12-31 snapshot\)/);
    const expected = await fixtureCounts('disabilities-wa');
    expect(expected.get('53033')).toBeGreaterThan(0);

    const orgs = section<ReportCountyMapSection>(body, 'irs-organizations');
    expect(orgs.areas).toHaveLength(39);
    for (const item of orgs.areas) expect([item.name, item.value]).toEqual([item.name, expected.get(item.fips) ?? 0]);

    // Pierce County has people in poverty and none of the fixture's disability organizations: a desert.
    const perOrg = section<ReportCountyMapSection>(body, 'irs-need-per-organization');
    expect(area(perOrg, '53053')).toMatchObject({ value: null, desert: true });
    const ranking = section<ReportTableSection>(body, 'irs-ranking');
    const kingRow = ranking.rows.find((row) => row[1] === 'King County')!;
    expect(kingRow[4]).toBe(expected.get('53033'));
    expect(ranking.rows.find((row) => row[1] === 'Pierce County')![6]).toBe('Yes: no organization');
  });

  it("lists Pierce County's human-services organizations by ZIP code", async () => {
    const body = (await api().get('/report/service-desert?map=pierce-county-wa').expect(200)).body as ServiceDesertResponse;
    const expected = await fixtureCounts('pierce-county-wa');
    const zips = section<ReportTableSection>(body, 'irs-focus-zip-codes');
    const total = zips.rows.reduce((sum, row) => sum + Number(row[2]), 0);
    expect(total).toBe(expected.get('53053'));
    expect(zips.rows[0]).toEqual(['98405', null, 2]);
    expect(area(section<ReportCountyMapSection>(body, 'irs-organizations'), '53053').value).toBe(expected.get('53053'));
  });
});
