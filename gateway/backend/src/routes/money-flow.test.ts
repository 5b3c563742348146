import { MONEY_FLOW_MESSAGES, type MoneyFlowResponse } from '@x4i/shared/contracts';
import {
  findUsStateByCode,
  INCOME_BUCKET_CODES,
  incomeBucketOf,
  nteeMajorGroupOf,
  nteeMajorGroupsOfUnsdg,
  type IncomeBucketCode,
} from '@x4i/shared/domain';
import { buildMoneyFlowResponse, type MoneyFlowFixtureOrganization } from '@x4i/shared/testing';
import request from 'supertest';
import { normalizeCode } from '../data/codes.js';
import { listIrsFiles } from '../data/irs-files.js';
import { IRS_COLUMNS, readIrsRecords } from '../data/irs-parse.js';
import { IMPORTING_MESSAGE } from '../http/require-data.js';
import { FIXTURE_IRS_DIR, removeTempDirs, startTestBackend, type TestBackend } from '../testing/test-backend.js';

jest.setTimeout(60_000);

const { unsdg: UNSDG_MESSAGE, state: STATE_MESSAGE, incomeBucket: INCOME_BUCKET_MESSAGE } = MONEY_FLOW_MESSAGES;

let test: TestBackend;
const api = () => request(test.backend.app);

async function moneyFlow(query: string): Promise<MoneyFlowResponse> {
  const res = await api().get(`/money-flow${query}`).expect(200);
  return res.body as MoneyFlowResponse;
}

interface FixtureOrg extends MoneyFlowFixtureOrganization {
  state: string;
  bucket: IncomeBucketCode;
  income: number;
  revenue: number;
  assets: number;
}

/** The fixture organisations read straight from the files, with the shared pure functions: what the SQL must match. */
async function fixtureOrganisations(): Promise<FixtureOrg[]> {
  const at = (name: (typeof IRS_COLUMNS)[number]) => IRS_COLUMNS.indexOf(name);
  const records: { record: string[]; snapshot: string }[] = [];
  for (const file of await listIrsFiles(FIXTURE_IRS_DIR)) {
    for await (const record of readIrsRecords(file.path)) records.push({ record, snapshot: file.snapshotDate });
  }
  // Newest snapshot first, then latest tax period: the first record of an EIN is its newest.
  records.sort((a, b) => b.snapshot.localeCompare(a.snapshot) || b.record[at('TAX_PERIOD')]!.localeCompare(a.record[at('TAX_PERIOD')]!));
  const newest = new Map<string, string[]>();
  for (const { record } of records) if (!newest.has(record[at('EIN')]!)) newest.set(record[at('EIN')]!, record);
  const amount = (record: string[], column: (typeof IRS_COLUMNS)[number]) => Number(record[at(column)] || 0);
  return [...newest.values()]
    .filter((record) => findUsStateByCode(record[at('STATE')]!) !== undefined)
    .map((record) => ({
      ein: record[at('EIN')]!,
      name: record[at('NAME')]!,
      state: record[at('STATE')]!,
      bucket: incomeBucketOf(record[at('INCOME_AMT')] ? Number(record[at('INCOME_AMT')]) : null),
      nteeCode: record[at('NTEE_CD')] || null,
      foundation: record[at('FOUNDATION')]!,
      income: amount(record, 'INCOME_AMT'),
      revenue: amount(record, 'REVENUE_AMT'),
      assets: amount(record, 'ASSET_AMT'),
    }));
}

let orgs: FixtureOrg[];

beforeAll(async () => {
  [test, orgs] = await Promise.all([startTestBackend(), fixtureOrganisations()]);
  await test.backend.ready;
});
afterAll(async () => {
  await test.close();
  await removeTempDirs();
});

const sum = (list: FixtureOrg[], key: 'income' | 'revenue' | 'assets') => list.reduce((total, org) => total + org[key], 0);

