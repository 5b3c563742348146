import express from 'express';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import request from 'supertest';
import { createApp } from '../app.js';
import { openDb } from '../db/connect.js';
import type { Db } from '../db/db.js';
import { runMigrations } from '../db/migrate.js';
import { errorHandler } from '../http/errors.js';
import { localVerifier } from '../identity/access-tokens.js';
import { createNonprofitData } from '../nonprofit-data.js';
import { removeTempDirs, tempDir } from '../testing/test-backend.js';
import { adminRouter } from './admin.js';
import { appData } from '../testing/app-data.js';

jest.setTimeout(60_000);

const ISSUER = 'https://login.example/';
const AUDIENCE = 'https://x4i.example/api';

let db: Db;
let app: ReturnType<typeof createApp>;
let sign: (claims: Record<string, unknown>) => Promise<string>;
let team: string;
let member: string;
let verify: ReturnType<typeof localVerifier>;

beforeAll(async () => {
  db = await openDb({ dataDir: await tempDir('admin') });
  await runMigrations(db);
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  sign = (claims) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(ISSUER).setAudience(AUDIENCE).setIssuedAt().setExpirationTime('1h').sign(privateKey);
  verify = localVerifier(ISSUER, AUDIENCE, { keys: [jwk] });
  app = createApp({ ...appData(db, createNonprofitData(db)), db, status: () => ({ state: 'ready' }), database: 'pglite', log: () => undefined, verify });
  team = `Bearer ${await sign({ sub: 'team|1', email: 'taylor@x4i.example.org', given_name: 'Taylor', family_name: 'Team', permissions: ['do:all'] })}`;
  member = `Bearer ${await sign({ sub: 'member|1', email: 'casey@example.org', given_name: 'Casey', family_name: 'Morgan' })}`;
});

afterAll(async () => {
  await db.close();
  await removeTempDirs();
});

beforeEach(async () => {
  await db.exec(`DELETE FROM role_requests; DELETE FROM content_items; DELETE FROM role_rules; DELETE FROM organizations; DELETE FROM accounts;`);
});

const api = () => request(app);
const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n);

async function createOrg(name: string): Promise<{ id: string; name: string }> {
  return (await api().post('/organization/create').set('authorization', team).send({ name }).expect(201)).body;
}

async function createRule(orgId: string, type: 'EMAIL' | 'DOMAIN', value: string, roles: string[]) {
  return (await api().post('/role/rule/create').set('authorization', team).send({ orgId, type, value, roles }).expect(201)).body;
}

/** GET /me as a user with this e-mail address (a new hosted-provider subject each time the address changes). */
async function meOf(email: string) {
  const token = await sign({ sub: `user|${email}`, email });
  return (await api().get('/me').set('authorization', `Bearer ${token}`).expect(200)).body;
}

const NIL = '00000000-0000-4000-8000-000000000000';

describe('access to the admin calls', () => {
  // Every row has all three values: jest reads a test function with more parameters than the row as taking done.
  const calls: Array<[string, string, object | undefined]> = [
    ['get', '/organization/list', undefined],
    ['get', '/organization/manage-list', undefined],
    ['get', `/organization/${NIL}`, undefined],
    ['post', '/organization/create', { name: 'X' }],
    ['post', '/organization/update', { id: NIL, name: 'X', subscriptions: [] }],
    ['delete', `/organization/${NIL}`, undefined],
    ['get', `/role/rules/${NIL}`, undefined],
    ['post', '/role/rule/create', { orgId: NIL, type: 'DOMAIN', value: 'x.org', roles: ['COMMUNITY_MEMBER'] }],
    ['post', '/role/rule/update', { id: NIL, orgId: NIL, type: 'DOMAIN', value: 'x.org', roles: ['COMMUNITY_MEMBER'] }],
    ['delete', `/role/rule/${NIL}`, undefined],
    ['get', '/role/accessCheck?email=a@b.org', undefined],
    ['get', '/role/requests', undefined],
    ['post', `/role/requests/${NIL}/grant`, { orgId: NIL, type: 'DOMAIN', value: 'x.org', roles: ['COMMUNITY_MEMBER'] }],
    ['post', `/role/requests/${NIL}/decline`, {}],
  ];

  const call = (method: string, path: string) => (api() as unknown as Record<string, (path: string) => request.Test>)[method]!(path);

  it.each(calls)('%s %s answers 401 JSON without a valid token', async (method, path, body) => {
    const response = await call(method, path).send(body);
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
    await call(method, path).set('authorization', 'Bearer not.a.token').send(body).expect(401);
  });

  it.each(calls)('%s %s answers 403 JSON to a community member, and changes nothing', async (method, path, body) => {
    const response = await call(method, path).set('authorization', member).send(body);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: { code: 'forbidden', message: 'Only the X4I team can do this.' } });
    expect(await count('organizations')).toBe(0);
  });

  it('lets in a team member whose role comes from a role rule, at once, and anyone signed in still requests access', async () => {
    const org = await createOrg('X4I');
    const ruled = `Bearer ${await sign({ sub: 'ruled|1', email: 'robin@x4i.example.org' })}`;
    await api().get('/organization/list').set('authorization', ruled).expect(403);
    await createRule(org.id, 'EMAIL', 'robin@x4i.example.org', ['X4I_TEAM_MEMBER']);
    const list = await api().get('/organization/list').set('authorization', ruled).expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
    await api().post('/role/request').set('authorization', member).send({ orgName: 'A', orgUrl: 'a.org', actionText: 'b' }).expect(201);
  });

  it('leaves unknown paths a 404', async () => {
    await api().get('/organizations').expect(404);
    await api().get('/role/other').expect(404);
  });
});

