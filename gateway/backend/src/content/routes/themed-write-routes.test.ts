import request from 'supertest';
import type { ChallengePayload, ContentDetail, GrantPayload } from '@x4i/shared/contracts';
import { bearer, contentTestAppForFile } from '../testing/content-test-app.js';

jest.setTimeout(60_000);

const t = contentTestAppForFile();

const api = () => request(t.app);
const itemCount = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM content_items'))[0]!.n);
const detail = async (slug: string, user?: Parameters<typeof bearer>[0]) => {
  const call = api().get(`/themed-content/${slug}`);
  return (await (user ? call.set(bearer(user)) : call).expect(200)).body as ContentDetail;
};

const challenge = (overrides: Partial<ChallengePayload> = {}): ChallengePayload => ({
  title: 'Keeping volunteer drivers on the road',
  categories: ['UNSDG11', 'unsdg3'],
  organization: 'Valley Meals on Wheels',
  summary: 'Our drivers are retiring faster than we can recruit them.',
  body: ['We deliver 400 meals a day.', '', 'Recruiting drivers through flyers no longer works.'],
  ...overrides,
});

const grant = (overrides: Partial<GrantPayload> = {}): GrantPayload => ({
  title: 'Digital Inclusion Mini-Grants',
  categories: ['UNSDG4'],
  summary: 'Small grants for libraries lending hotspots.',
  body: ['Up to $10,000 for hotspot lending programs.'],
  fundingName: 'Test Foundation',
  fundingLogo: '',
  opportunityId: 'TF-2027-01',
  grantAmount: 10000,
  expirationDate: '2027-03-31',
  eligibility: 'NON_PROFIT',
  sourceUrl: 'https://foundation.example/grants/hotspots',
  ...overrides,
});

