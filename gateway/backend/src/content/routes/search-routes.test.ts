import request from 'supertest';
import type { ContentCard, ExploreResponse, SearchContentResponse } from '@x4i/shared/contracts';
import { bearer, contentTestAppForFile } from '../testing/content-test-app.js';

jest.setTimeout(60_000);

const t = contentTestAppForFile();

async function search(params: Record<string, string | string[]>, headers: Record<string, string> = {}): Promise<SearchContentResponse> {
  const res = await request(t.app).get('/search/content').query(params).set(headers).expect(200);
  return res.body as SearchContentResponse;
}
const slugs = (body: { results: ContentCard[] } | ContentCard[]) => ('results' in body ? body.results : body).map((card) => card.slug);

describe('GET /search/content', () => {
  it('lists a type in the default order: premium listings first, then the newest; 10 to a page', async () => {
    const first = await search({ type: 'tech-solution' });
    expect(first.numFound).toBe(13);
    expect(first.isDefaultResults).toBe(false);
    expect(slugs(first)).toEqual([
      's-grantpilot',
      's-solarshare',
      's-civicvoice',
      's-donorloop',
      's-foodroute',
      's-mindbridge',
      's-recovery_compass',
      's-shieldwise',
      's-impactledger',
      's-skillpath',
    ]);
    const second = await search({ type: 'tech-solution', pageNumber: '1' });
    expect(second.numFound).toBe(13);
    expect(slugs(second)).toEqual(['s-demo_solutions_hub', 's-waterwatch', 's-shelterlink']);
    expect((await search({ type: 'tech-solution', pageNumber: '5' })).results).toEqual([]);
  });

  it('answers content cards with the shared URL shapes', async () => {
    const [card] = (await search({ type: 'tech-solution', q: 'grantpilot' })).results;
    expect(card).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: 's-grantpilot',
      contentType: 'tech-solution',
      title: 'GrantPilot',
      url: '/all/tech-solution/grantpilot-s-grantpilot',
      categories: ['UNSDG17', 'UNSDG4'],
      summary: expect.stringContaining('grant deadline'),
      description: expect.stringContaining('Deadline calendar'),
      logo: null,
      fundingLogo: null,
      organization: 'GrantPilot Labs',
      fundingName: null,
      opportunityId: null,
      grantAmount: null,
      expirationDate: null,
      createdAt: '2025-04-12T15:00:00.000Z',
      modifiedAt: '2025-04-12T15:00:00.000Z',
      votes: 0,
      follows: 0,
      orgsUseSolution: 0,
      followed: false,
      userAssociated: false,
      demo: true,
    });
    const [grant] = (await search({ type: 'grants-funding', q: 'digital equity' })).results;
    expect(grant).toMatchObject({
      url: '/industry-innovation-and-infrastructure+reduced-inequalities/grant/digital-equity-partnerships/g-digital_equity',
      fundingName: 'Lakeshore Digital Fund',
      opportunityId: 'DEMO-2026-020',
      grantAmount: 150000,
      expirationDate: '2099-01-15',
      organization: null,
    });
  });

  it('finds by meaning of the words, ranked: title, organisation, features, summary', async () => {
    expect(slugs(await search({ type: 'tech-solution', q: 'cybersecurity' }))[0]).toBe('s-shieldwise');
    expect(slugs(await search({ type: 'tech-solution', q: 'relationship management' }))[0]).toBe('s-donorloop');
    expect(slugs(await search({ type: 'tech-solution', q: 'mental health' }))[0]).toBe('s-mindbridge');
    expect(slugs(await search({ type: 'tech-solution', q: 'ShieldWise Partners' }))[0]).toBe('s-shieldwise');
    expect(slugs(await search({ type: 'tech-solution', q: 'environment and energy' }))).toEqual(['s-solarshare']);
    expect(slugs(await search({ type: 'tech-solution', q: 'addiction' }))).toEqual(['s-recovery_compass']);
    // Body text of a challenge
    expect(slugs(await search({ type: 'social-challenge-idea', q: 'warehouse' }))).toEqual(['c-rural_pantry_tracking']);
  });

  it('is typo-tolerant and prefix-aware', async () => {
    expect(slugs(await search({ type: 'tech-solution', q: 'cybersecurty' }))[0]).toBe('s-shieldwise');
    expect(slugs(await search({ type: 'tech-solution', q: 'fundrais' }))).toContain('s-grantpilot');
    expect(slugs(await search({ type: 'tech-solution', q: 'homelesnes' }))[0]).toBe('s-shelterlink');
    expect(slugs(await search({ type: 'tech-solution', q: 'Work' }))).toContain('s-skillpath');
  });

  it('keeps to the content type and the goal', async () => {
    expect(slugs(await search({ type: 'knowledge-base', q: 'cybersecurity' }))).toEqual(['k-cybersecurity_basics']);
    expect(slugs(await search({ type: 'tech-solution', unsdg: 'UNSDG3' })).sort()).toEqual(['s-mindbridge', 's-recovery_compass']);
    expect(slugs(await search({ type: 'tech-solution', q: 'counseling', unsdg: 'UNSDG3' }))).toEqual(['s-mindbridge']);
    expect((await search({ type: 'tech-solution', unsdg: 'ALL' })).numFound).toBe(13);
  });

  it('answers the default list, flagged, when the text matches nothing', async () => {
    const body = await search({ type: 'tech-solution', q: 'qqzzxxyy' });
    expect(body.isDefaultResults).toBe(true);
    expect(body.numFound).toBe(10);
    expect(slugs(body)).toEqual(slugs(await search({ type: 'tech-solution' })));
    const inGoal = await search({ type: 'tech-solution', q: 'qqzzxxyy', unsdg: 'UNSDG3', filter: 'VETERAN_LED' });
    expect(inGoal).toMatchObject({ isDefaultResults: true, numFound: 2 });
    // Filters that leave nothing are not 'nothing matched the text'
    const none = await search({ type: 'tech-solution', filter: ['VETERAN_LED', 'NON_PROFIT'] });
    expect(none).toEqual({ numFound: 0, isDefaultResults: false, results: [] });
  });

  it('finds an item by its slug', async () => {
    expect(slugs(await search({ type: 'tech-solution', q: 's-foodroute' }))[0]).toBe('s-foodroute');
  });

  it.each([
    ['HIRING', ['s-grantpilot', 's-shieldwise', 's-solarshare']],
    ['WOMAN_LEADERSHIP', ['s-donorloop', 's-grantpilot']],
    ['BLACK_LEADERSHIP', ['s-recovery_compass', 's-skillpath']],
    ['LATINO_LEADERSHIP', ['s-skillpath', 's-solarshare']],
    ['VETERAN_LED', ['s-shieldwise']],
    ['NON_PROFIT', ['s-mindbridge', 's-recovery_compass', 's-shelterlink']],
    ['TECH_4_PI', ['s-grantpilot']],
    ['SERVICE', ['s-civicvoice', 's-demo_solutions_hub', 's-shieldwise']],
  ])('filters solutions: %s', async (filter, expected) => {
    const body = await search({ type: 'tech-solution', filter });
    expect(slugs(body).sort()).toEqual(expected);
    expect(body.numFound).toBe(expected.length);
  });

  it('combines filters with AND and counts FOR_PROFIT and TECHNOLOGY as the rest', async () => {
    expect(slugs(await search({ type: 'tech-solution', filter: ['HIRING', 'SERVICE'] }))).toEqual(['s-shieldwise']);
    expect((await search({ type: 'tech-solution', filter: 'FOR_PROFIT' })).numFound).toBe(10);
    expect((await search({ type: 'tech-solution', filter: ['TECHNOLOGY', 'DEFAULT'] })).numFound).toBe(10);
    expect((await search({ type: 'tech-solution', filter: 'hiring' })).numFound).toBe(3);
  });

  it('filters challenges with ideas and grants by who may apply', async () => {
    expect(slugs(await search({ type: 'social-challenge-idea', filter: 'HAS_IDEAS' })).sort()).toEqual(['c-rural_pantry_tracking', 'c-youth_mental_health']);
    expect(slugs(await search({ type: 'grants-funding', filter: 'NON_PROFIT_APPLY' })).sort()).toEqual(['g-cascade_food', 'g-clean_water', 'g-mental_health']);
    expect(slugs(await search({ type: 'grants-funding', filter: 'OTHERS_APPLY' })).sort()).toEqual(['g-closed_climate', 'g-digital_equity']);
  });

  it('sorts', async () => {
    expect(slugs(await search({ type: 'tech-solution', sortBy: 'CREATION_DATE' })).slice(0, 3)).toEqual(['s-civicvoice', 's-donorloop', 's-foodroute']);
    expect(slugs(await search({ type: 'tech-solution', q: 'text message', sortBy: 'CREATION_DATE' }))).toEqual(['s-waterwatch', 's-shelterlink']);
    expect(slugs(await search({ type: 'social-challenge-idea', sortBy: 'ACTIVITY' }))).toEqual([
      'c-youth_mental_health',
      'c-rural_pantry_tracking',
      'c-broadband_seniors',
      'c-volunteer_retention',
    ]);
    expect(slugs(await search({ type: 'grants-funding', sortBy: 'EXPIRATION_DATE' }))).toEqual([
      'g-digital_equity',
      'g-cascade_food',
      'g-mental_health',
      'g-closed_climate',
      'g-clean_water',
    ]);
    expect(slugs(await search({ type: 'grants-funding', sortBy: 'GRANT_AMOUNT' }))).toEqual([
      'g-digital_equity',
      'g-mental_health',
      'g-clean_water',
      'g-cascade_food',
      'g-closed_climate',
    ]);
  });

  it('sorts by popularity and filters USED_BY_MANY from the live counters', async () => {
    const api = request(t.app);
    await api.post('/themed-content/follow/s-waterwatch').set(bearer('member')).expect(200);
    await api.post('/themed-content/vote/s-waterwatch').set(bearer('member2')).send({ vote: true }).expect(200);
    await api.post('/themed-content/follow/s-waterwatch').set(bearer('member3')).expect(200);
    await api.post('/themed-content/follow/s-impactledger').set(bearer('member')).expect(200);
    await api.post('/themed-content/vote/s-impactledger').set(bearer('member')).send({ vote: true }).expect(200);
    const popular = await search({ type: 'tech-solution', sortBy: 'POPULARITY' });
    expect(slugs(popular).slice(0, 2)).toEqual(['s-waterwatch', 's-impactledger']);
    expect(popular.results[0]).toMatchObject({ votes: 1, follows: 2, orgsUseSolution: 3 });
    expect(popular.results[1]).toMatchObject({ votes: 1, follows: 1, orgsUseSolution: 1 });
    expect(slugs(await search({ type: 'tech-solution', filter: 'USED_BY_MANY' }))).toEqual(['s-waterwatch']);

    // The signed-in user's flags come with the cards
    const mine = await search({ type: 'tech-solution', sortBy: 'POPULARITY' }, bearer('member'));
    expect(mine.results.slice(0, 2).map(({ followed, userAssociated }) => ({ followed, userAssociated }))).toEqual([
      { followed: true, userAssociated: false },
      { followed: true, userAssociated: true },
    ]);
    const res = await request(t.app).get('/search/content?type=tech-solution').set(bearer('member')).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // A token that does not verify reads as anonymous
    const stale = await search({ type: 'tech-solution', sortBy: 'POPULARITY' }, { authorization: 'Bearer expired' });
    expect(stale.results[0]).toMatchObject({ followed: false, userAssociated: false });
  });

  it.each([
    [{}, 'type is one of tech-solution, social-challenge-idea, grants-funding, knowledge-base.'],
    [{ type: 'money-flow' }, 'type is one of tech-solution, social-challenge-idea, grants-funding, knowledge-base.'],
    [{ type: 'tech-solution', pageNumber: '-1' }, 'pageNumber is a whole number from 0 to 10000.'],
    [{ type: 'tech-solution', pageNumber: 'two' }, 'pageNumber is a whole number from 0 to 10000.'],
    [{ type: 'tech-solution', pageNumber: '1.5' }, 'pageNumber is a whole number from 0 to 10000.'],
    [{ type: 'tech-solution', unsdg: 'UNSDG18' }, 'unsdg is one of UNSDG1 to UNSDG17.'],
    [{ type: 'tech-solution', filter: 'HAS_IDEAS' }, expect.stringMatching(/^filter HAS_IDEAS is not a filter of tech-solution; use HIRING, /)],
    [{ type: 'tech-solution', filter: 'women-leadership' }, expect.stringContaining('filter WOMEN-LEADERSHIP is not a filter')],
    [{ type: 'knowledge-base', filter: 'HIRING' }, 'knowledge-base takes no filter.'],
    [{ type: 'grants-funding', sortBy: 'POPULARITY' }, 'sortBy POPULARITY is not a sort of grants-funding; use DEFAULT, EXPIRATION_DATE, GRANT_AMOUNT.'],
    [{ type: 'tech-solution', sortBy: 'ACTIVITY' }, 'sortBy ACTIVITY is not a sort of tech-solution; use DEFAULT, CREATION_DATE, POPULARITY.'],
    [{ type: 'tech-solution', q: 'x'.repeat(201) }, 'q has up to 200 characters.'],
    [{ type: ['tech-solution', 'grants-funding'] }, 'Send type once.'],
  ])('answers 400 for %j', async (params, message) => {
    const res = await request(t.app).get('/search/content').query(params).expect(400);
    expect(res.body).toEqual({ error: { code: 'invalid_search', message } });
  });
});

