import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import request from 'supertest';
import { createApp } from '../app.js';
import { openDb } from '../db/connect.js';
import type { Db } from '../db/db.js';
import { runMigrations } from '../db/migrate.js';
import { createNonprofitData } from '../nonprofit-data.js';
import { removeTempDirs, tempDir } from '../testing/test-backend.js';
import { localVerifier } from './access-tokens.js';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION, removeDemoAccounts, seedDemoAccounts } from './demo-accounts.js';
import { appData } from '../testing/app-data.js';

jest.setTimeout(60_000);

const ISSUER = 'https://login.example/';
const AUDIENCE = 'https://x4i.example/api';

describe('accounts, demo seed and the signed-in endpoints (with a hosted-style issuer)', () => {
  let db: Db;
  let sign: (claims: Record<string, unknown>) => Promise<string>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    db = await openDb({ dataDir: await tempDir('accounts') });
    await runMigrations(db);
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
    sign = (claims) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(ISSUER).setAudience(AUDIENCE).setIssuedAt().setExpirationTime('1h').sign(privateKey);
    app = createApp({ ...appData(db, createNonprofitData(db)), db, status: () => ({ state: 'ready' }), database: 'pglite', log: () => undefined, verify: localVerifier(ISSUER, AUDIENCE, { keys: [jwk] }) });
  });

  afterAll(async () => {
    await db.close();
    await removeTempDirs();
  });

  const count = async (sql: string) => Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))[0]!.n);

  it('seeds the demo accounts once and removes them', async () => {
    await seedDemoAccounts(db);
    await seedDemoAccounts(db);
    expect(await count('accounts')).toBe(DEMO_ACCOUNTS.length);
    expect(await count('organizations')).toBe(1);
    expect(await count('role_rules')).toBe(1);
    await removeDemoAccounts(db);
    expect(await count('accounts')).toBe(0);
    expect(await count(`organizations WHERE name = '${DEMO_ORGANIZATION}'`)).toBe(0);
    expect(await count('role_rules')).toBe(0);
  });

  it("gives a hosted provider's user a row on first call, with the token's permissions and rule grants", async () => {
    await seedDemoAccounts(db);
    await db.query(`INSERT INTO organizations (name, subscriptions) VALUES ('Funders', '{premium:compensation}')`);
    await db.query(`INSERT INTO role_rules (org_id, type, value, roles) SELECT id, 'DOMAIN', 'funders.org', '{FOUNDATION_MEMBER}' FROM organizations WHERE name = 'Funders'`);
    const token = await sign({ sub: 'auth0|42', email: 'Kim@Funders.org', given_name: 'Kim', family_name: 'Lee', permissions: ['invite:user'] });
    const me = await request(app).get('/me').set('authorization', `Bearer ${token}`).expect(200);
    expect(me.body).toMatchObject({ id: 'auth0|42', email: 'kim@funders.org', name: 'Kim Lee', role: 'COMMUNITY_MEMBER', organization: { name: 'Funders' } });
    expect(me.body.permissions.sort()).toEqual(['create:challenge', 'create:grant', 'edit:challenge', 'edit:grant', 'invite:user', 'premium:compensation']);
    await request(app).get('/me').set('authorization', `Bearer ${token}`).expect(200);
    expect(await count(`accounts WHERE subject = 'auth0|42'`)).toBe(1);

    const otherAudience = await new SignJWT({ sub: 'x' }).setProtectedHeader({ alg: 'HS256' }).sign(new Uint8Array(32));
    await request(app).get('/me').set('authorization', `Bearer ${otherAudience}`).expect(401);
  });

  it('stores a role request with trimmed fields; bad input stores nothing', async () => {
    const auth = `Bearer ${await sign({ sub: 'auth0|7', email: 'sam@example.org' })}`;
    await request(app).post('/role/request').set('authorization', auth).send({ orgName: ' ', orgUrl: 'x', actionText: 'y' }).expect(400);
    await request(app).post('/role/request').set('authorization', auth).send({ orgName: 'A', orgUrl: 'x' }).expect(400);
    await request(app).post('/role/request').set('authorization', auth).send({ orgName: 'A', orgUrl: 'x', actionText: 'y', extra: 1 }).expect(400);
    expect(await count('role_requests')).toBe(0);
    await request(app)
      .post('/role/request')
      .set('authorization', auth)
      .send({ orgName: ' Helpers ', orgUrl: ' helpers.org ', actionText: 'List a solution' })
      .expect(201, {});
    expect(await db.query('SELECT org_name, org_url, action_text FROM role_requests')).toEqual([
      // A bare domain is stored as the web address the form would send.
      { org_name: 'Helpers', org_url: 'https://helpers.org', action_text: 'List a solution' },
    ]);
  });
});