describe('POST challenge/create and grant/create', () => {
  it('needs a signed-in user', async () => {
    await api().post('/challenge/create').send(challenge()).expect(401);
    await api().post('/grant/update').send(grant({ slug: 'g-cascade_food' })).expect(401);
  });

  it('lets a team member create a challenge; its page and the search show it at once', async () => {
    const res = await api().post('/challenge/create').set(bearer('team')).send(challenge()).expect(201);
    expect(res.body).toEqual({
      slug: expect.stringMatching(/^c-[0-9a-z]{10}$/),
      url: `/sustainable-cities-and-communities+good-health-and-well-being/challenge/keeping-volunteer-drivers-on-the-road/${res.body.slug}`,
    });
    expect(await detail(res.body.slug, 'team')).toMatchObject({
      contentType: 'social-challenge-idea',
      categories: ['UNSDG11', 'UNSDG3'],
      organization: 'Valley Meals on Wheels',
      body: ['We deliver 400 meals a day.', 'Recruiting drivers through flyers no longer works.'],
      ideas: 0,
      canEdit: true,
    });
    expect((await detail(res.body.slug)).canEdit).toBe(false);
    const found = (await api().get('/search/content?type=social-challenge-idea&q=volunteer%20drivers').expect(200)).body;
    expect(found.results[0].slug).toBe(res.body.slug);
  });

  it("lets a foundation member create a grant of the foundation; colleagues edit it, others may not", async () => {
    const res = await api().post('/grant/create').set(bearer('foundation')).send(grant()).expect(201);
    expect(res.body.slug).toMatch(/^g-[0-9a-z]{10}$/);
    expect(await detail(res.body.slug, 'foundation')).toMatchObject({
      fundingName: 'Test Foundation',
      grantAmount: 10000,
      expirationDate: '2027-03-31',
      eligibility: 'NON_PROFIT',
      opportunityId: 'TF-2027-01',
      sourceUrl: 'https://foundation.example/grants/hotspots',
      canEdit: true,
    });
    expect((await detail(res.body.slug, 'foundationColleague')).canEdit).toBe(true);
    expect((await detail(res.body.slug, 'editor')).canEdit).toBe(false);

    await api()
      .post('/grant/update')
      .set(bearer('foundationColleague'))
      .send(grant({ slug: res.body.slug, grantAmount: 15000, expirationDate: null, eligibility: null }))
      .expect(200);
    expect(await detail(res.body.slug)).toMatchObject({ grantAmount: 15000, expirationDate: null, eligibility: null });

    const refused = await api().post('/grant/update').set(bearer('editor')).send(grant({ slug: res.body.slug, grantAmount: 1 })).expect(403);
    expect(refused.body).toEqual({ error: { code: 'forbidden', message: 'Only members of this organization are able to edit.' } });
    expect((await detail(res.body.slug)).grantAmount).toBe(15000);
  });

  it('lets a contributing editor create a challenge and edit it, and a foundation member create one too', async () => {
    const res = await api().post('/challenge/create').set(bearer('editor')).send(challenge({ title: 'Translating intake forms' })).expect(201);
    expect((await detail(res.body.slug, 'editor')).canEdit).toBe(true);
    const updated = await api()
      .post('/challenge/update')
      .set(bearer('editor'))
      .send(challenge({ slug: res.body.slug, title: 'Translating intake forms into six languages' }))
      .expect(200);
    expect(updated.body.url).toContain('/translating-intake-forms-into-six-languages/');
    await api().post('/challenge/create').set(bearer('foundation')).send(challenge({ title: 'Foundation challenge' })).expect(201);
  });

  it('refuses community members and solution providers with 403 and writes nothing', async () => {
    const before = await itemCount();
    const member = await api().post('/challenge/create').set(bearer('member')).send(challenge()).expect(403);
    expect(member.body.error).toEqual({ code: 'forbidden', message: 'Your account cannot create challenges. Ask for editing access to post a challenge.' });
    await api().post('/grant/create').set(bearer('member')).send(grant()).expect(403);
    await api().post('/challenge/create').set(bearer('provider')).send(challenge()).expect(403);
    await api().post('/grant/create').set(bearer('provider')).send(grant()).expect(403);
    // Refused before the payload is read: a member learns they may not, not what is missing.
    expect((await api().post('/challenge/create').set(bearer('member')).send({}).expect(403)).body.error.code).toBe('forbidden');
    expect(await itemCount()).toBe(before);
  });

  it.each([
    ['challenge', 'no title', { title: ' ' }, 'Enter the title.'],
    ['challenge', 'a title without letters', { title: '???' }, 'Enter a title with at least one letter or digit from A to Z or 0 to 9.'],
    ['challenge', 'no goal', { categories: [] }, 'Choose at least one UN sustainable development goal (categories).'],
    ['challenge', 'a bad goal', { categories: ['UNSDG0'] }, 'categories values are UNSDG1 to UNSDG17.'],
    ['challenge', 'no organization', { organization: '' }, 'Enter the organization that poses the challenge.'],
    ['challenge', 'an empty body', { body: ['', ' '] }, 'Enter the text (body): at least one paragraph.'],
    ['challenge', 'an unknown field', { ideas: 5 }, 'Unknown field: ideas.'],
    ['grant', 'no funder', { fundingName: '' }, 'Enter the funder (fundingName).'],
    ['grant', 'a negative amount', { grantAmount: -5 }, 'grantAmount is more than 0.'],
    ['grant', 'a fractional amount', { grantAmount: 10.5 }, 'grantAmount is a whole number of US dollars, or null.'],
    ['grant', 'an impossible date', { expirationDate: '2027-02-30' }, 'expirationDate is a date, YYYY-MM-DD, or null.'],
    ['grant', 'a bad eligibility', { eligibility: 'EVERYONE' }, 'eligibility is NON_PROFIT, OTHERS or null.'],
    ['grant', 'a bad source URL', { sourceUrl: 'ftp://x' }, 'sourceUrl is empty or a web address starting with http:// or https://.'],
  ])('answers 400 for a %s with %s and writes nothing', async (kind, _name, overrides, message) => {
    const before = await itemCount();
    const body = kind === 'challenge' ? challenge(overrides as Partial<ChallengePayload>) : grant(overrides as Partial<GrantPayload>);
    const res = await api().post(`/${kind}/create`).set(bearer('team')).send(body).expect(400);
    expect(res.body).toEqual({ error: { code: `invalid_${kind}`, message } });
    expect(await itemCount()).toBe(before);
  });
});

describe('POST challenge/update and grant/update', () => {
  it('lets the team edit a seeded challenge by id; the index follows and the counters stay', async () => {
    const { id, ideas } = await detail('c-youth_mental_health');
    await api()
      .post('/challenge/update')
      .set(bearer('team'))
      .send(challenge({ id, title: 'Reaching teenagers who will not call a hotline', categories: ['UNSDG3'], summary: 'Now piloting text check-ins.' }))
      .expect(200);
    expect(await detail('c-youth_mental_health')).toMatchObject({ summary: 'Now piloting text check-ins.', organization: 'Valley Meals on Wheels', ideas });
    expect((await api().get('/search/content?type=social-challenge-idea&q=text%20check-ins').expect(200)).body.results[0].slug).toBe('c-youth_mental_health');
  });

  it('refuses editors on seeded items, answers 400 without id or slug and 404 for another kind', async () => {
    await api().post('/grant/update').set(bearer('foundation')).send(grant({ slug: 'g-cascade_food' })).expect(403);
    await api().post('/challenge/update').set(bearer('editor')).send(challenge({ slug: 'c-youth_mental_health' })).expect(403);
    const missing = await api().post('/challenge/update').set(bearer('team')).send(challenge()).expect(400);
    expect(missing.body.error).toEqual({ code: 'invalid_challenge', message: 'Send the id or the slug of the challenge to update.' });
    await api().post('/grant/update').set(bearer('team')).send(grant({ slug: 'c-youth_mental_health' })).expect(404);
    await api().post('/challenge/update').set(bearer('team')).send(challenge({ slug: 's-grantpilot' })).expect(404);
  });
});
