import request from 'supertest';
import type { ContentActionResponse, ContentDetail, Solution, SolutionPayload } from '@x4i/shared/contracts';
import { EDIT_REFUSED_MESSAGE, NO_ORGANIZATION_MESSAGE } from '../solutions/permissions.js';
import { SHARES_PER_WINDOW } from './themed-content-routes.js';
import { bearer, contentTestAppForFile } from '../testing/content-test-app.js';

jest.setTimeout(60_000);

const t = contentTestAppForFile();

const api = () => request(t.app);
const count = async (sql: string, params: unknown[] = []) => Number((await t.db.query<{ n: number }>(sql, params))[0]!.n);

describe('GET themed-content/:slug', () => {
  it('answers a challenge, grant or article with its body, by slug or id', async () => {
    const challenge = (await api().get('/themed-content/c-youth_mental_health').expect(200)).body as ContentDetail;
    expect(challenge).toMatchObject({
      slug: 'c-youth_mental_health',
      contentType: 'social-challenge-idea',
      url: '/good-health-and-well-being/challenge/reaching-teenagers-who-will-not-call-a-hotline/c-youth_mental_health',
      organization: 'Harbor Youth Services',
      body: ['Our counselors see students only after a crisis.'],
      ideas: 7,
      eligibility: null,
      sourceUrl: null,
    });
    const grant = (await api().get('/themed-content/g-cascade_food').expect(200)).body as ContentDetail;
    expect(grant).toMatchObject({ eligibility: 'NON_PROFIT', sourceUrl: 'https://cascaderidge.example/grants/cascade_food', grantAmount: 25000 });
    const byId = (await api().get(`/themed-content/${grant.id}`).expect(200)).body as ContentDetail;
    expect(byId.slug).toBe('g-cascade_food');
    const article = (await api().get('/themed-content/k-form_990').expect(200)).body as ContentDetail;
    expect(article).toMatchObject({ contentType: 'knowledge-base', url: '/peace-justice-and-strong-institutions+partnerships-for-the-goals/kb/reading-an-irs-form-990/k-form_990' });
    const solution = (await api().get('/themed-content/s-grantpilot').expect(200)).body as ContentDetail;
    expect(solution).toMatchObject({ contentType: 'tech-solution', body: [], sourceUrl: 'https://grantpilot.example/' });
  });

  it('answers 404 JSON for an unknown item', async () => {
    const res = await api().get('/themed-content/c-no_such_thing').expect(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'There is no content with this id or slug.' } });
    await api().get('/themed-content/not-a-slug').expect(404);
  });
});

describe('GET themed-content/badges/:id', () => {
  it('answers the badge catalogue for SOLUTION', async () => {
    const res = await api().get('/themed-content/badges/SOLUTION').expect(200);
    expect(res.body).toHaveLength(8);
    expect(res.body[0]).toEqual({ id: 'accessibility-first', name: 'Accessibility first', description: expect.stringContaining('keyboard') });
    await api().get('/themed-content/badges/GRANT').expect(404);
  });
});

