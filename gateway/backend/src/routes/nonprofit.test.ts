import { INVALID_EIN_MESSAGE } from '@x4i/shared/domain';
import type { FinderPageResponse, NonprofitDetails, NonprofitSearchResponse } from '@x4i/shared/contracts';
import { buildNonprofitDetails } from '@x4i/shared/testing';
import request from 'supertest';
import { FIXTURE_IRS_EINS, startTestBackend, type TestBackend } from '../testing/test-backend.js';

jest.setTimeout(60_000);

let test: TestBackend;
const api = () => request(test.backend.app);

beforeAll(async () => {
  test = await startTestBackend();
  await test.backend.ready;
});
afterAll(() => test.close());

async function search(q: string, page?: number): Promise<NonprofitSearchResponse> {
  const res = await api()
    .get('/x4i-nonprofit/search')
    .query(page ? { q, page } : { q })
    .expect(200);
  return res.body as NonprofitSearchResponse;
}

/** Every page of a search, in order. */
async function allPages(q: string): Promise<NonprofitSearchResponse[]> {
  const first = await search(q);
  const pages = [first];
  for (let page = 2; page <= Math.ceil(first.total / first.pageSize); page += 1) pages.push(await search(q, page));
  return pages;
}

describe('GET /x4i-nonprofit/search', () => {
  it('finds names by prefix, case-insensitively, with city, state and NTEE code', async () => {
    const body = await search('  habitat for humanity of  ');
    expect(body.q).toBe('habitat for humanity of');
    expect(body.mode).toBe('name');
    // The two names that start with the query come first, the larger organisation first; similar names follow.
    expect(body.results.slice(0, 2).map((r) => r.name)).toEqual([
      'HABITAT FOR HUMANITY OF CENTRAL AR',
      'HABITAT FOR HUMANITY OF NORTHWEST ARKANSAS INC',
    ]);
    expect(body.results.slice(2).every((r) => r.name === 'HABITAT FOR HUMANITY INTERNATIONAL INC')).toBe(true);
    expect(body.results[0]).toEqual({
      ein: '710679937',
      name: 'HABITAT FOR HUMANITY OF CENTRAL AR',
      city: expect.any(String),
      state: 'AR',
      nteeCode: expect.stringMatching(/^L/),
    });
  });

  it('puts prefix matches first, then typo-tolerant matches', async () => {
    const body = await search('covenant house');
    expect(body.results[0]!.name).toBe('COVENANT HOUSE ALASKA');
  });

  it('tolerates typos: "habitat for humanty" finds Habitat for Humanity organisations', async () => {
    const body = await search('habitat for humanty');
    expect(body.mode).toBe('name');
    expect(body.results.length).toBeGreaterThanOrEqual(10);
    expect(body.results.every((r) => r.name.startsWith('HABITAT FOR HUMANITY'))).toBe(true);
  });

  it('finds a word inside the name, best match first', async () => {
    const body = await search('vermont medical center');
    expect(body.results[0]!.name).toBe('UNIVERSITY OF VERMONT MEDICAL CENTER INC');
  });

  it('returns 20 organisations a page, one per EIN, with the total that match', async () => {
    // The fixture's 26 names with INC in them: 20 on the first page.
    const body = await search('inc');
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: 26 });
    expect(body.results).toHaveLength(20);
    expect(new Set(body.results.map((r) => r.ein)).size).toBe(20);
    expect(body.results.every((r) => r.name.includes('INC'))).toBe(true);
  });

  it('pages through every match: the pages hold each organisation once, as many as the total says', async () => {
    // By name (prefix and typo-tolerant matches as one list) and by the start of an EIN.
    for (const q of ['inc', '0']) {
      const pages = await allPages(q);
      const eins = pages.flatMap((page) => page.results.map((r) => r.ein));
      expect(pages.length).toBeGreaterThan(1);
      expect(eins).toHaveLength(pages[0]!.total);
      expect(new Set(eins).size).toBe(eins.length);
      expect(pages.slice(0, -1).every((page) => page.results.length === 20)).toBe(true);
    }
  });

  it('answers a page past the end with the total and no results', async () => {
    const body = await search('covenant house', 500);
    expect(body.results).toEqual([]);
    expect(body.total).toBeGreaterThan(0);
    expect(body.page).toBe(500);
  });

  it.each(['0', '-1', '1.5', 'two', '10001', ''])('rejects the page %j with 400', async (page) => {
    const res = await api().get('/x4i-nonprofit/search').query({ q: 'a', page }).expect(400);
    expect(res.body).toEqual({ error: { code: 'invalid_query', message: 'The page must be a whole number from 1 to 10000.' } });
  });

  it('returns an empty list when nothing matches', async () => {
    expect((await search('zzqxv foundation')).results).toEqual([]);
  });

  it('looks up an exact EIN with or without the dash', async () => {
    for (const q of ['030185556', '03-0185556', ' 03 0185556 ']) {
      const body = await search(q);
      expect(body.mode).toBe('ein');
      expect(body.results).toEqual([
        { ein: '030185556', name: 'NORTH COUNTRY HOSPITAL & HEALTH CENTER,INC', city: 'NEWPORT', state: 'VT', nteeCode: 'E220' },
      ]);
    }
  });

  it('gives the newest record of an EIN found in two files', async () => {
    // IAWP FOUNDATION INC is in the 2018 Oregon file and in the 2026 Alaska file.
    const body = await search('043665932');
    expect(body.results).toHaveLength(1);
    expect(body.results[0]!.state).toBe('AK');
  });

  it('treats fewer than 9 digits as an EIN prefix', async () => {
    const body = await search('71-06');
    expect(body.mode).toBe('ein');
    expect(body.results.map((r) => r.ein)).toEqual(['710665634', '710679902', '710679937']);
    expect(body.total).toBe(3);
  });

  it.each([
    ['', 'invalid_query'],
    ['   ', 'invalid_query'],
    ['x'.repeat(101), 'invalid_query'],
  ])('rejects the query %j with 400 %s', async (q, code) => {
    const res = await api().get('/x4i-nonprofit/search').query({ q }).expect(400);
    expect(res.body).toEqual({ error: { code, message: expect.stringContaining('1 to 100 characters') } });
  });

  it('rejects a missing or repeated q with 400', async () => {
    const missing = await api().get('/x4i-nonprofit/search').expect(400);
    expect(missing.body).toEqual({ error: { code: 'invalid_query', message: 'Enter a name or an EIN of 1 to 100 characters.' } });
    const res = await api().get('/x4i-nonprofit/search?q=a&q=b').expect(400);
    expect(res.body.error.code).toBe('invalid_query');
  });

  it('rejects more than 9 digits with the EIN message', async () => {
    const res = await api().get('/x4i-nonprofit/search').query({ q: '12-34567890' }).expect(400);
    expect(res.body).toEqual({ error: { code: 'invalid_ein', message: INVALID_EIN_MESSAGE } });
  });

  it('accepts exactly 100 characters', async () => {
    await api().get('/x4i-nonprofit/search').query({ q: 'h'.repeat(100) }).expect(200);
  });
});

