import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import request from 'supertest';
import { createApp } from '../app.js';
import { openDb } from '../db/connect.js';
import type { Db } from '../db/db.js';
import { runMigrations } from '../db/migrate.js';
import { keepAccessAnswers } from '../identity/access-cache.js';
import { localVerifier } from '../identity/access-tokens.js';
import { createNonprofitData } from '../nonprofit-data.js';
import { removeTempDirs, tempDir } from '../testing/test-backend.js';
import { appData } from '../testing/app-data.js';

jest.setTimeout(60_000);

const ISSUER = 'https://login.example/';
const AUDIENCE = 'https://x4i.example/api';
const HOUR = 3_600_000;
const QUOTAS = { anonymousPerHour: 3, keyPerHour: 5 };
const NEXT_HOUR = (Math.floor(Date.now() / HOUR) + 1) * HOUR;

let db: Db;
let app: ReturnType<typeof createApp>;
let member: string;
let otherMember: string;
let team: string;

beforeAll(async () => {
  db = await openDb({ dataDir: await tempDir('api-keys') });
  await runMigrations(db);
  await keepAccessAnswers(db);
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(ISSUER).setAudience(AUDIENCE).setIssuedAt().setExpirationTime('1d').sign(privateKey);
  const verify = localVerifier(ISSUER, AUDIENCE, { keys: [jwk] });
  app = createApp({
    ...appData(db, createNonprofitData(db)),
    db,
    status: () => ({ state: 'ready' }),
    database: 'pglite',
    log: () => undefined,
    verify,
    publicApi: { quotas: QUOTAS },
  });
  member = `Bearer ${await sign({ sub: 'member|1', email: 'casey@example.org' })}`;
  otherMember = `Bearer ${await sign({ sub: 'member|2', email: 'robin@example.org' })}`;
  team = `Bearer ${await sign({ sub: 'team|1', email: 'taylor@x4i.example.org', permissions: ['do:all'] })}`;
});

afterAll(async () => {
  await db.close();
  await removeTempDirs();
});

/** The quota's windows and its headers read the clock: only the date is faked, the timers run as they do. */
let clock: number;
const setClock = (time: number) => {
  clock = time;
  jest.setSystemTime(time);
};
beforeAll(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] }));
afterAll(() => jest.useRealTimers());

beforeEach(async () => {
  // The top of the next hour: the tokens are valid then, and the counts of each test start empty.
  setClock(NEXT_HOUR);
  await db.exec('DELETE FROM api_keys; DELETE FROM api_quota_windows;');
});

const api = () => request(app);
const count = async (table: string) => Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n);

async function createKey(as: string, name: string) {
  const { body } = await api().post('/me/api-keys').set('authorization', as).send({ name }).expect(201);
  return body as { key: { id: string; prefix: string; usage: { hourlyQuota: number | null } }; secret: string };
}

