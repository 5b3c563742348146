import request from 'supertest';
import type { ContentCard, PagedList } from '@x4i/shared/contracts';
import { bearer, contentTestAppForFile } from '../testing/content-test-app.js';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES } from './upload-routes.js';

jest.setTimeout(60_000);

const t = contentTestAppForFile();

const api = () => request(t.app);
const slugs = (list: PagedList<ContentCard>) => list.items.map((card) => card.slug);

describe('GET profile/contributions and profile/follows', () => {
  it('need a signed-in user', async () => {
    await api().get('/profile/contributions').expect(401);
    await api().get('/profile/follows').expect(401);
  });

  it('pages the items the user created or voted for, newest first, 3 by default', async () => {
    const created = await api()
      .post('/solution/create')
      .set(bearer('team'))
      .send({ solutionType: 'SERVICE', solutionName: 'Board Coach', category: ['UNSDG16'], executiveSummary: 'Coaching for new board members.' })
      .expect(201);
    for (const slug of ['s-foodroute', 'c-volunteer_retention', 'g-cascade_food']) {
      await api().post(`/themed-content/vote/${slug}`).set(bearer('team')).send({ vote: true }).expect(200);
    }
    const first = (await api().get('/profile/contributions').set(bearer('team')).expect(200)).body as PagedList<ContentCard>;
    expect(first.meta).toEqual({ totalItems: 4, page: 1, limit: 3 });
    expect(slugs(first)).toEqual(['g-cascade_food', 'c-volunteer_retention', 's-foodroute']);
    expect(first.items[0]).toMatchObject({ userAssociated: true, followed: false });
    const second = (await api().get('/profile/contributions?page=2').set(bearer('team')).expect(200)).body as PagedList<ContentCard>;
    expect(slugs(second)).toEqual([created.body.slug]);
    const past = (await api().get('/profile/contributions?page=3').set(bearer('team')).expect(200)).body as PagedList<ContentCard>;
    expect(past).toEqual({ items: [], meta: { totalItems: 4, page: 3, limit: 3 } });
    const all = (await api().get('/profile/contributions?limit=20').set(bearer('team')).expect(200)).body as PagedList<ContentCard>;
    expect(all.items).toHaveLength(4);
    // Voting again for an older item brings it to the top
    await api().post('/themed-content/vote/s-foodroute').set(bearer('team')).send({ vote: false }).expect(200);
    await api().post('/themed-content/vote/s-foodroute').set(bearer('team')).send({ vote: true }).expect(200);
    expect(slugs((await api().get('/profile/contributions?limit=1').set(bearer('team')).expect(200)).body)).toEqual(['s-foodroute']);
    const empty = (await api().get('/profile/contributions').set(bearer('member3')).expect(200)).body;
    expect(empty).toEqual({ items: [], meta: { totalItems: 0, page: 1, limit: 3 } });
  });

  it('pages the followed items, the newest follow first', async () => {
    for (const slug of ['s-waterwatch', 'k-ntee_codes', 'c-broadband_seniors', 'g-digital_equity']) {
      await api().post(`/themed-content/follow/${slug}`).set(bearer('member')).expect(200);
    }
    await api().post('/themed-content/unfollow/k-ntee_codes').set(bearer('member')).expect(200);
    const first = (await api().get('/profile/follows?limit=2').set(bearer('member')).expect(200)).body as PagedList<ContentCard>;
    expect(first.meta).toEqual({ totalItems: 3, page: 1, limit: 2 });
    expect(slugs(first)).toEqual(['g-digital_equity', 'c-broadband_seniors']);
    expect(first.items[0]).toMatchObject({ followed: true, follows: 1 });
    const second = (await api().get('/profile/follows?limit=2&page=2').set(bearer('member')).expect(200)).body as PagedList<ContentCard>;
    expect(slugs(second)).toEqual(['s-waterwatch']);
  });

  it.each([
    ['page=0', 'page is a whole number from 1.'],
    ['page=x', 'page is a whole number from 1.'],
    ['limit=0', 'limit is a whole number from 1 to 20.'],
    ['limit=21', 'limit is a whole number from 1 to 20.'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await api().get(`/profile/follows?${query}`).set(bearer('member')).expect(400);
    expect(res.body).toEqual({ error: { code: 'invalid_page', message } });
  });
});

describe('GET /credits', () => {
  it('answers the balances by type, the sums of the ledger, IRS_LETTER always present', async () => {
    await api().get('/credits').expect(401);
    expect((await api().get('/credits').set(bearer('member2')).expect(200)).body).toEqual({ IRS_LETTER: 0 });
    await t.db.query(
      `INSERT INTO credit_ledger (account_id, type, amount, reason)
       SELECT id, unnest('{IRS_LETTER,IRS_LETTER,REPORT}'::text[]), unnest('{2,1,1}'::int[]), 'Test grant' FROM accounts WHERE subject = 'test-member-2'`,
    );
    const res = await api().get('/credits').set(bearer('member2')).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toEqual({ IRS_LETTER: 3, REPORT: 1 });
    // Another user's rows are not counted.
    expect((await api().get('/credits').set(bearer('member3')).expect(200)).body).toEqual({ IRS_LETTER: 0 });
  });
});

describe('POST upload/image and GET uploads/:id', () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest of a png')]);
  const upload = (user: 'provider' | 'member' | 'team' | null, bytes: Buffer, filename = 'logo.png', field = 'image') => {
    const req = api().post('/upload/image');
    if (user) req.set(bearer(user));
    return req.attach(field, bytes, filename);
  };

  it('stores an image for a provider and serves it, immutable and not sniffed', async () => {
    const res = await upload('provider', png).expect(201);
    expect(res.body).toEqual({ url: expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}$/) });
    const served = await api().get(res.body.url.replace('/api', '')).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
  });

  it.each([
    ['image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['image/gif', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['image/webp', Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')])],
  ])('recognises %s by its first bytes, whatever the file name says', async (type, bytes) => {
    const res = await upload('team', bytes, 'picture.png').expect(201);
    const served = await api().get(res.body.url.replace('/api', '')).expect(200);
    expect(served.headers['content-type']).toBe(type);
  });

  it('refuses what is not a PNG, JPEG, GIF or WebP image', async () => {
    const svg = await upload('provider', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png').expect(400);
    expect(svg.body).toEqual({ error: { code: 'invalid_image', message: IMAGE_TYPE_MESSAGE } });
    expect(IMAGE_TYPE_MESSAGE).toBe('Upload a PNG, JPEG, GIF or WebP image.');
    await api().post('/upload/image').set(bearer('provider')).send({ image: 'x' }).expect(400);
    const field = await upload('provider', png, 'logo.png', 'file').expect(400);
    expect(field.body.error.message).toContain('form field "image"');
  });

  it('refuses an image over 2 MB with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const res = await upload('provider', big).expect(413);
    expect(res.body).toEqual({ error: { code: 'image_too_large', message: IMAGE_TOO_LARGE_MESSAGE } });
    const exact = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES - png.length)]);
    await upload('provider', exact).expect(201);
  });

  it('needs a signed-in user allowed to create or edit solutions', async () => {
    await upload(null, png).expect(401);
    const res = await upload('member', png).expect(403);
    expect(res.body.error.message).toBe('Only accounts that create or edit solutions can upload images.');
  });

  it('answers 404 for an unknown image', async () => {
    await api().get('/uploads/00000000-0000-4000-8000-000000000000').expect(404);
    await api().get('/uploads/not-an-id').expect(404);
  });
});