describe('organisations', () => {
  it('are created with a trimmed name, listed by name, and read one by one', async () => {
    const created = await api().post('/organization/create').set('authorization', team).send({ name: '  Helping Hands  ' }).expect(201);
    expect(created.body).toEqual({ id: expect.any(String), name: 'Helping Hands', subscriptions: [] });
    await createOrg('food Bank of Alaska');
    const list = await api().get('/organization/list').set('authorization', team).expect(200);
    expect(list.body.organizations.map((org: { name: string }) => org.name)).toEqual(['food Bank of Alaska', 'Helping Hands']);
    const one = await api().get(`/organization/${created.body.id}`).set('authorization', team).expect(200);
    expect(one.body).toEqual(created.body);
    await api().get(`/organization/${NIL}`).set('authorization', team).expect(404);
    expect((await api().get('/organization/not-a-uuid').set('authorization', team).expect(404)).body.error.code).toBe('not_found');
  });

  it('refuse a duplicate name, ignoring case, with 409 duplicate_organization', async () => {
    await createOrg('Helping Hands');
    const duplicate = await api().post('/organization/create').set('authorization', team).send({ name: ' HELPING hands ' }).expect(409);
    expect(duplicate.body.error).toEqual({ code: 'duplicate_organization', message: 'An organization named HELPING hands already exists.' });
    expect(await count('organizations')).toBe(1);
  });

  it.each([
    [{}, 'Enter the organization name.'],
    [{ name: '   ' }, 'Enter the organization name.'],
    [{ name: 'a'.repeat(201) }, 'Enter an organization name of up to 200 characters.'],
    [{ name: 42 }, 'Enter the organization name.'],
    [{ name: 'A', extra: true }, 'Unknown field: extra.'],
    [[], 'Send a JSON object.'],
  ])('refuse %j with 400 and store nothing', async (body, message) => {
    const response = await api().post('/organization/create').set('authorization', team).send(body).expect(400);
    expect(response.body.error).toEqual({ code: 'invalid_organization', message });
    expect(await count('organizations')).toBe(0);
  });

  it('are updated: name and subscriptions from the fixed list, which their members then get', async () => {
    const org = await createOrg('Funders');
    await createOrg('Others');
    await createRule(org.id, 'DOMAIN', 'funders.org', ['FOUNDATION_MEMBER']);
    const updated = await api()
      .post('/organization/update')
      .set('authorization', team)
      .send({ id: org.id, name: ' Funders United ', subscriptions: ['premium:compensation', 'premium:listing', 'premium:listing'] })
      .expect(200);
    expect(updated.body).toEqual({ id: org.id, name: 'Funders United', subscriptions: ['premium:compensation', 'premium:listing'] });
    await createRule(org.id, 'EMAIL', 'kim@funders.org', ['CONTRIBUTING_EDITOR']);
    const me = await meOf('kim@funders.org');
    expect(me.organization).toEqual({ id: org.id, name: 'Funders United' });
    // The profile names every role the rules grant, not only what the permissions amount to.
    expect(me.roles).toEqual(['FOUNDATION_MEMBER', 'CONTRIBUTING_EDITOR']);
    expect(me.permissions.sort()).toEqual(['create:challenge', 'create:content', 'create:grant', 'edit:challenge', 'edit:content', 'edit:grant', 'premium:compensation', 'premium:listing']);

    const bad = await api().post('/organization/update').set('authorization', team).send({ id: org.id, name: 'F', subscriptions: ['premium:everything'] }).expect(400);
    expect(bad.body.error.message).toBe('subscriptions are a list of premium:compensation, premium:listing.');
    await api().post('/organization/update').set('authorization', team).send({ id: org.id, name: 'F' }).expect(400);
    const taken = await api().post('/organization/update').set('authorization', team).send({ id: org.id, name: 'OTHERS', subscriptions: [] }).expect(409);
    expect(taken.body.error.code).toBe('duplicate_organization');
    await api().post('/organization/update').set('authorization', team).send({ id: NIL, name: 'New', subscriptions: [] }).expect(404);
    await api().post('/organization/update').set('authorization', team).send({ id: org.id, name: 'funders UNITED', subscriptions: [] }).expect(200);
  });

  it('are listed for management with subscription flags and counts of rules, members and solutions', async () => {
    const org = await createOrg('Helping Hands');
    await createOrg('Empty');
    await api().post('/organization/update').set('authorization', team).send({ id: org.id, name: 'Helping Hands', subscriptions: ['premium:listing'] }).expect(200);
    await createRule(org.id, 'DOMAIN', 'helpinghands.org', ['SOLUTION_PROVIDER']);
    await createRule(org.id, 'EMAIL', 'ann@helpinghands.org', ['CONTRIBUTING_EDITOR']);
    await meOf('ann@helpinghands.org');
    await meOf('bob@helpinghands.org');
    await meOf('bob@elsewhere.org');
    await db.query(`INSERT INTO content_items (slug, content_type, title, org_id) VALUES ('s-hh1', 'tech-solution', 'Matcher', $1)`, [org.id]);
    const response = await api().get('/organization/manage-list').set('authorization', team).expect(200);
    expect(response.body.organizations).toEqual([
      { id: expect.any(String), name: 'Empty', subscriptions: {}, ruleCount: 0, memberCount: 0, solutionCount: 0 },
      { id: org.id, name: 'Helping Hands', subscriptions: { 'premium:listing': true }, ruleCount: 2, memberCount: 2, solutionCount: 1 },
    ]);
  });

  it('are deleted in one transaction: rules removed, solutions unlinked, members lose them at their next session load', async () => {
    const org = await createOrg('Helping Hands');
    const other = await createOrg('Other');
    await createRule(org.id, 'DOMAIN', 'helpinghands.org', ['SOLUTION_PROVIDER']);
    await createRule(org.id, 'EMAIL', 'ann@helpinghands.org', ['CONTRIBUTING_EDITOR']);
    await createRule(other.id, 'DOMAIN', 'other.org', ['SOLUTION_PROVIDER']);
    expect((await meOf('ann@helpinghands.org')).organization.name).toBe('Helping Hands');
    await db.query(`INSERT INTO content_items (slug, content_type, title, org_id) VALUES ('s-hh1', 'tech-solution', 'Matcher', $1), ('s-hh2', 'tech-solution', 'Other', $2)`, [org.id, other.id]);

    const response = await api().delete(`/organization/${org.id}`).set('authorization', team).expect(200);
    expect(response.body).toEqual({ organization: { id: org.id, name: 'Helping Hands' }, deleted: { rules: 2, solutions: 1 }, affectedAccounts: 1 });
    expect(await count('organizations')).toBe(1);
    expect(await count('role_rules')).toBe(1);
    expect(await db.query(`SELECT slug, org_id::text AS org_id FROM content_items ORDER BY slug`)).toEqual([
      { slug: 's-hh1', org_id: null },
      { slug: 's-hh2', org_id: other.id },
    ]);
    const me = await meOf('ann@helpinghands.org');
    expect(me).toMatchObject({ organization: null, role: 'COMMUNITY_MEMBER', permissions: [] });
    await api().delete(`/organization/${org.id}`).set('authorization', team).expect(404);
  });

  it('are reported, once deleted, to whoever caches the directory', async () => {
    const deletions: unknown[] = [];
    const hooked = express().use(express.json(), adminRouter(db, verify, { onOrganizationDeleted: (deleted) => void deletions.push(deleted) }), errorHandler(() => undefined));
    const org = await createOrg('Hooked');
    const [solution] = await db.query<{ id: string }>(
      `INSERT INTO content_items (slug, content_type, title, org_id) VALUES ('s-hooked_solution', 'tech-solution', 'Hooked Solution', $1) RETURNING id::text AS id`,
      [org.id],
    );
    const answer = await request(hooked).delete(`/organization/${org.id}`).set('authorization', team).expect(200);
    // The cache is told which solutions lost their organisation; the team's answer only counts them.
    expect(deletions).toEqual([
      { organization: { id: org.id, name: 'Hooked' }, deleted: { rules: 0, solutions: 1 }, affectedAccounts: 0, unlinkedSolutionIds: [solution!.id] },
    ]);
    expect(answer.body).toEqual({ organization: { id: org.id, name: 'Hooked' }, deleted: { rules: 0, solutions: 1 }, affectedAccounts: 0 });
    await request(hooked).delete(`/organization/${org.id}`).set('authorization', team).expect(404);
    expect(deletions).toHaveLength(1);
  });

  it('are not deleted, and nothing is lost, when something else still refers to one', async () => {
    const org = await createOrg('Kept');
    await createRule(org.id, 'DOMAIN', 'kept.org', ['SOLUTION_PROVIDER']);
    await db.query(`INSERT INTO content_items (slug, content_type, title, org_id) VALUES ('s-kept', 'tech-solution', 'Kept', $1)`, [org.id]);
    await db.exec(`CREATE TABLE org_notes (org_id uuid NOT NULL REFERENCES organizations (id))`);
    try {
      await db.query('INSERT INTO org_notes (org_id) VALUES ($1)', [org.id]);
      const response = await api().delete(`/organization/${org.id}`).set('authorization', team).expect(409);
      expect(response.body.error.code).toBe('organization_in_use');
      expect(await count('organizations')).toBe(1);
      expect(await count('role_rules WHERE org_id = $1', [org.id])).toBe(1);
      expect(await count('content_items WHERE org_id = $1', [org.id])).toBe(1);
    } finally {
      await db.exec('DROP TABLE org_notes');
    }
  });
});