describe('GET /x4i-nonprofit/search/export', () => {
  it('downloads every result of a search, in the order the finder lists them, with what they are and their source', async () => {
    const shown = (await allPages('habitat')).flatMap((page) => page.results);
    const csv = await api().get('/x4i-nonprofit/search/export').query({ q: ' habitat ' }).buffer(true).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="finder-habitat-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text.trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual([
      '# Organizations matching “habitat” in the NTEE Code Finder',
      expect.stringMatching(/^# Source: IRS Exempt Organizations Business Master File Extract \(EO BMF\), \d{4}-\d{2}-\d{2}(\/\d{4}-\d{2}-\d{2})? \(https:/),
    ]);
    expect(lines[2]).toMatch(/^# Exported from X4I \(http:\/\/127\.0\.0\.1:\d+\) on \d{4}-\d{2}-\d{2}$/);
    expect(lines[3]).toBe('ein,name,city,state,nteeCode');
    expect(lines.slice(4).map((line) => line.split(',')[0])).toEqual(shown.map((result) => result.ein));

    const json = await api().get('/x4i-nonprofit/search/export').query({ q: 'habitat', format: 'json' }).expect(200);
    expect(json.body.rows).toEqual(shown.map(({ ein, name, city, state, nteeCode }) => ({ ein, name, city, state, nteeCode })));
  });

  it('refuses a missing query or an unknown format', async () => {
    expect((await api().get('/x4i-nonprofit/search/export').expect(400)).body.error.code).toBe('invalid_query');
    expect((await api().get('/x4i-nonprofit/search/export').query({ q: 'x', format: 'xlsx' }).expect(400)).body.error.message).toBe('format is csv or json.');
  });
});