describe('the hourly quota', () => {
  it('lets an address make its quota of calls, then answers 429 with Retry-After and the RateLimit headers, and resets on the hour', async () => {
    for (let call = 1; call <= QUOTAS.anonymousPerHour; call += 1) {
      const response = await api().get('/v1/goals').expect(200);
      expect(response.headers['ratelimit']).toMatch(new RegExp(`r=${QUOTAS.anonymousPerHour - call}\\b`));
      expect(response.headers['ratelimit-policy']).toMatch(new RegExp(`q=${QUOTAS.anonymousPerHour}\\b.*w=3600`));
    }
    setClock(clock + 15 * 60_000);
    const over = await api().get('/v1/goals').expect(429);
    expect(over.body.error).toEqual({ code: 'rate_limited', message: expect.stringContaining('Retry-After') });
    expect(Number(over.headers['retry-after'])).toBe(45 * 60);
    expect(over.headers['ratelimit']).toMatch(/r=0\b/);

    setClock(clock + 45 * 60_000);
    await api().get('/v1/goals').expect(200);
  });

  it('gives each key its own, larger quota, counted in the key’s usage', async () => {
    const { secret } = await createKey(member, 'Reports script');
    for (let call = 0; call < QUOTAS.anonymousPerHour; call += 1) await api().get('/v1/goals').expect(200);
    await api().get('/v1/goals').expect(429);
    for (let call = 0; call < QUOTAS.keyPerHour; call += 1) await api().get('/v1/goals').set('X-Api-Key', secret).expect(200);
    const over = await api().get('/v1/goals').set('X-Api-Key', secret).expect(429);
    expect(over.body.error.message).toContain('This key');
    const { body } = await api().get('/me/api-keys').set('authorization', member).expect(200);
    // The refused call is not a call made: usage counts the answered ones.
    expect(body.keys[0].usage).toEqual({ thisHour: QUOTAS.keyPerHour, hourlyQuota: QUOTAS.keyPerHour, today: QUOTAS.keyPerHour, last30Days: QUOTAS.keyPerHour });
    expect(body.keys[0].lastUsedAt).not.toBeNull();

    setClock(clock + HOUR);
    await api().get('/v1/goals').set('X-Api-Key', secret).expect(200);
  });

  it('counts only the calls it answered: refused ones (an invalid query, over the quota) spend nothing', async () => {
    for (let call = 0; call < QUOTAS.anonymousPerHour + 5; call += 1) await api().get('/v1/organizations').query({ state: 'XX' }).expect(400);
    for (let call = 0; call < QUOTAS.anonymousPerHour; call += 1) await api().get('/v1/goals').expect(200);
    for (let call = 0; call < 3; call += 1) await api().get('/v1/goals').expect(429);
    setClock(clock + HOUR);
    const first = await api().get('/v1/goals').expect(200);
    expect(first.headers['ratelimit']).toMatch(new RegExp(`r=${QUOTAS.anonymousPerHour - 1}\\b`));
  });

  it('counts a signed-in member as themselves, apart from the others at their address', async () => {
    for (let call = 0; call < QUOTAS.anonymousPerHour; call += 1) await api().get('/v1/goals').expect(200);
    await api().get('/v1/goals').expect(429);
    for (let call = 0; call < QUOTAS.anonymousPerHour; call += 1) await api().get('/v1/goals').set('authorization', member).expect(200);
    const over = await api().get('/v1/goals').set('authorization', member).expect(429);
    expect(over.body.error.message).toContain('use an API key for a larger quota');
    await api().get('/v1/goals').set('authorization', otherMember).expect(200);
  });

  it('sets no quota for the team’s keys', async () => {
    await api().get('/me').set('authorization', team).expect(200);
    // The embedded provider keeps a member's permissions with the account, and a key is read without a token.
    await db.query(`UPDATE accounts SET permissions = '{do:all}' WHERE subject = 'team|1'`);
    const { key, secret } = await createKey(team, 'Team dashboards');
    expect(key.usage.hourlyQuota).toBeNull();
    expect((await api().get('/me/api-keys').set('authorization', team).expect(200)).body.hourlyQuota).toBeNull();
    for (let call = 0; call < QUOTAS.keyPerHour + 2; call += 1) {
      const response = await api().get('/v1/goals').set('X-Api-Key', secret).expect(200);
      expect(response.headers['ratelimit']).toBeUndefined();
    }
  });

  it('refuses a key that is not one, or was revoked, with 401 and no call counted', async () => {
    expect((await api().get('/v1/goals').set('X-Api-Key', 'x4i_not-a-key').expect(401)).body.error.code).toBe('invalid_api_key');
    const { key, secret } = await createKey(member, 'Old script');
    await api().get('/v1/goals').set('X-Api-Key', secret).expect(200);
    await api().delete(`/me/api-keys/${key.id}`).set('authorization', member).expect(200);
    await api().get('/v1/goals').set('X-Api-Key', secret).expect(401);
    expect(Number((await db.query<{ calls: number }>('SELECT sum(calls)::int AS calls FROM api_key_usage'))[0]!.calls)).toBe(1);
  });
});

describe('a member’s keys', () => {
  it('shows the secret once, stores only its hash, and lists keys by name and prefix', async () => {
    const { key, secret } = await createKey(member, '  Grants dashboard ');
    expect(secret).toMatch(/^x4i_[A-Za-z0-9_-]{32}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);
    const stored = await db.query<{ secret_sha256: string; name: string }>('SELECT secret_sha256, name FROM api_keys');
    expect(stored).toEqual([{ secret_sha256: expect.stringMatching(/^[0-9a-f]{64}$/), name: 'Grants dashboard' }]);
    const { body } = await api().get('/me/api-keys').set('authorization', member).expect(200);
    expect(JSON.stringify(body)).not.toContain(secret);
    expect(body.keys).toEqual([expect.objectContaining({ id: key.id, name: 'Grants dashboard', prefix: key.prefix, revokedAt: null })]);
  });

  it('refuses a missing or too long name, unknown fields and anonymous callers, and writes nothing', async () => {
    for (const body of [{}, { name: '  ' }, { name: 'x'.repeat(61) }, { name: 'ok', scope: 'all' }, { name: 5 }, []]) {
      const response = await api().post('/me/api-keys').set('authorization', member).send(body);
      expect({ body, status: response.status, code: response.body.error?.code }).toEqual({ body, status: 400, code: 'invalid_api_key_name' });
    }
    await api().post('/me/api-keys').send({ name: 'x' }).expect(401);
    expect(await count('api_keys')).toBe(0);
  });

  it('lets nobody list or revoke another member’s keys', async () => {
    const { key, secret } = await createKey(member, 'Mine');
    expect((await api().get('/me/api-keys').set('authorization', otherMember).expect(200)).body).toEqual({ hourlyQuota: QUOTAS.keyPerHour, keys: [] });
    await api().delete(`/me/api-keys/${key.id}`).set('authorization', otherMember).expect(404);
    await api().delete('/me/api-keys/not-a-uuid').set('authorization', member).expect(404);
    await api().get('/v1/goals').set('X-Api-Key', secret).expect(200);
  });

  it('holds up to ten live keys', async () => {
    for (let n = 1; n <= 10; n += 1) await createKey(member, `Key ${n}`);
    expect((await api().post('/me/api-keys').set('authorization', member).send({ name: 'Eleventh' }).expect(409)).body.error.code).toBe('too_many_keys');
    expect(await count('api_keys')).toBe(10);
  });
});