describe('role rules', () => {
  it("are listed per organisation, e-mail rules first, with their roles as objects", async () => {
    const org = await createOrg('Helping Hands');
    const domain = await createRule(org.id, 'DOMAIN', ' HelpingHands.ORG ', ['X4I_TEAM_MEMBER', 'SOLUTION_PROVIDER']);
    expect(domain).toEqual({ id: expect.any(String), orgId: org.id, type: 'DOMAIN', value: 'helpinghands.org', roles: [{ name: 'SOLUTION_PROVIDER' }, { name: 'X4I_TEAM_MEMBER' }] });
    await createRule(org.id, 'EMAIL', 'Ann@HelpingHands.org', ['CONTRIBUTING_EDITOR']);
    const response = await api().get(`/role/rules/${org.id}`).set('authorization', team).expect(200);
    expect(response.body.roleRules.map((rule: { type: string; value: string }) => `${rule.type} ${rule.value}`)).toEqual([
      'EMAIL ann@helpinghands.org',
      'DOMAIN helpinghands.org',
    ]);
    await api().get(`/role/rules/${NIL}`).set('authorization', team).expect(404);
  });

  it.each([
    [{ type: 'EMAIL', value: 'helpinghands.org', roles: ['SOLUTION_PROVIDER'] }, 'Enter an e-mail address such as name@example.org.'],
    [{ type: 'DOMAIN', value: '@helpinghands.org', roles: ['SOLUTION_PROVIDER'] }, 'Enter the domain alone, without @, such as example.org.'],
    [{ type: 'DOMAIN', value: 'helping hands', roles: ['SOLUTION_PROVIDER'] }, 'Enter a domain such as example.org.'],
    [{ type: 'DOMAIN', value: 'helpinghands.org', roles: [] }, 'Choose at least one role.'],
    [{ type: 'DOMAIN', value: 'helpinghands.org', roles: ['ADMIN'] }, 'roles are a list of COMMUNITY_MEMBER, CONTRIBUTING_EDITOR, FOUNDATION_MEMBER, SOLUTION_PROVIDER, X4I_TEAM_MEMBER.'],
    [{ type: 'PHONE', value: 'helpinghands.org', roles: ['SOLUTION_PROVIDER'] }, 'type is EMAIL or DOMAIN.'],
    [{ type: 'DOMAIN', value: 'helpinghands.org', roles: ['SOLUTION_PROVIDER'], extra: 1 }, 'Unknown field: extra.'],
  ])('refuse %j with 400', async (rule, message) => {
    const org = await createOrg('Helping Hands');
    const response = await api().post('/role/rule/create').set('authorization', team).send({ orgId: org.id, ...rule }).expect(400);
    expect(response.body.error).toEqual({ code: 'invalid_role_rule', message });
    expect(await count('role_rules')).toBe(0);
  });

  it('refuse a duplicate (organisation, type, value) with 409; another organisation may have the same rule', async () => {
    const org = await createOrg('Helping Hands');
    const other = await createOrg('Other');
    await createRule(org.id, 'DOMAIN', 'helpinghands.org', ['SOLUTION_PROVIDER']);
    const duplicate = await api().post('/role/rule/create').set('authorization', team).send({ orgId: org.id, type: 'DOMAIN', value: 'HELPINGHANDS.org', roles: ['COMMUNITY_MEMBER'] }).expect(409);
    expect(duplicate.body.error.code).toBe('duplicate_role_rule');
    await createRule(other.id, 'DOMAIN', 'helpinghands.org', ['COMMUNITY_MEMBER']);
    const missing = await api().post('/role/rule/create').set('authorization', team).send({ orgId: NIL, type: 'DOMAIN', value: 'x.org', roles: ['COMMUNITY_MEMBER'] }).expect(404);
    expect(missing.body.error.code).toBe('organization_not_found');
  });

  it('are updated and deleted; the answer to a delete names the rule and its organisation', async () => {
    const org = await createOrg('Helping Hands');
    const rule = await createRule(org.id, 'DOMAIN', 'helpinghands.org', ['SOLUTION_PROVIDER']);
    const sibling = await createRule(org.id, 'EMAIL', 'ann@helpinghands.org', ['SOLUTION_PROVIDER']);
    const updated = await api()
      .post('/role/rule/update')
      .set('authorization', team)
      .send({ id: rule.id, orgId: org.id, type: 'EMAIL', value: 'bob@helpinghands.org', roles: ['FOUNDATION_MEMBER'] })
      .expect(200);
    expect(updated.body).toEqual({ id: rule.id, orgId: org.id, type: 'EMAIL', value: 'bob@helpinghands.org', roles: [{ name: 'FOUNDATION_MEMBER' }] });
    const clash = await api()
      .post('/role/rule/update')
      .set('authorization', team)
      .send({ id: rule.id, orgId: org.id, type: 'EMAIL', value: sibling.value, roles: ['FOUNDATION_MEMBER'] })
      .expect(409);
    expect(clash.body.error.code).toBe('duplicate_role_rule');
    await api().post('/role/rule/update').set('authorization', team).send({ id: NIL, orgId: org.id, type: 'EMAIL', value: 'x@y.org', roles: ['FOUNDATION_MEMBER'] }).expect(404);

    const deleted = await api().delete(`/role/rule/${rule.id}`).set('authorization', team).expect(200);
    expect(deleted.body).toEqual({ roleRule: updated.body, organization: { id: org.id, name: 'Helping Hands' } });
    await api().delete(`/role/rule/${rule.id}`).set('authorization', team).expect(404);
    await api().delete('/role/rule/nope').set('authorization', team).expect(404);
  });

  it('take effect at the next session load: the organisation, the role and its permissions', async () => {
    const org = await createOrg('Solutions Inc');
    expect(await meOf('pat@solutions.example.org')).toMatchObject({ organization: null, role: 'COMMUNITY_MEMBER' });
    const rule = await createRule(org.id, 'DOMAIN', 'solutions.example.org', ['SOLUTION_PROVIDER']);
    expect(await meOf('pat@solutions.example.org')).toMatchObject({
      organization: { id: org.id, name: 'Solutions Inc' },
      role: 'SOLUTION_PROVIDER',
      permissions: ['create:solution', 'edit:solution'],
    });
    await api().delete(`/role/rule/${rule.id}`).set('authorization', team).expect(200);
    expect(await meOf('pat@solutions.example.org')).toMatchObject({ organization: null, role: 'COMMUNITY_MEMBER' });
  });
});