describe('GET /x4i-nonprofit/details/:id', () => {
  it('explains every code of the newest record', async () => {
    const res = await api().get('/x4i-nonprofit/details/01-0564885').expect(200);
    const details = res.body as NonprofitDetails;
    // The fixture the front-end tests run against (MSW) must be exactly what the real backend answers.
    expect(details).toEqual(buildNonprofitDetails());
  });

  it('gives amounts with their IRS ranges, and explains a four-character NTEE code by its base code', async () => {
    const { body } = await api().get('/x4i-nonprofit/details/030185556').expect(200);
    expect(body.name).toBe('NORTH COUNTRY HOSPITAL & HEALTH CENTER,INC');
    expect(body.assets).toEqual({ amount: 111047387, range: { code: '9', description: '50,000,000 to greater' } });
    expect(body.income).toEqual({ amount: 110638604, range: { code: '9', description: '50,000,000 to greater' } });
    expect(body.revenue).toEqual({ amount: 109137566 });
    expect(body.ntee).toMatchObject({ code: 'E220', title: 'General Hospitals', majorGroup: { code: 'E', title: 'Health Care' } });
    expect(body.source).toEqual({ file: 'eo_vt.csv.gz', snapshotDate: '2026-04-13' });
  });

  it('returns the newest record of an EIN in two files', async () => {
    const { body } = await api().get('/x4i-nonprofit/details/043665932').expect(200);
    expect(body.state).toBe('AK');
    expect(body.source).toEqual({ file: 'eo_ak.csv', snapshotDate: '2026-04-13' });
  });

  it('reads a zero ruling date as no ruling date, and an empty NTEE code as none', async () => {
    const { body } = await api().get('/x4i-nonprofit/details/201489421').expect(200);
    expect(body.name).toBe('COLD MOUNTAIN ZEN CENTER');
    expect(body.ruling).toBeNull();
    expect(body.ntee).toBeNull();
    // affiliation 9, classification 7000: a subordinate religious organisation
    expect(body.affiliation).toEqual({ code: '9', description: 'Subordinate of a group ruling (also, group return)' });
    expect(body.subsection.classifications).toEqual([{ code: '7', description: 'Religious organization' }]);
  });

  it('answers 404 with the formatted EIN for an unknown organisation', async () => {
    const res = await api().get('/x4i-nonprofit/details/123456789').expect(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'No organization with EIN 12-3456789 was found.' } });
  });

  it.each(['12345', '1234567890', 'abcdefghi', '12-34567a9'])('rejects the malformed EIN %s with 400', async (id) => {
    const res = await api().get(`/x4i-nonprofit/details/${id}`).expect(400);
    expect(res.body).toEqual({ error: { code: 'invalid_ein', message: INVALID_EIN_MESSAGE } });
  });
});

describe('GET /x4i-nonprofit/finder-page', () => {
  it('gives the 10 largest organisations, the first one in detail, counts and freshness', async () => {
    const res = await api().get('/x4i-nonprofit/finder-page').expect(200);
    const body = res.body as FinderPageResponse;
    expect(body.defaultSearchResults).toHaveLength(10);
    expect(body.defaultSearchResults.slice(0, 4).map((r) => r.ein)).toEqual(['030219309', '030179298', '030225105', '030185556']);
    expect(new Set(body.defaultSearchResults.map((r) => r.ein)).size).toBe(10);
    expect(body.defaultOrg).toMatchObject({ ein: '030219309', name: 'UNIVERSITY OF VERMONT MEDICAL CENTER INC', revenue: { amount: 2367257223 } });
    expect(body.orgCount).toBe(FIXTURE_IRS_EINS);
    expect(body.coveredStates).toEqual(['AK', 'AR', 'OR', 'VT']);
    expect(body.sourceUrl).toBe('https://www.irs.gov/charities-non-profits/exempt-organizations-business-master-file-extract-eo-bmf');
    expect(body.freshness.map(({ file, region, snapshotDate, rows }) => ({ file, region, snapshotDate, rows }))).toEqual([
      { file: 'eo_ak.csv', region: 'AK', snapshotDate: '2026-04-13', rows: 27 },
      { file: 'eo_ar.csv.gz', region: 'AR', snapshotDate: '2026-04-13', rows: 15 },
      { file: 'eo4.csv', region: 'INTL', snapshotDate: '2026-04-13', rows: 4 },
      { file: 'eo_or_2018.csv.gz', region: 'OR', snapshotDate: '2018-03-06', rows: 15 },
      { file: 'eo_vt.csv.gz', region: 'VT', snapshotDate: '2026-04-13', rows: 10 },
    ]);
    for (const f of body.freshness) expect(new Date(f.importedAt).toISOString()).toBe(f.importedAt);
  });
});

describe('GET /ntee/codes', () => {
  it('lists the 26 major groups and the 655 codes with their keywords', async () => {
    const res = await api().get('/ntee/codes').expect(200);
    expect(res.body.majorGroups).toHaveLength(26);
    expect(res.body.majorGroups[0]).toEqual({ code: 'A', title: 'Arts, Culture & Humanities', definition: expect.stringContaining('Private nonprofit') });
    expect(res.body.codes).toHaveLength(655);
    expect(res.body.codes[0]).toEqual({
      code: 'A01',
      title: 'Alliances & Advocacy',
      definition: expect.stringContaining('influencing public policy'),
      majorGroup: 'A',
      majorGroupTitle: 'Arts, Culture & Humanities',
      broadCategory: 1,
      broadCategoryTitle: 'Arts, Culture & Humanities',
      keywords: ['Arts Alliances', 'Arts Coalitions', 'Lobbying', 'Public Awareness'],
    });
  });
});