describe('GET /money-flow', () => {
  it('adds up the newest record of each organisation in the 50 states and DC', async () => {
    const body = await moneyFlow('');
    // 68 EINs in the fixture files, less the 4 of the international file (Puerto Rico, American Samoa, abroad).
    expect(orgs).toHaveLength(64);
    expect(body.filters).toEqual({ unsdg: null, state: null, incomeBuckets: [] });
    expect(body.headerMetrics).toEqual({
      orgCount: 64,
      totalIncome: sum(orgs, 'income'),
      totalRevenue: sum(orgs, 'revenue'),
      totalAssets: sum(orgs, 'assets'),
      statesCovered: 4,
    });
    // Three of the 15 Oregon rows of 2018 have a newer record in Alaska or Vermont, and count there only.
    expect(body.orgCounts).toEqual({ AK: 27, AR: 15, OR: 12, VT: 10 });
    for (const [state, count] of Object.entries(body.orgCounts)) expect(orgs.filter((org) => org.state === state)).toHaveLength(count);
    expect(Object.values(body.orgCounts).reduce((a, b) => a + b, 0)).toBe(64);
    expect(body.stateIncome.VT).toBe(sum(orgs.filter((org) => org.state === 'VT'), 'income'));
    expect(body.allIncomeBuckets.map(({ code, orgCount }) => [code, orgCount])).toEqual(
      INCOME_BUCKET_CODES.map((code) => [code, orgs.filter((org) => org.bucket === code).length]),
    );
    expect(body.allIncomeBuckets.map((bucket) => bucket.label)).toEqual([
      'Enterprise: Over $50M',
      'Higher Mid Market: $10M to $50M',
      'Lower Mid Market: $1M to $10M',
      'Small: Less than $1M',
    ]);
    expect(body.allIncomeBucketsTotal).toEqual({ orgCount: 64, income: sum(orgs, 'income') });
    expect(body.sourcesOfIncome).toMatchObject({ servicesAndProductsPercent: 0, grantsPercent: 0, investmentPercent: 0, otherSourcesPercent: 0, available: false });
    expect(body.sourcesOfIncome.note).toMatch(/not in this data/);
  });

  it('puts the buckets where the shared rule puts them: four Vermont hospitals and colleges over $50M', async () => {
    const body = await moneyFlow('?state=VT');
    expect(body.allIncomeBuckets.map(({ code, orgCount }) => [code, orgCount])).toEqual([
      ['ENTERPRISE', 4],
      ['HIGHER_MID', 1],
      ['LOWER_MID', 1],
      ['SMALL', 4],
    ]);
  });

  it('counts the private foundations (FOUNDATION 02, 03, 04) as grantmakers', async () => {
    const grantmakers = orgs.filter((org) => ['2', '3', '4'].includes(normalizeCode(org.foundation)));
    expect(grantmakers).toHaveLength(3);
    const body = await moneyFlow('');
    expect(body.grantIncome).toEqual({
      orgCount: 3,
      income: sum(grantmakers, 'income'),
      assets: sum(grantmakers, 'assets'),
      foundationCodes: ['02', '03', '04'],
    });
    expect((await moneyFlow('?state=OR')).grantIncome.orgCount).toBe(1);
  });

  it('filters by goal through the NTEE major groups, everywhere', async () => {
    const groups = nteeMajorGroupsOfUnsdg('UNSDG3');
    const health = orgs.filter((org) => groups.includes(nteeMajorGroupOf(org.nteeCode)!));
    const body = await moneyFlow('?unsdg=UNSDG3');
    expect(body.filters.unsdg).toBe('UNSDG3');
    expect(body.headerMetrics).toMatchObject({ orgCount: health.length, totalIncome: sum(health, 'income'), statesCovered: 4 });
    expect(body.orgCounts.VT).toBe(health.filter((org) => org.state === 'VT').length);
    expect(body.orgCounts.AR).toBe(0);
  });

  it('filters the figures by state but keeps every state on the map', async () => {
    const all = await moneyFlow('');
    const body = await moneyFlow('?state=ak');
    const alaska = orgs.filter((org) => org.state === 'AK');
    expect(body.filters.state).toBe('AK');
    expect(body.headerMetrics).toMatchObject({ orgCount: alaska.length, totalIncome: sum(alaska, 'income'), statesCovered: 4 });
    expect(body.allIncomeBucketsTotal.orgCount).toBe(alaska.length);
    expect(body.orgCounts).toEqual(all.orgCounts);
    expect(body.stateIncome).toEqual(all.stateIncome);
  });

  it('filters by repeated income buckets, and reads all four as no filter', async () => {
    const body = await moneyFlow('?incomeBucket=ENTERPRISE&incomeBucket=higher_mid');
    const large = orgs.filter((org) => org.bucket === 'ENTERPRISE' || org.bucket === 'HIGHER_MID');
    expect(body.filters.incomeBuckets).toEqual(['ENTERPRISE', 'HIGHER_MID']);
    expect(body.headerMetrics.orgCount).toBe(large.length);
    expect(body.allIncomeBuckets.filter((bucket) => !bucket.selected).map((bucket) => [bucket.code, bucket.orgCount])).toEqual([
      ['LOWER_MID', 0],
      ['SMALL', 0],
    ]);
    const everything = await moneyFlow(`?${INCOME_BUCKET_CODES.map((code) => `incomeBucket=${code}`).join('&')}`);
    expect(everything.filters.incomeBuckets).toEqual([]);
    expect(everything.headerMetrics.orgCount).toBe(64);
  });

  it('treats ALL and empty parameters as no filter', async () => {
    const body = await moneyFlow('?unsdg=ALL&state=&incomeBucket=');
    expect((await moneyFlow('?incomeBucket=&incomeBucket=SMALL')).filters.incomeBuckets).toEqual(['SMALL']);
    expect(body.filters).toEqual({ unsdg: null, state: null, incomeBuckets: [] });
  });

  it('answers the same filters with the same figures, and 304 to a browser that holds them', async () => {
    const first = await api().get('/money-flow?unsdg=UNSDG3&state=NY').expect(200);
    const again = await api().get('/money-flow?state=ny&unsdg=unsdg3').expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    await api().get('/money-flow?unsdg=UNSDG3&state=NY').set('If-None-Match', first.headers.etag).expect(304);
    const other = await api().get('/money-flow?state=NY').expect(200);
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it('says what it covers: the states and the IRS files with their dates', async () => {
    const { coverage } = await moneyFlow('');
    expect(coverage.states).toEqual(['AK', 'AR', 'OR', 'VT']);
    expect(coverage.sourceUrl).toBe('https://www.irs.gov/charities-non-profits/exempt-organizations-business-master-file-extract-eo-bmf');
    expect(coverage.files.map(({ file, region, snapshotDate }) => `${file} ${region} ${snapshotDate}`)).toEqual([
      'eo_ak.csv AK 2026-04-13',
      'eo_ar.csv.gz AR 2026-04-13',
      'eo4.csv INTL 2026-04-13',
      'eo_or_2018.csv.gz OR 2018-03-06',
      'eo_vt.csv.gz VT 2026-04-13',
    ]);
  });

  it.each([
    ['?unsdg=UNSDG18', 'invalid_unsdg', UNSDG_MESSAGE],
    ['?unsdg=poverty', 'invalid_unsdg', UNSDG_MESSAGE],
    ['?unsdg=UNSDG1&unsdg=UNSDG2', 'invalid_unsdg', UNSDG_MESSAGE],
    ['?state=PR', 'invalid_state', STATE_MESSAGE],
    ['?state=Alaska', 'invalid_state', STATE_MESSAGE],
    ['?state=AK&state=VT', 'invalid_state', STATE_MESSAGE],
    ['?incomeBucket=MEDIUM', 'invalid_income_bucket', INCOME_BUCKET_MESSAGE],
    ['?incomeBucket=SMALL&incomeBucket=HUGE', 'invalid_income_bucket', INCOME_BUCKET_MESSAGE],
  ])('rejects %s with 400 %s', async (query, code, message) => {
    const res = await api().get(`/money-flow${query}`).expect(400);
    expect(res.body).toEqual({ error: { code, message } });
  });

  it('words its 400 messages plainly', () => {
    expect(UNSDG_MESSAGE).toBe('unsdg must be one of UNSDG1 to UNSDG17.');
    expect(STATE_MESSAGE).toBe('state must be the two-letter code of a US state or DC, such as AK.');
    expect(INCOME_BUCKET_MESSAGE).toBe('incomeBucket must be one of ENTERPRISE, HIGHER_MID, LOWER_MID, SMALL (repeat it for several).');
  });
});

describe('the MSW double of GET /money-flow', () => {
  it.each(['', '?unsdg=UNSDG3', '?state=AK', '?incomeBucket=SMALL&incomeBucket=LOWER_MID', '?unsdg=UNSDG1&state=AR&incomeBucket=LOWER_MID'])(
    'answers %j for the same organisations exactly as the backend does',
    async (query) => {
      const body = await moneyFlow(query);
      expect(buildMoneyFlowResponse(body.filters, orgs, body.coverage.files)).toEqual(body);
    },
  );
});

describe('GET /money-flow before the data is imported', () => {
  it('answers 503 like the other data endpoints', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const importing = await startTestBackend({}, { beforeImport: () => gate });
    try {
      const res = await request(importing.backend.app).get('/money-flow').expect(503);
      expect(res.body).toEqual({ error: { code: 'importing', message: IMPORTING_MESSAGE } });
      open();
      await importing.backend.ready;
      await request(importing.backend.app).get('/money-flow').expect(200);
    } finally {
      await importing.close();
    }
  });
});