describe('the access check', () => {
  it('says which organisation, role and permissions an address would get, which rules matched, and whether it has an account', async () => {
    const org = await createOrg('Helping Hands');
    const other = await createOrg('Umbrella');
    await api().post('/organization/update').set('authorization', team).send({ id: other.id, name: 'Umbrella', subscriptions: ['premium:compensation'] }).expect(200);
    const domain = await createRule(other.id, 'DOMAIN', 'helpinghands.org', ['FOUNDATION_MEMBER']);
    const email = await createRule(org.id, 'EMAIL', 'ann@helpinghands.org', ['SOLUTION_PROVIDER']);
    await createRule(org.id, 'EMAIL', 'bob@helpinghands.org', ['X4I_TEAM_MEMBER']);

    const response = await api().get('/role/accessCheck').query({ email: ' Ann@HelpingHands.org ' }).set('authorization', team).expect(200);
    expect(response.body).toEqual({
      email: 'ann@helpinghands.org',
      accountExists: false,
      organization: { id: org.id, name: 'Helping Hands' },
      organizations: [
        { id: org.id, name: 'Helping Hands' },
        { id: other.id, name: 'Umbrella' },
      ],
      role: 'SOLUTION_PROVIDER',
      permissions: expect.arrayContaining(['create:solution', 'edit:solution', 'create:grant', 'edit:grant', 'create:challenge', 'edit:challenge', 'premium:compensation']),
      matchedRules: [
        { rule: email, organization: { id: org.id, name: 'Helping Hands', subscriptions: [] } },
        { rule: domain, organization: { id: other.id, name: 'Umbrella', subscriptions: ['premium:compensation'] } },
      ],
    });
    expect(response.body.permissions).toHaveLength(7);

    await meOf('ann@helpinghands.org');
    const again = await api().get('/role/accessCheck?email=ann@helpinghands.org').set('authorization', team).expect(200);
    expect(again.body.accountExists).toBe(true);
    const nobody = await api().get('/role/accessCheck?email=someone@nowhere.org').set('authorization', team).expect(200);
    expect(nobody.body).toMatchObject({ organization: null, organizations: [], role: 'COMMUNITY_MEMBER', permissions: [], matchedRules: [], accountExists: false });
  });

  it('refuses what is not an address with 400', async () => {
    for (const query of ['', '?email=', '?email=helpinghands.org', '?email=a@b.org&email=c@d.org']) {
      const response = await api().get(`/role/accessCheck${query}`).set('authorization', team).expect(400);
      expect(response.body.error.code).toBe('invalid_email');
    }
  });
});

