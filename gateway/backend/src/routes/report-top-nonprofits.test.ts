import { REPORT_MESSAGES, TOP_NONPROFITS_PAGE_SIZE, type TopNonprofitsResponse } from '@x4i/shared/contracts';
import { findUsStateByCode, nteeMajorGroupOf, NTEE_SDG_MAPPING } from '@x4i/shared/domain';
import request from 'supertest';
import { listIrsFiles } from '../data/irs-files.js';
import { openDb } from '../db/connect.js';
import { loadSupersededRecords } from '../reports/irs-records.js';
import { allTopNonprofits, majorGroupsOfGoal } from '../reports/top-nonprofits.js';
import { IRS_COLUMNS, readIrsRecords } from '../data/irs-parse.js';
import { IMPORTING_MESSAGE } from '../http/require-data.js';
import { FIXTURE_IRS_DIR, readyTestBackendForFile, startTestBackend } from '../testing/test-backend.js';

jest.setTimeout(60_000);

const app = readyTestBackendForFile();
const api = () => request(app());

async function topNonprofits(query: string): Promise<TopNonprofitsResponse> {
  return (await api().get(`/report/top-nonprofits${query}`).expect(200)).body as TopNonprofitsResponse;
}

interface FixtureOrg {
  ein: string;
  state: string;
  goals: readonly number[];
  income: number | null;
}

/** The fixture organisations read straight from the files: each EIN's newest record, in a state or DC. */
async function fixtureOrganisations(): Promise<FixtureOrg[]> {
  const at = (name: (typeof IRS_COLUMNS)[number]) => IRS_COLUMNS.indexOf(name);
  const records: { record: string[]; snapshot: string }[] = [];
  for (const file of await listIrsFiles(FIXTURE_IRS_DIR)) {
    for await (const record of readIrsRecords(file.path)) records.push({ record, snapshot: file.snapshotDate });
  }
  records.sort((a, b) => b.snapshot.localeCompare(a.snapshot) || b.record[at('TAX_PERIOD')]!.localeCompare(a.record[at('TAX_PERIOD')]!));
  const newest = new Map<string, string[]>();
  for (const { record } of records) if (!newest.has(record[at('EIN')]!)) newest.set(record[at('EIN')]!, record);
  return [...newest.values()]
    .filter((record) => findUsStateByCode(record[at('STATE')]!) !== undefined)
    .map((record) => {
      const group = nteeMajorGroupOf(record[at('NTEE_CD')]);
      return {
        ein: record[at('EIN')]!,
        state: record[at('STATE')]!,
        goals: group ? NTEE_SDG_MAPPING[group].goals : [],
        income: record[at('INCOME_AMT')] ? Number(record[at('INCOME_AMT')]) : null,
      };
    });
}

/** What the whole list must be: by income, highest first, no income last, then by EIN. */
function ranked(orgs: readonly FixtureOrg[], goal: number | null, state: string | null): string[] {
  return orgs
    .filter((org) => (goal === null ? org.goals.length > 0 : org.goals.includes(goal)) && (state === null || org.state === state))
    .sort((a, b) => (b.income ?? -1) - (a.income ?? -1) || a.ein.localeCompare(b.ein))
    .map((org) => org.ein);
}

