import { RESEARCH_PAGE_MESSAGES, RESEARCH_PAGES, type ReportBarsSection, type ReportStateMapSection, type ResearchPageResponse, type ResearchPageSection } from '@x4i/shared/contracts';
import request from 'supertest';
import { createApp } from '../app.js';
import { bearer, startContentTestApp, testVerifier, type ContentTestApp } from '../content/testing/content-test-app.js';
import { removeTempDirs } from '../testing/test-backend.js';
import { appData } from '../testing/app-data.js';

jest.setTimeout(60_000);

// The fixture corpus (13 solutions, 4 challenges, 5 grants, 3 articles, all demo) and no IRS import: the
// directory's figures are the point here; the IRS sections are covered by the section builders' tests.
let test: ContentTestApp;
beforeAll(async () => {
  test = await startContentTestApp();
});
afterAll(async () => {
  await test.close();
  await removeTempDirs();
});

const api = () => request(test.app);

type ReportSectionLike = ReportBarsSection | ReportStateMapSection;

async function page(slug: string): Promise<ResearchPageResponse> {
  return (await api().get(`/report/research-page?page=${slug}`).expect(200)).body as ResearchPageResponse;
}

function section<T extends ReportSectionLike>(body: ResearchPageResponse, id: string): T & ResearchPageSection {
  const found = body.sections.find((item) => item.id === id);
  if (!found) throw new Error(`No section ${id} in ${body.sections.map((item) => item.id).join(', ')}`);
  return found as T & ResearchPageSection;
}

describe('GET /report/research-page', () => {
  it.each([
    ['no page', ''],
    ['an unknown page', '?page=market-pulse'],
    ['a repeated page', '?page=social-innovator-market-pulse&page=lilac-zero-lead-gen-strategy'],
  ])('refuses %s with 400 invalid_page in the SPEC error shape', async (_name, query) => {
    const res = await api().get(`/report/research-page${query}`).expect(400);
    expect(res.body).toEqual({ error: { code: 'invalid_page', message: RESEARCH_PAGE_MESSAGES.page } });
  });

  it.each(RESEARCH_PAGES.map((entry) => [entry.page, entry.title]))('answers %s with its title, sourced sections and sources', async (slug, title) => {
    const body = await page(slug.toUpperCase());
    expect(body).toMatchObject({ page: slug, title });
    expect(body.sections.length).toBeGreaterThan(0);
    for (const item of body.sections) expect(body.sources).toContainEqual(item.source);
  });

  it("counts the directory's items at request time and says they are all demo items", async () => {
    const body = await page('social-innovator-market-pulse');
    const byType = section<ReportBarsSection>(body, 'items-by-type');
    expect(byType.bars).toEqual([
      { label: 'Solutions', value: 13 },
      { label: 'Challenges', value: 4 },
      { label: 'Grants', value: 5 },
      { label: 'Articles', value: 3 },
    ]);
    expect(byType.demo).toMatchObject({ count: 25, of: 25, note: expect.stringMatching(/^All 25 items counted are demo items/) });
    expect(body.intro.join(' ')).toContain('includes 25 demo items');
    expect(body.notCovered.map((item) => item.what)).toContain('Searches');
  });

  it('shows a vote and a state vote on the next load, labelled as activity on a demo item', async () => {
    const before = section<ReportBarsSection>(await page('social-innovator-market-pulse'), 'votes-by-type');
    expect(before.bars.find((bar) => bar.label === 'Solutions')!.value).toBe(0);
    await api().post('/themed-content/vote/s-foodroute').set(bearer('member')).send({ vote: true }).expect(200);
    await api().post('/themed-content/voteGeo/s-foodroute').set(bearer('member')).send({ states: ['WA'] }).expect(200);

    const body = await page('social-innovator-market-pulse');
    const votes = section<ReportBarsSection>(body, 'votes-by-type');
    expect(votes.bars.find((bar) => bar.label === 'Solutions')!.value).toBe(1);
    expect(votes.demo?.note).toBe('The one vote counted is on a demo item.');
    expect(votes.description).toMatch(/All on \d{4}-\d{2}-\d{2}\.$/);
    const states = section<ReportStateMapSection>(body, 'state-votes-by-state');
    expect(states.values).toEqual([{ state: 'WA', value: 1 }]);
  });

  it('answers 503 while the data is being imported', async () => {
    const importing = createApp({ ...appData(test.db), db: test.db, status: () => ({ state: 'importing' }), database: test.db.kind, log: () => undefined, verify: testVerifier });
    const res = await request(importing).get('/report/research-page?page=social-innovator-market-pulse').expect(503);
    expect(res.body.error.code).toBe('importing');
  });
});
