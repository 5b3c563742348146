import request from 'supertest';
import type { ContentCard, ExploreResponse, ManagedContentList, RemovedContentList, SearchContentResponse } from '@x4i/shared/contracts';
import { tableFingerprints } from '../../testing/table-fingerprints.js';
import { bearer, contentTestAppForFile } from '../testing/content-test-app.js';
import { TITLE_MISMATCH_MESSAGE } from './removal.js';

jest.setTimeout(60_000);

const t = contentTestAppForFile();

const api = () => request(t.app);
const slugsOf = (cards: readonly ContentCard[]) => cards.map((card) => card.slug);
const solutionSlugs = async (q = '') =>
  slugsOf(((await api().get(`/search/content?type=tech-solution&q=${encodeURIComponent(q)}`).expect(200)).body as SearchContentResponse).results);
const explore = async () => (await api().get('/explore').expect(200)).body as ExploreResponse;
const count = async (table: string, slug: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE item_id = (SELECT id FROM content_items WHERE slug = $1)`, [slug]))[0]!.n;

describe('unpublishing and publishing again', () => {
  it('hides the item from every public read, shows it to the team marked, and publish brings it back', async () => {
    await api().post('/themed-content/follow/s-grantpilot').set(bearer('member')).expect(200);
    const before = await explore();
    expect(slugsOf(before.ads)).toContain('s-grantpilot');
    expect(await solutionSlugs('GrantPilot')).toEqual(['s-grantpilot']);

    const unpublished = await api().post('/admin/content/s-grantpilot/unpublish').set(bearer('team')).send({}).expect(200);
    expect(unpublished.body).toMatchObject({ slug: 's-grantpilot', title: 'GrantPilot', unpublishedAt: expect.any(String) });
    expect(t.logs).toContain('Content unpublished by the team');

    // Search, listing, home figures and ads, featured list, goal page, followers' list: gone.
    expect(await solutionSlugs('GrantPilot')).not.toContain('s-grantpilot');
    expect(await solutionSlugs()).not.toContain('s-grantpilot');
    const after = await explore();
    expect(after.metrics.ALL!.solution).toBe(before.metrics.ALL!.solution - 1);
    expect(after.metrics.UNSDG17!.solution).toBe(before.metrics.UNSDG17!.solution - 1);
    expect(slugsOf(after.ads)).not.toContain('s-grantpilot');
    expect(slugsOf((await api().get('/solution-list').expect(200)).body)).not.toContain('s-grantpilot');
    const goal = (await api().get('/search/content?type=tech-solution&unsdg=UNSDG17').expect(200)).body as SearchContentResponse;
    expect(slugsOf(goal.results)).not.toContain('s-grantpilot');
    expect((await api().get('/profile/follows').set(bearer('member')).expect(200)).body.meta.totalItems).toBe(0);

    // Its page: 404 for a visitor and a member, open to the team with when it was unpublished.
    await api().get('/solution/s-grantpilot').expect(404);
    await api().get('/solution/s-grantpilot').set(bearer('member')).expect(404);
    await api().post('/themed-content/vote/s-grantpilot').set(bearer('member')).send({ vote: true }).expect(404);
    const asTeam = await api().get('/solution/s-grantpilot').set(bearer('team')).expect(200);
    expect(asTeam.body.unpublishedAt).toBe(unpublished.body.unpublishedAt);
    const listed = (await api().get('/admin/content?q=grantpilot').set(bearer('team')).expect(200)).body as ManagedContentList;
    expect(listed.items.map((item) => [item.slug, item.unpublishedAt])).toEqual([['s-grantpilot', unpublished.body.unpublishedAt]]);

    const published = await api().post('/admin/content/s-grantpilot/publish').set(bearer('team')).expect(200);
    expect(published.body.unpublishedAt).toBeNull();
    expect(t.logs).toContain('Content published by the team');
    expect(await solutionSlugs('GrantPilot')).toEqual(['s-grantpilot']);
    expect((await explore()).metrics.ALL!.solution).toBe(before.metrics.ALL!.solution);
    expect(slugsOf((await explore()).ads)).toContain('s-grantpilot');
    expect((await api().get('/profile/follows').set(bearer('member')).expect(200)).body.meta.totalItems).toBe(1);
    expect((await api().get('/solution/s-grantpilot').expect(200)).body.unpublishedAt).toBeUndefined();
  });

  it('hides a challenge page the same way', async () => {
    await api().post('/admin/content/c-volunteer_retention/unpublish').set(bearer('team')).expect(200);
    await api().get('/themed-content/c-volunteer_retention').expect(404);
    expect((await api().get('/themed-content/c-volunteer_retention').set(bearer('team')).expect(200)).body.unpublishedAt).toEqual(expect.any(String));
    await api().post('/admin/content/c-volunteer_retention/publish').set(bearer('team')).expect(200);
    await api().get('/themed-content/c-volunteer_retention').expect(200);
  });

  it('is refused to anyone but the team, and changes nothing', async () => {
    // A caller's first signed-in call makes their account: that is not the refused call's doing.
    const callers = new Set(['accounts']);
    const before = await tableFingerprints(t.db, callers);
    const refused = await api().post('/admin/content/s-foodroute/unpublish').set(bearer('member')).expect(403);
    expect(refused.body).toEqual({ error: { code: 'forbidden', message: expect.any(String) } });
    await api().post('/admin/content/s-foodroute/unpublish').set(bearer('provider')).expect(403);
    await api().post('/admin/content/s-foodroute/delete').set(bearer('editor')).send({ title: 'FoodRoute' }).expect(403);
    await api().post('/admin/content/s-foodroute/unpublish').expect(401);
    await api().get('/admin/content').set(bearer('member')).expect(403);
    await api().get('/admin/content/removed').expect(401);
    expect(await tableFingerprints(t.db, callers)).toEqual(before);
    expect(await solutionSlugs('FoodRoute')).toEqual(['s-foodroute']);
  });

  it('answers 4xx to a malformed call', async () => {
    await api().post('/admin/content/s-nothing/unpublish').set(bearer('team')).expect(404);
    await api().post('/admin/content/s-foodroute/unpublish').set(bearer('team')).send({ now: true }).expect(400);
    await api().get('/admin/content?q=a&q=b').set(bearer('team')).expect(400);
  });
});

describe('deleting', () => {
  it('needs the exact title, and then removes the item with its votes, follows, state votes and shares, keeping a record', async () => {
    await api().post('/themed-content/vote/s-foodroute').set(bearer('member')).send({ vote: true }).expect(200);
    await api().post('/themed-content/follow/s-foodroute').set(bearer('member2')).expect(200);
    await api().post('/themed-content/voteGeo/s-foodroute').set(bearer('member')).send({ states: ['WA'] }).expect(200);
    await api().post('/themed-content/share/s-foodroute').send({ source: 'email' }).expect(200);
    const before = await tableFingerprints(t.db);

    const missing = await api().post('/admin/content/s-foodroute/delete').set(bearer('team')).send({}).expect(400);
    expect(missing.body.error.code).toBe('invalid_request');
    const wrong = await api().post('/admin/content/s-foodroute/delete').set(bearer('team')).send({ title: 'foodroute' }).expect(400);
    expect(wrong.body).toEqual({ error: { code: 'title_mismatch', message: TITLE_MISMATCH_MESSAGE } });
    expect(await tableFingerprints(t.db)).toEqual(before);

    const deleted = await api().post('/admin/content/s-foodroute/delete').set(bearer('team')).send({ title: 'FoodRoute', reason: 'A test listing' }).expect(200);
    expect(deleted.body).toMatchObject({
      slug: 's-foodroute',
      title: 'FoodRoute',
      contentType: 'tech-solution',
      reason: 'A test listing',
      removedBy: { email: 'team@x4i.example' },
      removed: { votes: 1, follows: 1, stateVotes: 1, shares: 1 },
    });
    expect(t.logs).toContain('Content deleted by the team');
    for (const table of ['content_votes', 'content_follows', 'content_state_votes', 'content_shares']) {
      expect(await t.db.query(`SELECT 1 FROM ${table} WHERE item_id = $1`, [deleted.body.id])).toEqual([]);
    }
    const [record] = await t.db.query<{ snapshot: unknown }>('SELECT snapshot FROM removed_content WHERE id = $1', [deleted.body.id]);
    const snapshot = (typeof record!.snapshot === 'string' ? JSON.parse(record!.snapshot) : record!.snapshot) as Record<string, unknown>;
    expect(snapshot).toMatchObject({ slug: 's-foodroute', title: 'FoodRoute', categories: ['UNSDG2'] });

    await api().get('/solution/s-foodroute').set(bearer('team')).expect(404);
    expect(await solutionSlugs('FoodRoute')).not.toContain('s-foodroute');
    const records = (await api().get('/admin/content/removed').set(bearer('team')).expect(200)).body as RemovedContentList;
    expect(records.records.map((entry) => entry.slug)).toEqual(['s-foodroute']);
    await api().post('/admin/content/s-foodroute/delete').set(bearer('team')).send({ title: 'FoodRoute' }).expect(404);
    expect(await count('content_votes', 's-foodroute')).toBe(0);
  });
});