describe('access requests', () => {
  const requester = () => sign({ sub: 'requester|1', email: 'sam@helpinghands.org', given_name: 'Sam', family_name: 'Rivera' });

  async function sendRequest(token: string, orgName = 'Helping Hands') {
    await api().post('/role/request').set('authorization', `Bearer ${token}`).send({ orgName, orgUrl: 'https://helpinghands.org', actionText: 'List our app' }).expect(201);
    const [row] = await db.query<{ id: string }>('SELECT id::text AS id FROM role_requests ORDER BY created_at DESC LIMIT 1');
    return row!.id;
  }

  it('are listed for the team, pending first, with the requester and what they asked', async () => {
    const token = await requester();
    const first = await sendRequest(token, 'First');
    const second = await sendRequest(token, 'Second');
    await api().post(`/role/requests/${first}/decline`).set('authorization', team).expect(200);
    const response = await api().get('/role/requests').set('authorization', team).expect(200);
    expect(response.body.requests).toEqual([
      {
        id: second,
        status: 'PENDING',
        requester: { email: 'sam@helpinghands.org', name: 'Sam Rivera' },
        orgName: 'Second',
        orgUrl: 'https://helpinghands.org',
        actionText: 'List our app',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        decidedAt: null,
        decidedBy: null,
        roleRuleId: null,
      },
      expect.objectContaining({ id: first, status: 'DECLINED', decidedBy: 'taylor@x4i.example.org', decidedAt: expect.any(String) }),
    ]);
  });

  it('are granted in one transaction: the rule is created, the request marked, and the requester gets the organisation and role', async () => {
    const org = await createOrg('Helping Hands');
    const token = await requester();
    const id = await sendRequest(token);
    const granted = await api()
      .post(`/role/requests/${id}/grant`)
      .set('authorization', team)
      .send({ orgId: org.id, type: 'EMAIL', value: 'Sam@HelpingHands.org', roles: ['SOLUTION_PROVIDER'] })
      .expect(200);
    expect(granted.body).toEqual({
      request: expect.objectContaining({ id, status: 'GRANTED', decidedBy: 'taylor@x4i.example.org', roleRuleId: granted.body.roleRule.id }),
      roleRule: { id: expect.any(String), orgId: org.id, type: 'EMAIL', value: 'sam@helpinghands.org', roles: [{ name: 'SOLUTION_PROVIDER' }] },
      organization: { id: org.id, name: 'Helping Hands' },
    });
    const me = await api().get('/me').set('authorization', `Bearer ${token}`).expect(200);
    expect(me.body).toMatchObject({ organization: { id: org.id, name: 'Helping Hands' }, role: 'SOLUTION_PROVIDER' });

    const again = await api().post(`/role/requests/${id}/grant`).set('authorization', team).send({ orgId: org.id, type: 'EMAIL', value: 'sam@helpinghands.org', roles: ['SOLUTION_PROVIDER'] }).expect(409);
    expect(again.body.error).toEqual({ code: 'request_decided', message: 'This request has already been granted.' });
    await api().post(`/role/requests/${id}/decline`).set('authorization', team).expect(409);
  });

  it("add the roles to the organisation's rule when it has one of that type and value", async () => {
    const org = await createOrg('Helping Hands');
    const rule = await createRule(org.id, 'DOMAIN', 'helpinghands.org', ['COMMUNITY_MEMBER']);
    const id = await sendRequest(await requester());
    const granted = await api().post(`/role/requests/${id}/grant`).set('authorization', team).send({ orgId: org.id, type: 'DOMAIN', value: 'helpinghands.org', roles: ['CONTRIBUTING_EDITOR'] }).expect(200);
    expect(granted.body.roleRule).toEqual({ ...rule, roles: [{ name: 'CONTRIBUTING_EDITOR' }, { name: 'COMMUNITY_MEMBER' }] });
    expect(await count('role_rules')).toBe(1);
  });

  it('leave the request pending and create no rule when the grant is refused', async () => {
    const id = await sendRequest(await requester());
    await api().post(`/role/requests/${id}/grant`).set('authorization', team).send({ orgId: NIL, type: 'EMAIL', value: 'sam@helpinghands.org', roles: ['SOLUTION_PROVIDER'] }).expect(404);
    const org = await createOrg('Helping Hands');
    await api().post(`/role/requests/${id}/grant`).set('authorization', team).send({ orgId: org.id, type: 'EMAIL', value: 'sam', roles: ['SOLUTION_PROVIDER'] }).expect(400);
    await api().post(`/role/requests/${NIL}/grant`).set('authorization', team).send({ orgId: org.id, type: 'EMAIL', value: 'sam@helpinghands.org', roles: ['SOLUTION_PROVIDER'] }).expect(404);
    expect(await count('role_rules')).toBe(0);
    expect(await count(`role_requests WHERE status = 'PENDING' AND decided_at IS NULL`)).toBe(1);
  });

  it('are declined, once', async () => {
    const id = await sendRequest(await requester());
    const declined = await api().post(`/role/requests/${id}/decline`).set('authorization', team).expect(200);
    expect(declined.body.request).toMatchObject({ id, status: 'DECLINED', decidedBy: 'taylor@x4i.example.org', roleRuleId: null });
    const again = await api().post(`/role/requests/${id}/decline`).set('authorization', team).expect(409);
    expect(again.body.error.message).toBe('This request has already been declined.');
    await api().post(`/role/requests/${NIL}/decline`).set('authorization', team).expect(404);
  });
});