describe('GET solution/:id', () => {
  it('answers a solution by slug or id with its computed entries', async () => {
    const solution = (await api().get('/solution/s-grantpilot').expect(200)).body as Solution;
    expect(solution).toMatchObject({
      slug: 's-grantpilot',
      status: 'PUBLISHED',
      orgId: null,
      solutionName: 'GrantPilot',
      category: ['UNSDG17', 'UNSDG4'],
      geoAreaPrimary: ['wa', 'or', 'id'],
      premiumListing: true,
      tech4piCert: true,
      url: '/all/tech-solution/grantpilot-s-grantpilot',
      followed: false,
      associated: false,
      canEdit: false,
      stateVotes: [],
    });
    expect(solution.badges.map((badge) => badge.id)).toEqual(['nonprofit-pricing', 'api-available']);
    expect(solution.computed).toEqual([
      { name: 'associations', count: 0, states: {} },
      { name: 'shares', count: 0 },
      { name: 'follows', count: 0 },
      { name: 'potentialFundingAmount', count: 0 },
      // 17 of the 22 form fields: no EIN, logo, special offer, case studies or impact URL
      { name: 'completeness', count: 77 },
    ]);
    const byId = (await api().get(`/solution/${solution.id}`).expect(200)).body as Solution;
    expect(byId.slug).toBe('s-grantpilot');
  });

  it('sums the open grants of the same goals as potential funding; the demo solution has the demo organisation', async () => {
    const mind = (await api().get('/solution/s-mindbridge').expect(200)).body as Solution;
    expect(mind.computed.find((entry) => entry.name === 'potentialFundingAmount')?.count).toBe(75000);
    const water = (await api().get('/solution/s-waterwatch').expect(200)).body as Solution;
    expect(water.computed.find((entry) => entry.name === 'potentialFundingAmount')?.count).toBe(0);
    const [org] = await t.db.query<{ id: string }>(`SELECT id::text AS id FROM organizations WHERE name = 'Demo Solutions Co. (demo)'`);
    const demo = (await api().get('/solution/s-demo_solutions_hub').set(bearer('provider')).expect(200)).body as Solution;
    expect(demo).toMatchObject({ orgId: org!.id, canEdit: true });
    expect((await api().get('/solution/s-grantpilot').set(bearer('provider')).expect(200)).body.canEdit).toBe(false);
    expect((await api().get('/solution/s-grantpilot').set(bearer('team')).expect(200)).body.canEdit).toBe(true);
  });

  it('shows a change made to the database directly once the items are reloaded', async () => {
    await t.db.query(`UPDATE content_items SET org_id = NULL WHERE slug = 's-demo_solutions_hub'`);
    const [row] = await t.db.query<{ id: string }>(`SELECT id::text AS id FROM content_items WHERE slug = 's-demo_solutions_hub'`);
    await t.content.refresh([row!.id]);
    expect((await api().get('/solution/s-demo_solutions_hub').set(bearer('provider')).expect(200)).body).toMatchObject({ orgId: null, canEdit: false });
    await t.db.query(`UPDATE content_items SET org_id = (SELECT id FROM organizations WHERE name = 'Demo Solutions Co. (demo)') WHERE slug = 's-demo_solutions_hub'`);
    await t.content.refresh([row!.id]);
    expect((await api().get('/solution/s-demo_solutions_hub').set(bearer('provider')).expect(200)).body.canEdit).toBe(true);
  });

  it('answers 404 JSON for an unknown solution or another kind', async () => {
    const res = await api().get('/solution/s-nothing_here').expect(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'There is no solution with this id or slug.' } });
    await api().get('/solution/c-youth_mental_health').expect(404);
  });
});

