import request from 'supertest';
import { createApp } from '../app.js';
import { openDb } from '../db/connect.js';
import type { Db } from '../db/db.js';
import { runMigrations } from '../db/migrate.js';
import type { NonprofitData } from '../nonprofit-data.js';
import { removeTempDirs, tempDir } from '../testing/test-backend.js';
import { RATE_LIMITED_MESSAGE } from './contact.js';
import { appData } from '../testing/app-data.js';

jest.setTimeout(60_000);

let db: Db;
let clientNumber = 0;

beforeAll(async () => {
  db = await openDb({ dataDir: await tempDir('contact') });
  await runMigrations(db);
});
afterAll(async () => {
  await db.close();
  await removeTempDirs();
});
beforeEach(() => db.exec('DELETE FROM contact_messages'));

/** The contact endpoint needs no imported data. */
const noData = {} as NonprofitData;

function appWith(limit = 5) {
  return createApp({ ...appData(db, noData), db, contact: { limit }, status: () => ({ state: 'ready' }), database: 'pglite', log: () => undefined });
}

/** Each test is a different client behind the gateway, so the rate limit of one does not reach the next. */
function post(app: ReturnType<typeof appWith>, body: unknown, clientIp = `203.0.113.${++clientNumber}`) {
  return request(app).post('/contact').set('X-Forwarded-For', clientIp).send(body as object);
}

const stored = () => db.query('SELECT name, email, organization, message FROM contact_messages ORDER BY created_at');

const valid = { name: 'Ada Lovelace', email: 'ada@example.org', organization: 'Analytical Engines', message: 'Hello there.' };

describe('POST /contact', () => {
  it('stores a message, trimmed, and answers 201 with its id', async () => {
    const res = await post(appWith(), { name: '  Ada Lovelace ', email: ' ada@example.org ', organization: ' Analytical Engines ', message: ' Hello there. ' }).expect(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await stored()).toEqual([valid]);
  });

  it('stores an empty or missing organization as null', async () => {
    await post(appWith(), { ...valid, organization: '  ' }).expect(201);
    await post(appWith(), { name: 'B', email: 'b@example.org', message: 'Hi' }).expect(201);
    expect((await stored()).map((row) => row.organization)).toEqual([null, null]);
  });

  it.each([
    ['a blank name', { ...valid, name: '   ' }, 'invalid_name', 'Enter your name (up to 120 characters).'],
    ['a long name', { ...valid, name: 'a'.repeat(121) }, 'invalid_name', 'Enter your name (up to 120 characters).'],
    ['a missing email', { ...valid, email: undefined }, 'invalid_email', 'Enter a valid email address.'],
    ['a bad email', { ...valid, email: 'ada@' }, 'invalid_email', 'Enter a valid email address.'],
    ['a long email', { ...valid, email: `${'a'.repeat(250)}@example.org` }, 'invalid_email', 'Enter a valid email address.'],
    ['a long organization', { ...valid, organization: 'o'.repeat(201) }, 'invalid_organization', 'Enter an organization name of up to 200 characters.'],
    ['an empty message', { ...valid, message: '' }, 'invalid_message', 'Enter a message of 1 to 5000 characters.'],
    ['a long message', { ...valid, message: 'm'.repeat(5001) }, 'invalid_message', 'Enter a message of 1 to 5000 characters.'],
    ['a number for a name', { ...valid, name: 42 }, 'invalid_name', 'Enter your name (up to 120 characters).'],
    ['not an object', ['Ada'], 'invalid_request', 'Send a JSON object.'],
  ])('answers %s with 400 and stores nothing', async (_case, body, code, message) => {
    const res = await post(appWith(), body).expect(400);
    expect(res.body).toEqual({ error: { code, message } });
    expect(await stored()).toEqual([]);
  });

  it('rejects an unknown field and stores nothing', async () => {
    const res = await post(appWith(), { ...valid, isAdmin: true }).expect(400);
    expect(res.body).toEqual({ error: { code: 'unknown_field', message: 'Unknown field: isAdmin.' } });
    expect(await stored()).toEqual([]);
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await request(appWith()).post('/contact').set('Content-Type', 'application/json').send('{"name":').expect(400);
    expect(res.body.error.code).toBe('invalid_json');
  });

  it('limits each client to 5 messages, then answers 429 without storing; other clients are not affected', async () => {
    const app = appWith();
    for (let i = 0; i < 5; i++) await post(app, valid, '198.51.100.7').expect(201);
    const res = await post(app, valid, '198.51.100.7').expect(429);
    expect(res.body).toEqual({ error: { code: 'rate_limited', message: RATE_LIMITED_MESSAGE } });
    expect(res.headers['retry-after']).toBeDefined();
    await post(app, valid, '198.51.100.8').expect(201);
    expect(await stored()).toHaveLength(6);
  });

  it('counts only the messages it stored: a burst of refused ones leaves the sender their five', async () => {
    const app = appWith();
    for (let i = 0; i < 12; i++) await post(app, { ...valid, email: 'not an address' }, '198.51.100.30').expect(400);
    for (let i = 0; i < 5; i++) await post(app, valid, '198.51.100.30').expect(201);
    await post(app, valid, '198.51.100.30').expect(429);
  });

  it('takes the client IP from X-Forwarded-For only as the gateway adds it', async () => {
    const app = appWith(1);
    // A client that claims an address in front of the gateway's entry is still the gateway's entry.
    await post(app, valid, '10.9.9.9, 198.51.100.20').expect(201);
    await post(app, valid, '10.8.8.8, 198.51.100.20').expect(429);
  });
});
