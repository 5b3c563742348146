import path from 'node:path';
import type { CompensationMarketingResponse, CompensationOptions, CompensationTabData, PayRow, PremiumCompensationResponse } from '@x4i/shared/contracts';
import { COMPENSATION_TABS, DEFAULT_JOB_TITLE, inDollarsOf, keepCeoRecords, MIN_RANKED_GROUP, percentile } from '@x4i/shared/domain';
import request from 'supertest';
import { readCsv } from '../data/read-csv.js';
import { shippedDataDir } from '../paths.js';
import { compensationAppForFile } from '../testing/compensation-app.js';

jest.setTimeout(120_000);

const context = compensationAppForFile();
let team: string;
beforeAll(async () => {
  team = await context().bearer({ sub: 'team|1', email: 'taylor@x4i.example.org', permissions: ['do:all'] });
});

const get = (path: string) => request(context().app).get(path).set('authorization', team);
const tab = async (query: string) => (await get(`/compensation/report?${query}`).expect(200)).body as CompensationTabData;
const figure = (body: CompensationTabData, label: string) => body.figures.find((entry) => entry.label === label);
const table = (body: CompensationTabData, id: string) => {
  const found = body.tables.find((entry) => entry.id === id);
  if (!found) throw new Error(`No table ${id} in ${body.tables.map((entry) => entry.id).join(', ')}`);
  return found;
};
const count = async (sql: string, params: unknown[] = []) => Number((await context().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n);

/**
 * The CEO file read straight from the shipped CSV, not through the database: one CEO per organisation and year
 * (the shared rule), its about-2022 dollars carried to 2024 with the published CPI-U averages (313.689 / 292.655).
 */
async function ceoFile() {
  const records = await readCsv(path.join(shippedDataDir, 'compensation', 'ceo_compensation_990_2010_2019.csv.gz'), ['EIN', 'FormYr', 'NTEE', 'CEOCompensation', 'Gender']);
  const rows = records.map((record) => ({ ein: record.EIN!, formYear: Number(record.FormYr), ntee: record.NTEE!, pay: Number(record.CEOCompensation), gender: record.Gender! }));
  return keepCeoRecords(rows).kept.map((row) => ({ ...row, pay: (row.pay * 313.689) / 292.655 }));
}

/** The CEO records the report counts: 12,843 in the file, less 9 pays under $1,000 and 231 second CEOs of a year. */
const CEO_RECORDS = 12_603;
const BASIS = 'in 2024 dollars, adjusted with CPI-U';
const YEARS = /^\d{4}(–\d{4})?( \(\d+% of the records from \d{4}–\d{4}\))?$/;

describe('GET /compensation/report', () => {
  it.each(COMPENSATION_TABS)('answers %s with its sources, years and counts', async (report) => {
    const body = await tab(`report=${report}`);
    expect(body.report).toBe(report);
    expect(body.summary.length).toBeGreaterThan(20);
    expect(body.sources.length).toBeGreaterThan(0);
    for (const source of body.sources) expect(source.years).toMatch(YEARS);
    expect(body.dollarBasis).toBe(`Pay figures are ${BASIS}.`);
    for (const entry of body.tables) {
      expect(entry.source.years).toMatch(YEARS);
      expect(entry.measure).toContain(BASIS);
      for (const row of entry.rows) {
        expect(Number.isInteger(row.filings)).toBe(true);
        if (row.filings < 5) expect([row.p25, row.median, row.p75, row.p90]).toEqual([null, null, null, null]);
        else expect(row.median).not.toBeNull();
      }
    }
    for (const entry of body.figures) if (entry.format === 'currency') expect(entry.filings).toBeGreaterThanOrEqual(0);
    expect(body.notes.length).toBeGreaterThan(0);
  });

  it('computes the percentiles of a group as the shared percentile does over the file', async () => {
    // NTEE group Z (unknown) has 11 CEO records: small enough to check by hand, large enough to be shown.
    const pays = (await ceoFile()).filter((row) => row.ntee === 'Z').map((row) => row.pay);
    expect(pays).toHaveLength(11);
    const body = await tab('report=benchmarking&issueAreas=Z');
    expect(figure(body, 'Filings')?.value).toBe(11);
    expect(figure(body, '25th percentile')?.value).toBe(Math.round(percentile(pays, 25)));
    expect(figure(body, 'Median')?.value).toBe(Math.round(percentile(pays, 50)));
    expect(figure(body, '75th percentile')?.value).toBe(Math.round(percentile(pays, 75)));
    expect(figure(body, '90th percentile')?.value).toBe(Math.round(percentile(pays, 90)));
    // With 11 values the median is the 6th: no interpolation.
    expect(figure(body, 'Median')?.value).toBe(Math.round([...pays].sort((a, b) => a - b)[5]!));
  });

  it('shows a group of fewer than 5 filings with its count and no figures', async () => {
    // Religion-related organisations (Y) in the West: 4 CEO records.
    const body = await tab('report=benchmarking&issueAreas=Y&regions=WEST');
    expect(figure(body, 'Filings')?.value).toBe(4);
    for (const label of ['25th percentile', 'Median', '75th percentile', '90th percentile']) expect(figure(body, label)?.value).toBeNull();
    expect(body.summary).toMatch(/^Fewer than 5 filings/);
    // The same in a table: the West's row of group Y is shown with its 4 filings only.
    const west = table(await tab('report=benchmarking&issueAreas=Y'), 'by-region').rows.find((row) => row.key === 'WEST');
    expect(west).toEqual({ key: 'WEST', label: 'West', filings: 4, p25: null, median: null, p75: null, p90: null });
  });

  it('reads the officers of a title other than the CEO', async () => {
    const filings = await count(`compensation_officer WHERE source = 'PART_VII' AND standard_title = 'CFO' AND income_bucket = 'ENTERPRISE'`);
    const body = await tab('report=benchmarking&title=CFO&incomeBuckets=ENTERPRISE');
    expect(body.filters.title).toBe('CFO');
    expect(figure(body, 'Filings')?.value).toBe(filings);
    const all = await tab('report=benchmarking&title=cfo');
    expect(figure(all, 'Filings')?.value).toBe(await count(`compensation_officer WHERE source = 'PART_VII' AND standard_title = 'CFO'`));
  });

  it('benchmarks a title by bucket, region and issue area, and Schedule J base against total', async () => {
    const body = await tab('report=benchmarking');
    expect(body.filters.title).toBe(DEFAULT_JOB_TITLE);
    expect(figure(body, 'Filings')?.value).toBe(CEO_RECORDS);
    const buckets = table(body, 'by-income-bucket').rows;
    expect(buckets.map((row) => row.key)).toEqual(['ENTERPRISE', 'HIGHER_MID', 'LOWER_MID', 'SMALL']);
    expect(buckets.reduce((sum, row) => sum + row.filings, 0)).toBe(CEO_RECORDS);
    // Puerto Rico's 6 records and 8 without a state have no census region.
    expect(table(body, 'by-region').rows.reduce((sum, row) => sum + row.filings, 0)).toBe(CEO_RECORDS - 6 - 8);
    const baseVsTotal = table(body, 'base-vs-total');
    expect(baseVsTotal.rows.map((row) => row.label)).toEqual(['Base compensation', 'Total compensation']);
    expect(baseVsTotal.rows[0]!.filings).toBe(await count(`compensation_officer WHERE source = 'SCHEDULE_J' AND standard_title = 'CEO'`));
    const share = figure(body, 'Base as a share of total (Schedule J, officers above about $150,000)')!;
    expect(share.value).toBeGreaterThan(50);
    expect(share.value).toBeLessThanOrEqual(100);
  });

  it('reads every bucket or every region selected as no filter', async () => {
    const none = await tab('report=benchmarking');
    const all = await tab('report=benchmarking&incomeBuckets=SMALL&incomeBuckets=LOWER_MID&incomeBuckets=HIGHER_MID&incomeBuckets=ENTERPRISE&regions=west&regions=SOUTH&regions=NORTHEAST&regions=MIDWEST');
    expect(all.filters).toEqual({ title: DEFAULT_JOB_TITLE, incomeBuckets: [], issueAreas: [], regions: [] });
    expect(all.figures).toEqual(none.figures);
    const two = await tab('report=benchmarking&regions=WEST&regions=SOUTH');
    expect(two.filters.regions).toEqual(['SOUTH', 'WEST']);
    expect(figure(two, 'Filings')?.value).toBe(await count(`compensation_ceo WHERE region IN ('WEST', 'SOUTH')`));
  });

  it('estimates pay from the closest peer group with enough filings', async () => {
    const body = await tab('report=salary-calculator&incomeBuckets=LOWER_MID&incomeBuckets=SMALL&regions=WEST&issueAreas=P');
    // The profile is the first value of each filter (in the canonical order).
    expect(body.filters).toEqual({ title: DEFAULT_JOB_TITLE, incomeBuckets: ['LOWER_MID'], issueAreas: ['P'], regions: ['WEST'] });
    const exact = await count(`compensation_ceo WHERE income_bucket = 'LOWER_MID' AND region = 'WEST' AND issue_area = 'P'`);
    expect(exact).toBeGreaterThanOrEqual(5);
    expect(body.estimate).toMatchObject({ filings: exact, broadened: false });
    const peers = table(body, 'peer-groups').rows;
    expect(peers.map((row) => row.filings)).toEqual([
      exact,
      await count(`compensation_ceo WHERE income_bucket = 'LOWER_MID' AND region = 'WEST'`),
      await count(`compensation_ceo WHERE income_bucket = 'LOWER_MID'`),
      CEO_RECORDS,
    ]);
    expect(body.estimate!.estimate).toBe(peers[0]!.median);
    expect(body.estimate!.basis).toBe(peers[0]!.label);
  });

  it('broadens the calculator’s peers when the profile has too few filings', async () => {
    const body = await tab('report=salary-calculator&title=CFO&incomeBuckets=ENTERPRISE&regions=WEST');
    const peers = table(body, 'peer-groups').rows;
    expect(peers[0]!.filings).toBeLessThan(5);
    const used = peers.find((row) => row.filings >= 5)!;
    expect(body.estimate).toMatchObject({ broadened: true, filings: used.filings, estimate: used.median });
  });

  it('compares women and men CEOs, with rows per bucket and gender', async () => {
    const file = await ceoFile();
    const body = await tab('report=gender-gap');
    const women = file.filter((row) => row.gender === 'F').map((row) => row.pay);
    const men = file.filter((row) => row.gender === 'M').map((row) => row.pay);
    expect(figure(body, 'Median pay of women CEOs')).toMatchObject({ value: Math.round(percentile(women, 50)), filings: 5_928 });
    expect(figure(body, 'Median pay of men CEOs')).toMatchObject({ value: Math.round(percentile(men, 50)), filings: 5_851 });
    // 824 of the 12,603 records have gender U.
    expect(figure(body, 'Records of unknown gender')?.value).toBe(6.5);
    const rows = table(body, 'by-income-bucket-and-gender').rows;
    expect(rows.find((row) => row.key === 'SMALL:F')?.label).toBe('Small: Less than $1M — Women');
    expect(rows.filter((row) => row.key.startsWith('SMALL:')).reduce((sum, row) => sum + row.filings, 0)).toBe(
      await count(`compensation_ceo WHERE income_bucket = 'SMALL' AND gender IN ('F', 'M')`),
    );
  });

  it('writes key insights from the figures under the filters', async () => {
    const body = await tab('report=key-insights&regions=WEST');
    const median = figure(body, `Median pay of ${DEFAULT_JOB_TITLE}`)!;
    expect(median.filings).toBe(await count(`compensation_ceo WHERE region = 'WEST'`));
    expect(body.notes.join(' ')).toContain('in the West');
    expect(body.notes.some((note) => /times that at/.test(note))).toBe(true);
  });

  it('ranks at most ten groups of 30 records or more, highest median first, each with its count', async () => {
    const body = await tab('report=top-10');
    for (const entry of body.tables) {
      expect(entry.rows.length).toBeLessThanOrEqual(10);
      const medians = entry.rows.map((row: PayRow) => row.median!);
      expect(medians).toEqual([...medians].sort((a, b) => b - a));
      for (const row of entry.rows) expect(row.filings).toBeGreaterThanOrEqual(MIN_RANKED_GROUP);
    }
    expect(table(body, 'top-states').rows).toHaveLength(10);
    expect(body.summary).toContain('Only groups of 30 records or more are ranked');
  });

  it('gives the chief executive one number: the CEO file’s, never the Part VII sample’s beside it', async () => {
    const top = await tab('report=top-10');
    expect(table(top, 'top-titles').rows.map((row) => row.label)).not.toContain(DEFAULT_JOB_TITLE);
    const sampleCeos = await count(`compensation_officer WHERE source = 'PART_VII' AND standard_title = 'CEO'`);
    expect(top.notes.join(' ')).toContain(`The Part VII sample holds ${sampleCeos.toLocaleString('en-US')} chief executives`);
    const benchmark = figure(await tab('report=benchmarking'), 'Median')!.value;
    const teaser = ((await request(context().app).get('/compensation/marketing').expect(200)).body as CompensationMarketingResponse).data.overall.median;
    expect(teaser).toBe(benchmark);
  });

  it('says how records, years, income buckets and titles are treated, with counts from the data', async () => {
    const notes = (await tab('report=benchmarking')).notes.join(' ');
    expect(notes).toContain('9 CEO pays under $1,000 a year are left out as implausible.');
    expect(notes).toContain('231 organizations reported two CEOs in the same year');
    expect(notes).toContain('the higher-paid CEO');
    // 7,735 + 3,436 of the 12,603 records.
    expect(notes).toContain('11,171 of the 12,603 (89%) are from 2018–2019');
    expect(notes).toContain('Income bucket of a CEO record: the gross receipts of that same filing.');
    expect(notes).toContain('multiplied by 1.072');
    // Wherever the CEO file's years are stated, the share of its last two years is stated with them.
    const resources = await tab('report=resources');
    for (const source of resources.sources.filter((entry) => entry.aboutPath === '/our-data#ceo-compensation')) expect(source.years).toBe('2010–2019 (89% of the records from 2018–2019)');
    const officers = (await tab('report=benchmarking&title=CFO')).notes.join(' ');
    expect(officers).toMatch(/Income bucket of an officer: .*IRS Business Master File extract of \d{4}-\d{2}-\d{2}/);
    const presidents = await count(`compensation_officer WHERE title_rule = 'president-officer'`);
    expect(officers).toContain(`Title rule (${presidents} officer rows): A title filed as plain PRESIDENT`);
  });

  it('states every pay in 2024 dollars: an officer’s from its tax year, Schedule J’s from 2018', async () => {
    const [officer] = await context().db.query<{ pay: number; pay_as_filed: number; tax_year: number }>(
      `SELECT pay, pay_as_filed, tax_year FROM compensation_officer WHERE source = 'PART_VII' AND tax_year = 2010 LIMIT 1`,
    );
    expect(officer!.pay).toBeCloseTo(inDollarsOf(officer!.pay_as_filed, 2010), 6);
    const body = await tab('report=benchmarking&title=CFO');
    expect(table(body, 'by-income-bucket').measure).toContain("in 2024 dollars, adjusted with CPI-U from each return's tax year");
    expect(table(body, 'base-vs-total').measure).toContain('in 2024 dollars, adjusted with CPI-U from 2018');
  });

  it('sets CEO pay at technology organisations beside all of them', async () => {
    const body = await tab('report=tech-for-good');
    const [tech, all] = table(body, 'ceo-tech-vs-all').rows;
    expect(tech!.filings).toBe(await count(`compensation_ceo WHERE ntee_code LIKE 'U%' OR ntee_code LIKE 'W50%'`));
    expect(all!.filings).toBe(CEO_RECORDS);
  });

  it('refuses unknown filters with 400 in the error shape', async () => {
    const cases: [string, string][] = [
      ['report=payroll', 'invalid_report'],
      ['', 'invalid_report'],
      ['report=benchmarking&regions=MOON', 'invalid_compensation_filter'],
      ['report=benchmarking&regions=WEST&regions=EAST', 'invalid_compensation_filter'],
      ['report=benchmarking&incomeBuckets=HUGE', 'invalid_compensation_filter'],
      ['report=benchmarking&issueAreas=AA', 'invalid_compensation_filter'],
      ['report=benchmarking&title=ASTRONAUT', 'invalid_title'],
    ];
    for (const [query, code] of cases) {
      const response = await get(`/compensation/report?${query}`);
      expect({ query, status: response.status, code: response.body.error?.code }).toEqual({ query, status: 400, code });
      expect(typeof response.body.error.message).toBe('string');
    }
  });
});

describe('GET /premium-report/compensation', () => {
  it('lists the tabs of both modes, the options with synonyms and the overview', async () => {
    const body = (await get('/premium-report/compensation').expect(200)).body as PremiumCompensationResponse;
    expect(body.desktopTabs.map((entry) => entry.id)).toEqual(COMPENSATION_TABS.map((slug) => `sm-${slug}`));
    expect(body.mobileTabs[0]).toEqual({ id: 'xs-orientation', slug: 'orientation', position: 1, label: 'Start' });
    expect(body.options.jobTitles[0]).toEqual({ value: DEFAULT_JOB_TITLE, label: DEFAULT_JOB_TITLE, filings: CEO_RECORDS });
    for (const title of body.options.jobTitles.slice(1)) expect(title.filings).toBeGreaterThanOrEqual(5);
    expect(body.options.jobTitleSynonyms[DEFAULT_JOB_TITLE]).toEqual(expect.arrayContaining(['EXECUTIVE DIRECTOR', 'CHIEF EXECUTIVE OFFICER']));
    expect(body.options.regions.map((entry) => entry.value)).toEqual(['MIDWEST', 'NORTHEAST', 'SOUTH', 'WEST']);
    expect(body.options.incomeBuckets.map((entry) => entry.label)).toEqual(['Enterprise: Over $50M', 'Higher Mid Market: $10M to $50M', 'Lower Mid Market: $1M to $10M', 'Small: Less than $1M']);
    expect(body.options.issueAreas.find((entry) => entry.value === 'P')?.label).toBe('Human Services');
    expect(body.overview.freshness.map((entry) => [entry.id, entry.records, entry.source.years])).toEqual([
      ['ceo-compensation', CEO_RECORDS, '2010–2019 (89% of the records from 2018–2019)'],
      ['form-990-part-vii', 1_454, '2009–2019'],
      ['schedule-j', 3_944, '2018'],
    ]);
    expect(body.overview.metrics).toMatchObject({ organizations: 12_603, titles: 226 });
  });
});

describe('GET /compensation/options', () => {
  it('counts each option under the other filters and leaves out what has none', async () => {
    const body = (await get('/compensation/options?regions=WEST&incomeBuckets=SMALL').expect(200)).body as CompensationOptions;
    // Regions are counted without the region filter, buckets without the bucket filter.
    expect(body.regions.find((entry) => entry.value === 'SOUTH')?.filings).toBe(await count(`compensation_ceo WHERE income_bucket = 'SMALL' AND region = 'SOUTH'`));
    expect(body.incomeBuckets.find((entry) => entry.value === 'ENTERPRISE')?.filings).toBe(await count(`compensation_ceo WHERE income_bucket = 'ENTERPRISE' AND region = 'WEST'`));
    expect(body.issueAreas.find((entry) => entry.value === 'B')?.filings).toBe(await count(`compensation_ceo WHERE income_bucket = 'SMALL' AND region = 'WEST' AND issue_area = 'B'`));
    for (const list of [body.jobTitles, body.issueAreas, body.regions, body.incomeBuckets]) for (const entry of list) expect(entry.filings).toBeGreaterThan(0);

    const cfo = (await get('/compensation/options?title=CFO&incomeBuckets=ENTERPRISE').expect(200)).body as CompensationOptions;
    const offered = await count(`compensation_officer WHERE source = 'PART_VII' AND standard_title = 'CFO' AND income_bucket = 'ENTERPRISE' AND region IS NOT NULL`);
    expect(cfo.regions.reduce((sum, entry) => sum + (entry.filings ?? 0), 0)).toBe(offered);
  });
});

describe('GET /compensation/marketing', () => {
  it('teases the default title with its gender gap, and another title without one', async () => {
    const ceo = (await request(context().app).get('/compensation/marketing').expect(200)).body as CompensationMarketingResponse;
    expect(ceo.data.overall.filings).toBe(CEO_RECORDS);
    expect(ceo.data.byIncomeBucket).toHaveLength(4);
    expect(ceo.data.genderGap?.unknownShare).toBeCloseTo(824 / CEO_RECORDS, 4);
    expect(ceo.data.dollarBasis).toBe(`Pay figures are ${BASIS}.`);
    expect(ceo.data.measure).toContain(BASIS);
    expect(ceo.jobTitles[0]).toBe(DEFAULT_JOB_TITLE);
    const cfo = (await request(context().app).get('/compensation/marketing?jobTitle=cfo').expect(200)).body as CompensationMarketingResponse;
    expect(cfo.data.title).toBe('CFO');
    expect(cfo.data.genderGap).toBeNull();
    expect(cfo.data.overall.filings).toBe(await count(`compensation_officer WHERE source = 'PART_VII' AND standard_title = 'CFO'`));
  });

  it('takes every spelling the answers list for a title as that title', async () => {
    const { jobTitleSynonyms } = ((await request(context().app).get('/compensation/marketing').expect(200)).body as CompensationMarketingResponse);
    for (const [title, spellings] of Object.entries(jobTitleSynonyms)) {
      for (const spelling of spellings.slice(0, 3)) {
        const teaser = (await request(context().app).get('/compensation/marketing').query({ jobTitle: spelling }).expect(200)).body as CompensationMarketingResponse;
        expect(teaser.data.title).toBe(title);
      }
    }
    const director = (await request(context().app).get('/compensation/marketing?jobTitle=executive%20director').expect(200)).body as CompensationMarketingResponse;
    expect(director.data.title).toBe(DEFAULT_JOB_TITLE);
  });

  it('refuses an unknown title', async () => {
    const response = await request(context().app).get('/compensation/marketing?jobTitle=ASTRONAUT').expect(400);
    expect(response.body.error.code).toBe('invalid_job_title');
  });
});