describe('GET /search/content/export', () => {
  const exported = (params: Record<string, string | string[]>) => request(t.app).get('/search/content/export').query(params).buffer(true);

  it('downloads every item of the listing, not one page, in its order, each marked demo or not, with what it is', async () => {
    const pages = [await search({ type: 'tech-solution' }), await search({ type: 'tech-solution', pageNumber: '1' })];
    const csv = await exported({ type: 'tech-solution' }).expect(200);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="directory-tech-solution-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text.trimEnd().split('\n');
    expect(lines[0]).toBe('# Solutions in the X4I directory');
    expect(lines[1]).toMatch(/^# Source: X4I directory: .*demo.*, \d{4}-\d{2}-\d{2}$/);
    expect(lines[3]).toBe('title,demo,url,organization,funder,summary,goals,grantAmount,closingDate,votes,follows,created,modified');
    const json = await exported({ type: 'tech-solution', format: 'json' }).expect(200);
    expect(json.body.rows.map((row: { title: string }) => row.title)).toEqual(pages.flatMap((page) => page.results.map((card) => card.title)));
    expect(json.body.rows[0]).toMatchObject({ demo: 'yes', url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/all\/tech-solution\//) });
  });

  it('keeps the search, goal and filters, and says them in the file', async () => {
    const csv = await exported({ type: 'tech-solution', q: 'grantpilot', unsdg: 'UNSDG17' }).expect(200);
    const lines = csv.text.trimEnd().split('\n');
    expect(lines[0]).toBe('# Solutions in the X4I directory, matching “grantpilot”, for goal 17, Partnerships for the Goals');
    expect(lines.slice(4).map((line) => line.split(',')[0])).toEqual(['GrantPilot']);
    // Words that match nothing download nothing (the page shows featured items instead, and says so).
    expect((await exported({ type: 'tech-solution', q: 'zzzqqq', format: 'json' }).expect(200)).body.rows).toEqual([]);
  });

  it('refuses what the search refuses, and an unknown format', async () => {
    expect((await request(t.app).get('/search/content/export').query({ type: 'nope' }).expect(400)).body.error.code).toBe('invalid_search');
    expect((await request(t.app).get('/search/content/export').query({ type: 'tech-solution', format: 'xml' }).expect(400)).body.error.message).toBe('format is csv or json.');
  });
});

describe('GET /explore', () => {
  it('has metrics for ALL and every goal, zeros when empty, open funding summed', async () => {
    const res = await request(t.app).get('/explore').expect(200);
    const body = res.body as ExploreResponse;
    expect(Object.keys(body.metrics)).toEqual(['ALL', ...Array.from({ length: 17 }, (_, i) => `UNSDG${i + 1}`)]);
    expect(body.metrics.ALL).toEqual({ type: 'ALL', total: 25, challenge: 4, solution: 13, grant: 5, kg: 3, funding: 3, grantAmount: 250000, demo: 25 });
    expect(body.metrics.UNSDG5).toEqual({ type: 'UNSDG5', total: 0, challenge: 0, solution: 0, grant: 0, kg: 0, funding: 0, grantAmount: 0, demo: 0 });
    expect(body.metrics.UNSDG2).toEqual({ type: 'UNSDG2', total: 3, challenge: 1, solution: 1, grant: 1, kg: 0, funding: 1, grantAmount: 25000, demo: 3 });
    // A closed grant counts as a grant, not as funding
    expect(body.metrics.UNSDG6).toMatchObject({ grant: 1, funding: 0, grantAmount: 0 });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('has the home configuration with figures from the data, and the premium listings as ads', async () => {
    const body = (await request(t.app).get('/explore').expect(200)).body as ExploreResponse;
    expect(body.homeConfig.carousel.length).toBeGreaterThanOrEqual(3);
    expect(body.homeConfig.carousel.length).toBeLessThanOrEqual(4);
    expect(body.homeConfig.headerTiles.map((tile) => tile.to)).toEqual([
      '/all/tech-solution/',
      '/all/social-challenge-idea/',
      '/all/grants-funding/',
      '/all/money-flow',
    ]);
    expect(body.homeConfig.impact).toEqual([
      { label: 'Nonprofits in the IRS data we explore', value: 68, format: 'count', note: 'IRS EO BMF, April 2026: 2 states' },
      // The test corpus is seeded as the demo corpus is: every figure built from it says so.
      { label: 'Tech solutions listed', value: 13, format: 'count', note: 'Demo content: computed from demo items only' },
      { label: 'Grant funding open now', value: 250000, format: 'currency', note: 'Demo content: computed from demo items only' },
      { label: 'Social challenges posted', value: 4, format: 'count', note: 'Demo content: computed from demo items only' },
    ]);
    expect(slugs(body.ads)).toEqual(['s-grantpilot', 's-solarshare']);
  });
});

describe('GET /solution-list', () => {
  it('lists the premium listings and the solutions with the traction badge', async () => {
    const res = await request(t.app).get('/solution-list').expect(200);
    expect(slugs(res.body as ContentCard[])).toEqual(['s-grantpilot', 's-solarshare', 's-donorloop']);
  });
});