describe('votes, follows, state votes and shares', () => {
  const post = (path: string, body?: object) => api().post(path).send(body);

  it('needs a signed-in user (except share)', async () => {
    for (const [path, body] of [
      ['/themed-content/vote/s-foodroute', { vote: true }],
      ['/themed-content/follow/s-foodroute', undefined],
      ['/themed-content/unfollow/s-foodroute', undefined],
      ['/themed-content/voteGeo/s-foodroute', { states: ['WA'] }],
    ] as const) {
      const res = await post(path, body).expect(401);
      expect(res.body).toEqual({ error: { code: 'unauthorized', message: 'Sign in to continue.' } });
    }
    await post('/themed-content/follow/s-foodroute').set({ authorization: 'Bearer forged' }).expect(401);
  });

  it('votes and unvotes, idempotently; the counters follow', async () => {
    const vote = (user: 'member' | 'member2', value: boolean) =>
      post('/themed-content/vote/s-foodroute', { vote: value }).set(bearer(user)).expect(200).then((res) => res.body as ContentActionResponse);
    expect(await vote('member', true)).toEqual({ votes: 1, follows: 0, orgsUseSolution: 1, shares: 0, followed: false, userAssociated: true, stateVotes: [] });
    expect(await vote('member', true)).toMatchObject({ votes: 1, userAssociated: true });
    expect(await vote('member2', true)).toMatchObject({ votes: 2, orgsUseSolution: 2, userAssociated: true });
    expect(await vote('member', false)).toMatchObject({ votes: 1, orgsUseSolution: 1, userAssociated: false });
    expect(await vote('member', false)).toMatchObject({ votes: 1 });
    expect(await count(`SELECT count(*)::int AS n FROM content_votes v JOIN content_items i ON i.id = v.item_id WHERE i.slug = 's-foodroute'`)).toBe(1);
    const solution = (await api().get('/solution/s-foodroute').set(bearer('member2')).expect(200)).body as Solution;
    expect(solution).toMatchObject({ votes: 1, orgsUseSolution: 1, associated: true, followed: false });
  });

  it('refuses a vote without a boolean', async () => {
    const res = await post('/themed-content/vote/s-foodroute', { vote: 'yes' }).set(bearer('member')).expect(400);
    expect(res.body).toEqual({ error: { code: 'invalid_vote', message: 'Send { "vote": true } or { "vote": false }.' } });
    await post('/themed-content/vote/s-foodroute').set(bearer('member')).expect(400);
    await post('/themed-content/vote/s-nothing', { vote: true }).set(bearer('member')).expect(404);
  });

  it('follows and unfollows by slug or id, idempotently; a follower and a voter count once in orgsUseSolution', async () => {
    const follow = (path: string, user: 'member' | 'member3' = 'member3') =>
      post(path).set(bearer(user)).expect(200).then((res) => res.body as ContentActionResponse);
    expect(await follow('/themed-content/follow/s-mindbridge')).toMatchObject({ follows: 1, orgsUseSolution: 1, followed: true });
    expect(await follow('/themed-content/follow/s-mindbridge')).toMatchObject({ follows: 1, followed: true });
    await post('/themed-content/vote/s-mindbridge', { vote: true }).set(bearer('member3')).expect(200);
    const { id } = (await api().get('/solution/s-mindbridge').expect(200)).body as Solution;
    expect(await follow(`/themed-content/follow/${id}`, 'member')).toMatchObject({ follows: 2, votes: 1, orgsUseSolution: 2 });
    expect(await follow('/themed-content/unfollow/s-mindbridge')).toMatchObject({ follows: 1, orgsUseSolution: 2, followed: false, userAssociated: true });
    expect(await follow('/themed-content/unfollow/s-mindbridge')).toMatchObject({ follows: 1 });
    const card = (await api().get('/search/content?type=tech-solution&q=mindbridge').expect(200)).body.results[0];
    expect(card).toMatchObject({ follows: 1, votes: 1, orgsUseSolution: 2 });
  });

  it('replaces the user state votes, clears them with an empty list, and counts them per state', async () => {
    const geo = (states: unknown, user: 'member' | 'member2' = 'member') =>
      post('/themed-content/voteGeo/s-shelterlink', { states }).set(bearer(user));
    expect((await geo(['WA', 'or']).expect(200)).body).toMatchObject({ stateVotes: ['or', 'wa'] });
    expect((await geo(['CA']).expect(200)).body).toMatchObject({ stateVotes: ['ca'] });
    await geo(['CA', 'NV'], 'member2').expect(200);
    const solution = (await api().get('/solution/s-shelterlink').set(bearer('member')).expect(200)).body as Solution;
    expect(solution.stateVotes).toEqual(['ca']);
    expect(solution.computed[0]).toEqual({ name: 'associations', count: 0, states: { ca: 2, nv: 1 } });
    expect((await geo([]).expect(200)).body).toMatchObject({ stateVotes: [] });
    const after = (await api().get('/solution/s-shelterlink').expect(200)).body as Solution;
    expect(after.computed[0]!.states).toEqual({ ca: 1, nv: 1 });
  });

  it('refuses codes that are not states', async () => {
    for (const states of [['XX'], ['PR'], 'WA', [1]]) {
      const res = await post('/themed-content/voteGeo/s-shelterlink', { states }).set(bearer('member')).expect(400);
      expect(res.body.error).toEqual({ code: 'invalid_states', message: 'states is a list of US state codes, for example ["WA"]; an empty list removes your state votes.' });
    }
  });

  it('records shares with the source upper-cased, signed in or not', async () => {
    expect((await post('/themed-content/share/s-skillpath', { source: 'linkedin' }).expect(200)).body).toEqual({
      votes: 0,
      follows: 0,
      orgsUseSolution: 0,
      shares: 1,
      followed: false,
      userAssociated: false,
      stateVotes: [],
    });
    expect((await post('/themed-content/share/s-skillpath', { source: 'e_mail' }).set(bearer('member')).expect(200)).body).toMatchObject({ shares: 2 });
    const rows = await t.db.query<{ source: string; signed_in: boolean }>(
      `SELECT s.source, s.account_id IS NOT NULL AS signed_in FROM content_shares s JOIN content_items i ON i.id = s.item_id
       WHERE i.slug = 's-skillpath' ORDER BY s.created_at, s.source`,
    );
    expect(rows).toEqual([
      { source: 'LINKEDIN', signed_in: false },
      { source: 'E_MAIL', signed_in: true },
    ]);
    const solution = (await api().get('/solution/s-skillpath').expect(200)).body as Solution;
    expect(solution.shares).toBe(2);
    for (const source of ['', 'linked-in', 'x'.repeat(41), 42]) {
      const res = await post('/themed-content/share/s-skillpath', { source }).expect(400);
      expect(res.body.error.code).toBe('invalid_share');
    }
  });

  it('limits shares per client', async () => {
    const share = () => post('/themed-content/share/s-waterwatch', { source: 'email' }).set('X-Forwarded-For', '203.0.113.7');
    for (let i = 0; i < SHARES_PER_WINDOW; i += 1) await share().expect(200);
    const res = await share().expect(429);
    expect(res.body).toEqual({ error: { code: 'rate_limited', message: 'Too many shares. Please try again in a few minutes.' } });
    await post('/themed-content/share/s-waterwatch', { source: 'email' }).set('X-Forwarded-For', '203.0.113.8').expect(200);
  });

  it("counts shares the server recorded, not refused ones: another client's burst of bad calls blocks no one", async () => {
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    for (let i = 0; i < SHARES_PER_WINDOW + 5; i += 1) await post('/themed-content/share/s-waterwatch', { source: '' }).set(from('203.0.113.40')).expect(400);
    for (let i = 0; i < SHARES_PER_WINDOW + 5; i += 1) await post('/themed-content/share/no-such-item', { source: 'email' }).set(from('203.0.113.40')).expect(404);
    await post('/themed-content/share/s-waterwatch', { source: 'COPY_LINK' }).set(from('203.0.113.40')).expect(200);
  });

  it('counts a signed-in sharer as their account, so the people behind one address are not limited together', async () => {
    const office = { 'X-Forwarded-For': '198.51.100.60' };
    const share = () => post('/themed-content/share/s-waterwatch', { source: 'email' }).set(office);
    for (let i = 0; i < SHARES_PER_WINDOW; i += 1) await share().expect(200);
    await share().expect(429);
    // A member at the same address has their own count, and spending it leaves the address's as it was.
    for (let i = 0; i < SHARES_PER_WINDOW; i += 1) await share().set(bearer('foundation')).expect(200);
    await share().set(bearer('foundation')).expect(429);
    await share().set(bearer('member3')).expect(200);
  });

  it('counts an anonymous IPv6 sharer by the /56 block their address is in', async () => {
    const share = (address: string) => post('/themed-content/share/s-waterwatch', { source: 'email' }).set('X-Forwarded-For', address);
    // 2001:db8:aa:1200::/56 holds 2001:db8:aa:1200:: to 2001:db8:aa:12ff:ffff:…
    for (let i = 0; i < SHARES_PER_WINDOW; i += 1) await share(`2001:db8:aa:12${(i * 8).toString(16).padStart(2, '0')}::${i + 1}`).expect(200);
    await share('2001:db8:aa:12ff::1').expect(429);
    await share('2001:db8:aa:1300::1').expect(200);
  });
});