describe('GET /report/top-nonprofits', () => {
  it('pages through every organisation of any goal by income, the count saying how many there are', async () => {
    const expected = ranked(await fixtureOrganisations(), null, null);
    expect(expected.length).toBeGreaterThan(TOP_NONPROFITS_PAGE_SIZE);
    const first = await topNonprofits('');
    expect(first).toMatchObject({ count: expected.length, pageNumber: 1, pageSize: TOP_NONPROFITS_PAGE_SIZE });
    expect(first.source).toMatchObject({ aboutPath: '/our-data#irs-eo-bmf', year: '2018–2026' });
    expect(first.basis).toMatch(/any of the 17 goals/);
    const pages = [first];
    for (let page = 2; (page - 1) * TOP_NONPROFITS_PAGE_SIZE < expected.length; page++) pages.push(await topNonprofits(`?pageNumber=${page}`));
    expect(pages[1]!.orgs.map((org) => org.ein)).not.toEqual(first.orgs.map((org) => org.ein));
    expect(pages.flatMap((page) => page.orgs.map((org) => org.ein))).toEqual(expected);
    const past = await topNonprofits(`?pageNumber=${pages.length + 1}`);
    expect(past).toMatchObject({ count: expected.length, orgs: [] });
  });

  it('downloads the whole list in its order, with how it is chosen and its source', async () => {
    const expected = ranked(await fixtureOrganisations(), null, null);
    const csv = await api().get('/report/top-nonprofits/export').buffer(true).expect(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="top-nonprofits-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.text.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^# Top nonprofits: .*any of the 17 goals/);
    expect(lines[1]).toMatch(/^# Source: .*, 2018–2026 \(https:/);
    expect(lines[3]).toBe('rank,ein,name,city,state,nteeCode,income,assets');
    expect(lines.slice(4).map((line) => line.split(',')[1])).toEqual(expected);
    expect(lines[4]!.startsWith('1,')).toBe(true);

    const oregon = await api().get('/report/top-nonprofits/export').query({ unsdg: 'UNSDG16', state: 'or', format: 'json' }).expect(200);
    expect(oregon.body.title).toMatch(/^Top nonprofits for goal 16, Peace and Justice - Strong Institutions in Oregon: Organizations whose NTEE major group counts towards goal 16/);
    expect(oregon.body.rows.map((row: { ein: string }) => row.ein)).toEqual(ranked(await fixtureOrganisations(), 16, 'OR'));
  });

  it('reads the download a batch at a time, each batch after the last row, without losing or repeating one', async () => {
    const test = await startTestBackend();
    await test.backend.ready;
    await test.close({ keepData: true });
    const db = await openDb({ dataDir: test.dataDir });
    try {
      const superseded = await loadSupersededRecords(db);
      for (const [goal, state] of [[null, null], [16, 'OR'], [3, null]] as const) {
        const eins: string[] = [];
        for await (const org of allTopNonprofits(db, { groups: majorGroupsOfGoal(goal), state, superseded }, 3)) eins.push(org.ein);
        expect({ goal, state, eins }).toEqual({ goal, state, eins: ranked(await fixtureOrganisations(), goal, state) });
      }
    } finally {
      await db.close();
    }
  });

  it("lists a goal's organisations in a state, with their figures", async () => {
    const body = await topNonprofits('?unsdg=unsdg3&state=vt');
    expect(body.orgs.map((org) => org.ein)).toEqual(ranked(await fixtureOrganisations(), 3, 'VT'));
    expect(body.count).toBe(body.orgs.length);
    expect(body.orgs[0]).toEqual({
      ein: '030219309',
      name: 'UNIVERSITY OF VERMONT MEDICAL CENTER INC',
      city: expect.any(String),
      state: 'VT',
      nteeCode: expect.stringMatching(/^E/),
      income: 2482216522,
      assets: expect.any(Number),
    });
    expect(body.basis).toMatch(/goal 3 \(groups E, F, G, H and N\) in Vermont/);
    expect(body).toMatchObject({ covered: true, coverageNote: null });
  });

  it('lists an organisation that moved under its newest state only', async () => {
    // IAWP Foundation (043665932) is in the 2018 Oregon file and, newer, in Alaska's.
    const oregon = await topNonprofits('?unsdg=UNSDG16&state=OR');
    expect(oregon.orgs.map((org) => org.ein)).toEqual(ranked(await fixtureOrganisations(), 16, 'OR'));
    expect(oregon.orgs.map((org) => org.ein)).not.toContain('043665932');
    const alaska = await topNonprofits('?unsdg=UNSDG16&state=AK');
    expect(alaska.orgs.find((org) => org.ein === '043665932')).toMatchObject({ state: 'AK', income: 36553 });
    expect(alaska.count).toBe(alaska.orgs.length);
  });

  it('says so, with an empty list, for a state the imported files do not include', async () => {
    const body = await topNonprofits('?state=WA&unsdg=UNSDG1');
    expect(body).toMatchObject({ count: 0, orgs: [], covered: false, coverageNote: 'No IRS file for Washington is imported, so its organizations are not listed here.' });
    expect(body.basis).toMatch(/do not include Washington/);
  });

  it.each([
    ['pageNumber=0', 'invalid_page_number', REPORT_MESSAGES.pageNumber],
    ['pageNumber=1.5', 'invalid_page_number', REPORT_MESSAGES.pageNumber],
    ['pageNumber=-1', 'invalid_page_number', REPORT_MESSAGES.pageNumber],
    ['pageNumber=two', 'invalid_page_number', REPORT_MESSAGES.pageNumber],
    ['pageNumber=99999999999999999999', 'invalid_page_number', REPORT_MESSAGES.pageNumber],
    ['pageNumber=1&pageNumber=2', 'invalid_page_number', REPORT_MESSAGES.pageNumber],
    ['unsdg=UNSDG18', 'invalid_unsdg', REPORT_MESSAGES.unsdg],
    ['unsdg=ALL', 'invalid_unsdg', REPORT_MESSAGES.unsdg],
    ['unsdg=UNSDG1&unsdg=UNSDG2', 'invalid_unsdg', REPORT_MESSAGES.unsdg],
    ['state=ZZ', 'invalid_state', REPORT_MESSAGES.state],
    ['state=VT&state=AK', 'invalid_state', REPORT_MESSAGES.state],
  ])('refuses %s with 400', async (query, code, message) => {
    const res = await api().get(`/report/top-nonprofits?${query}`).expect(400);
    expect(res.body).toEqual({ error: { code, message } });
  });

  it('takes an empty parameter as absent', async () => {
    const body = await topNonprofits('?pageNumber=&state=&unsdg=');
    expect(body.pageNumber).toBe(1);
    expect(body.count).toBe((await topNonprofits('')).count);
  });
});

describe('the report calls before the data is imported', () => {
  it('answer 503', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const importing = await startTestBackend({}, { beforeImport: () => gate });
    try {
      for (const path of ['/report/top-nonprofits', '/report/sdg-1', '/report/sdg-spec?report=no-poverty']) {
        const res = await request(importing.backend.app).get(path).expect(503);
        expect(res.body).toEqual({ error: { code: 'importing', message: IMPORTING_MESSAGE } });
      }
    } finally {
      open();
      await importing.backend.ready.catch(() => undefined);
      await importing.close();
    }
  });
});
