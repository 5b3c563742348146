import request from 'supertest';
import type { ContentCard, Solution } from '@x4i/shared/contracts';
import { startPostgres, type PostgresServer } from '../../testing/postgres-server.js';
import { removeTempDirs } from '../../testing/test-backend.js';
import { bearer, startContentTestApp, type ContentTestApp } from '../testing/content-test-app.js';

jest.setTimeout(60_000);

/** The directory's SQL on a PostgreSQL server: seeding, counters, writes and uploads. */
describe('the directory on a PostgreSQL server', () => {
  let server: PostgresServer;
  let t: ContentTestApp;

  beforeAll(async () => {
    server = await startPostgres();
    t = await startContentTestApp({ databaseUrl: server.url });
  });
  afterAll(async () => {
    await t?.close();
    await server?.stop();
    await removeTempDirs();
  });

  it('seeds, searches and answers the actions with their counters', async () => {
    const api = request(t.app);
    expect(t.logs).toContain('Demo content: 25 items added');
    const search = await api.get('/search/content?type=tech-solution&q=cybersecurity').expect(200);
    expect(search.body.results[0].slug).toBe('s-shieldwise');

    await api.post('/themed-content/vote/s-shieldwise').set(bearer('member')).send({ vote: true }).expect(200);
    await Promise.all([
      api.post('/themed-content/follow/s-shieldwise').set(bearer('member2')).expect(200),
      api.post('/themed-content/follow/s-shieldwise').set(bearer('member3')).expect(200),
      api.post('/themed-content/share/s-shieldwise').send({ source: 'email' }).expect(200),
    ]);
    const geo = await api.post('/themed-content/voteGeo/s-shieldwise').set(bearer('member')).send({ states: ['WA', 'OR'] }).expect(200);
    expect(geo.body).toEqual({ votes: 1, follows: 2, orgsUseSolution: 3, shares: 1, followed: false, userAssociated: true, stateVotes: ['or', 'wa'] });
    const solution = (await api.get('/solution/s-shieldwise').set(bearer('member')).expect(200)).body as Solution;
    expect(solution.computed[0]).toEqual({ name: 'associations', count: 3, states: { or: 1, wa: 1 } });
    expect(solution).toMatchObject({ associated: true, stateVotes: ['or', 'wa'] });
  });

  it('creates and updates a solution, stores an image and pages the profile lists', async () => {
    const api = request(t.app);
    const created = await api
      .post('/solution/create')
      .set(bearer('provider'))
      .send({ solutionType: 'SERVICE', solutionName: 'Grant Clinic', category: ['UNSDG17'], executiveSummary: 'Proposal reviews.', badges: [{ id: 'open-source' }] })
      .expect(201);
    await api
      .post('/solution/update')
      .set(bearer('provider'))
      .send({ slug: created.body.slug, solutionType: 'SERVICE', solutionName: 'Grant Clinic', category: ['UNSDG17'], executiveSummary: 'Proposal reviews by former program officers.' })
      .expect(200);
    const found = await api.get('/search/content?type=tech-solution&q=program%20officers').expect(200);
    expect(found.body.results.map((card: ContentCard) => card.slug)).toEqual([created.body.slug]);
    const mine = await api.get('/profile/contributions').set(bearer('provider')).expect(200);
    expect(mine.body.meta.totalItems).toBe(1);
    await api.post('/themed-content/follow/s-grantpilot').set(bearer('provider')).expect(200);
    const follows = await api.get('/profile/follows').set(bearer('provider')).expect(200);
    expect(follows.body.items.map((card: ContentCard) => card.slug)).toEqual(['s-grantpilot']);
    expect((await api.get('/credits').set(bearer('provider')).expect(200)).body).toEqual({ IRS_LETTER: 0 });

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const upload = await api.post('/upload/image').set(bearer('provider')).attach('image', png, 'a.png').expect(201);
    const served = await api.get(upload.body.url.replace('/api', '')).buffer(true).expect(200);
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
  });
});