describe('POST solution/create and solution/update', () => {
  const payload = (overrides: Partial<SolutionPayload> = {}): SolutionPayload => ({
    orgId: '',
    solutionType: 'TECHNOLOGY',
    solutionName: 'Volunteer Compass',
    solutionUrl: 'https://volunteercompass.example/',
    organization: '',
    organizationUrl: '',
    organizationEin: '12-3456789',
    organizationEmail: 'hello@volunteercompass.example',
    logo: '',
    category: ['UNSDG17', 'unsdg4'],
    executiveSummary: 'Schedules volunteers and tracks their hours for small nonprofits.',
    demoContact: 'Book a walkthrough from the website.',
    specialOfferUrl: '',
    hiringUrl: '',
    caseStudiesUrl: '',
    impactUrl: '',
    mainFeatures: ['Shift scheduling', ' ', ''],
    userBenefits: ['Fewer no-shows'],
    primaryAudience: [''],
    marketingMaterial: [{ headline: '', bodyText: '', landingPageUrl: '', imageUrl: '' }],
    references: [],
    tractionBadge: false,
    tech4piCert: false,
    msCert: false,
    geoAreaPrimary: ['WA', 'OR'],
    badges: [{ id: 'open-source' }],
    ...overrides,
  });
  const itemCount = () => count('SELECT count(*)::int AS n FROM content_items');

  it('needs a signed-in user', async () => {
    await api().post('/solution/create').send(payload()).expect(401);
    await api().post('/solution/update').send(payload({ slug: 's-grantpilot' })).expect(401);
  });

  it('creates a solution of the provider organisation; it is searchable at once', async () => {
    const res = await api().post('/solution/create').set(bearer('provider')).send(payload()).expect(201);
    expect(res.body).toEqual({ slug: expect.stringMatching(/^s-[0-9a-z]{10}$/), url: `/all/tech-solution/volunteer-compass-${res.body.slug}` });
    const solution = (await api().get(`/solution/${res.body.slug}`).set(bearer('provider')).expect(200)).body as Solution;
    const [org] = await t.db.query<{ id: string }>(`SELECT id::text AS id FROM organizations WHERE name = 'Demo Solutions Co. (demo)'`);
    expect(solution).toMatchObject({
      orgId: org!.id,
      organization: 'Demo Solutions Co. (demo)',
      organizationEin: '123456789',
      category: ['UNSDG17', 'UNSDG4'],
      mainFeatures: ['Shift scheduling'],
      primaryAudience: [],
      marketingMaterial: [],
      geoAreaPrimary: ['wa', 'or'],
      tractionBadge: false,
      premiumListing: false,
      canEdit: true,
    });
    expect(solution.badges.map((badge) => badge.id)).toEqual(['open-source']);
    const found = (await api().get('/search/content?type=tech-solution&q=volunteer%20compass').expect(200)).body;
    expect(found.results[0].slug).toBe(res.body.slug);
    // The creator's contributions list it
    const mine = (await api().get('/profile/contributions').set(bearer('provider')).expect(200)).body;
    expect(mine.items[0].slug).toBe(res.body.slug);
  });

  it('refuses a community member, and a provider without an organisation', async () => {
    const before = await itemCount();
    const member = await api().post('/solution/create').set(bearer('member')).send(payload()).expect(403);
    expect(member.body.error.code).toBe('forbidden');
    const lone = await api().post('/solution/create').set(bearer('loneProvider')).send(payload()).expect(403);
    expect(lone.body.error).toEqual({ code: 'no_organization', message: NO_ORGANIZATION_MESSAGE });
    expect(lone.body.error.message).toContain('not linked to an organization');
    expect(await itemCount()).toBe(before);
  });

  it('lets a team member create without an organisation and set certification flags', async () => {
    const res = await api()
      .post('/solution/create')
      .set(bearer('team'))
      .send(payload({ solutionName: 'Team Pick', organization: 'Pick Co', tractionBadge: true }))
      .expect(201);
    const solution = (await api().get(`/solution/${res.body.slug}`).expect(200)).body as Solution;
    expect(solution).toMatchObject({ orgId: null, organization: 'Pick Co', tractionBadge: true });
  });

  it.each([
    ['no name', { solutionName: '  ' }, 'Enter the solution name.'],
    ['a name without letters', { solutionName: '!!!' }, 'Enter a solution name with at least one letter or digit from A to Z or 0 to 9.'],
    ['no category', { category: [] }, 'Choose at least one UN sustainable development goal (category).'],
    ['a bad category', { category: ['UNSDG18'] }, 'category values are UNSDG1 to UNSDG17.'],
    ['no summary', { executiveSummary: '' }, 'Enter a summary (executiveSummary).'],
    ['a bad type', { solutionType: 'PRODUCT' }, 'solutionType is TECHNOLOGY or SERVICE.'],
    ['a bad URL', { solutionUrl: 'javascript:alert(1)' }, 'solutionUrl is empty or a web address starting with http:// or https://.'],
    ['a bad e-mail', { organizationEmail: 'hello@' }, 'organizationEmail is empty or an e-mail address.'],
    ['a bad EIN', { organizationEin: '12345' }, 'organizationEin is empty or 9 digits, for example 12-3456789.'],
    ['lower-case states', { geoAreaPrimary: ['wa'] }, 'geoAreaPrimary entries are upper-case codes of US states, for example WA.'],
    ['an unknown badge', { badges: [{ id: 'gold-star' }] }, 'badges has an unknown badge id.'],
    ['too many features', { mainFeatures: Array.from({ length: 13 }, (_, i) => `Feature ${i}`) }, 'mainFeatures has up to 12 entries.'],
    ['an unknown field', { premiumListing: true }, 'Unknown field: premiumListing.'],
  ])('answers 400 for %s and writes nothing', async (_name, overrides, message) => {
    const before = await itemCount();
    const res = await api()
      .post('/solution/create')
      .set(bearer('provider'))
      .send(payload(overrides as Partial<SolutionPayload>))
      .expect(400);
    expect(res.body).toEqual({ error: { code: 'invalid_solution', message } });
    expect(await itemCount()).toBe(before);
  });

  it('updates a solution for a member of its organisation; the index follows', async () => {
    const res = await api()
      .post('/solution/update')
      .set(bearer('provider'))
      .send(payload({ slug: 's-demo_solutions_hub', solutionName: 'Demo Solutions Hub', executiveSummary: 'Now with quarterly accessibility audits.' }))
      .expect(200);
    expect(res.body).toEqual({ slug: 's-demo_solutions_hub', url: '/all/tech-solution/demo-solutions-hub-s-demo_solutions_hub' });
    const solution = (await api().get('/solution/s-demo_solutions_hub').expect(200)).body as Solution;
    expect(solution).toMatchObject({ executiveSummary: 'Now with quarterly accessibility audits.', organization: 'Demo Solutions Co. (demo)', tractionBadge: false });
    expect(solution.modifiedAt > solution.createdAt).toBe(true);
    expect((await api().get('/search/content?type=tech-solution&q=quarterly%20audits').expect(200)).body.results[0].slug).toBe('s-demo_solutions_hub');
  });

  it('refuses certifications from a provider with 403 and keeps the stored ones', async () => {
    const before = await itemCount();
    const created = await api().post('/solution/create').set(bearer('provider')).send(payload({ tech4piCert: true })).expect(403);
    expect(created.body).toEqual({ error: { code: 'certifications_team_only', message: 'Certifications (Tech4PI, traction, Microsoft) are set by the X4I team only.' } });
    expect(await itemCount()).toBe(before);
    const updated = await api()
      .post('/solution/update')
      .set(bearer('provider'))
      .send(payload({ slug: 's-demo_solutions_hub', solutionName: 'Demo Solutions Hub', executiveSummary: 'A change that must not be saved.', msCert: true }))
      .expect(403);
    expect(updated.body.error.code).toBe('certifications_team_only');
    const solution = (await api().get('/solution/s-demo_solutions_hub').expect(200)).body as Solution;
    expect(solution).toMatchObject({ msCert: false, executiveSummary: 'Now with quarterly accessibility audits.' });
  });

  it('refuses an update by a provider of another organisation with the SPEC message', async () => {
    const res = await api().post('/solution/update').set(bearer('otherProvider')).send(payload({ slug: 's-demo_solutions_hub' })).expect(403);
    expect(res.body).toEqual({ error: { code: 'forbidden', message: 'Only members of this organization are able to edit.' } });
    expect(EDIT_REFUSED_MESSAGE).toBe('Only members of this organization are able to edit.');
    await api().post('/solution/update').set(bearer('provider')).send(payload({ slug: 's-grantpilot' })).expect(403);
    await api().post('/solution/update').set(bearer('member')).send(payload({ slug: 's-demo_solutions_hub' })).expect(403);
    const solution = (await api().get('/solution/s-demo_solutions_hub').expect(200)).body as Solution;
    expect(solution.executiveSummary).toBe('Now with quarterly accessibility audits.');
  });

  it('lets a team member update any solution, by id', async () => {
    const { id } = (await api().get('/solution/s-grantpilot').expect(200)).body as Solution;
    await api()
      .post('/solution/update')
      .set(bearer('team'))
      .send(payload({ id, solutionName: 'GrantPilot', organization: '', tractionBadge: true, badges: [] }))
      .expect(200);
    const solution = (await api().get('/solution/s-grantpilot').expect(200)).body as Solution;
    // The corpus attributes and premium listing stay; an empty organisation keeps the old one.
    expect(solution).toMatchObject({ tractionBadge: true, premiumListing: true, organization: 'GrantPilot Labs', badges: [] });
    expect((await api().get('/search/content?type=tech-solution&filter=WOMAN_LEADERSHIP').expect(200)).body.results.map((c: { slug: string }) => c.slug)).toContain('s-grantpilot');
  });

  it('answers 400 without id or slug and 404 for an unknown solution on update', async () => {
    const res = await api().post('/solution/update').set(bearer('team')).send(payload()).expect(400);
    expect(res.body.error.message).toBe('Send the id or the slug of the solution to update.');
    await api().post('/solution/update').set(bearer('team')).send(payload({ slug: 's-nothing' })).expect(404);
    await api().post('/solution/update').set(bearer('team')).send(payload({ slug: 'c-youth_mental_health' })).expect(404);
  });
});
