/**
 * No team screen or API hands a team member another account's secret. The secrets, each made for real here:
 * - a password reset link's token and an e-mail verification link's token (in the mails SMTP received);
 * - an API key's secret (shown once, to its owner);
 * - a refresh token of a signed-in session (the web client's back channel);
 * - what the database keeps of them: password hashes, the tokens' hashes, the keys' hashes, the provider's
 *   stored tokens and sessions.
 * Every GET route of the team's paths is read as the team, exports included, and none may contain any of them.
 * A route the test cannot call fails it, so a new team route is read too.
 */
import request from 'supertest';
import { DEMO_PASSWORD } from '../identity/demo-accounts.js';
import { CookieJar, signInFlow } from '../testing/sign-in-flow.js';
import { startProviderBackend, TEST_CLIENT, type ProviderBackend } from '../testing/provider-backend.js';
import { routeTable } from '../testing/route-table.js';

jest.setTimeout(180_000);

const MEMBER = 'member@demo.x4i.org';
const TEAM = 'team@demo.x4i.org';
const NEWCOMER = 'secret-keeper@example.org';

/** The team's read routes: the same paths the permissions table guards. */
const isTeamRead = ({ method, path }: { method: string; path: string }) =>
  method === 'GET' && /^\/(organization|role\/(rules|rule|accessCheck|requests)|admin)(\/|$)/.test(path);

let backend: ProviderBackend;
const flow = signInFlow(() => backend.base, TEST_CLIENT);
const api = () => request(backend.app);
const one = async <T extends object>(sql: string) => (await backend.test.db.query<T>(sql))[0]!;

beforeAll(async () => {
  backend = await startProviderBackend();
});
afterAll(() => backend.close());

/** Makes one of each secret through the product, and answers them with what the database keeps of them. */
async function makeSecrets(): Promise<string[]> {
  const secrets: string[] = [];

  const jar = new CookieJar();
  const { interaction } = await flow.startSignIn(jar);
  expect((await flow.post(jar, `${interaction}/forgot`, { email: MEMBER })).status).toBe(200);
  const reset = /Choose a new password: (\S+)/.exec((await backend.smtp.next(MEMBER)).text)![1]!;
  secrets.push(new URL(reset).searchParams.get('token')!);

  const signUp = new CookieJar();
  const started = await flow.startSignIn(signUp);
  await flow.post(signUp, `${started.interaction}/signup`, { firstName: 'Sam', lastName: 'Secret', email: NEWCOMER, password: 'a long enough password', terms: 'yes' });
  const verify = /Verify my e-mail address: (\S+)/.exec((await backend.smtp.next(NEWCOMER)).text)![1]!;
  secrets.push(new URL(verify).searchParams.get('token')!);

  const member = await flow.accessToken(MEMBER, DEMO_PASSWORD, new CookieJar(), { scope: 'openid email profile offline_access', prompt: 'consent' });
  if (member.refresh_token) secrets.push(member.refresh_token);
  const key = await api().post('/me/api-keys').set('authorization', `Bearer ${member.access_token}`).send({ name: 'Secret test' }).expect(201);
  secrets.push(key.body.secret as string);

  const db = backend.test.db;
  const stored = await db.query<{ value: string }>(
    `SELECT password_hash AS value FROM accounts WHERE password_hash IS NOT NULL
     UNION ALL SELECT token_hash FROM account_tokens
     UNION ALL SELECT secret_sha256 FROM api_keys
     UNION ALL SELECT id FROM oidc_payloads WHERE model IN ('AccessToken', 'RefreshToken', 'AuthorizationCode', 'Session', 'Grant')`,
  );
  return [...secrets, ...stored.map((row) => row.value)].filter((secret) => secret.length >= 16);
}

/** A real value for each route parameter the team's routes take. */
async function parameters(): Promise<Record<string, string>> {
  const org = await one<{ id: string }>('SELECT id::text AS id FROM organizations ORDER BY created_at LIMIT 1');
  return { id: org.id, orgId: org.id };
}

test("no team route answers another account's secret, in its screens' data or its exports", async () => {
  const secrets = await makeSecrets();
  expect(secrets.length).toBeGreaterThanOrEqual(8);
  const team = await flow.accessToken(TEAM, DEMO_PASSWORD);
  const values = await parameters();

  // The queries a route needs; a data refresh's changes are read where none ran yet (it answers 404).
  const query: Record<string, string> = { '/role/accessCheck': `?email=${NEWCOMER}` };
  const absent = new Set(['/admin/data/refreshes/:id/changes']);
  const routes = routeTable(backend.app).filter(isTeamRead);
  expect(routes.map((route) => route.path)).toEqual(expect.arrayContaining(['/admin/outbox', '/admin/outbox/export', '/role/requests']));
  const leaks: string[] = [];
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, (_match, name: string) => {
      if (!(name in values)) throw new Error(`${route.path}: no value for :${name}; add one to parameters()`);
      return values[name]!;
    });
    const response = await api().get(`${path}${query[route.path] ?? ''}`).set('authorization', `Bearer ${team.access_token}`);
    if (response.status !== (absent.has(route.path) ? 404 : 200)) leaks.push(`${path} answered ${response.status}, not read`);
    const text = response.text ?? JSON.stringify(response.body);
    for (const secret of secrets) if (text.includes(secret)) leaks.push(`${route.path} shows a secret (${secret.slice(0, 6)}…)`);
  }
  expect(leaks).toEqual([]);
});

test('the outbox keeps the reset mail with its link withheld, and the withheld link is refused', async () => {
  const team = await flow.accessToken(TEAM, DEMO_PASSWORD);
  const outbox = await api().get('/admin/outbox').set('authorization', `Bearer ${team.access_token}`).expect(200);
  const mail = (outbox.body.mails as { subject: string; text: string }[]).find((entry) => entry.subject === 'Reset your X4I password')!;
  const link = /Choose a new password: (\S+)/.exec(mail.text)![1]!;
  expect(link).toBe(`${backend.base}/oidc/reset-password?token=WITHHELD`);

  const csv = await api().get('/admin/outbox/export').set('authorization', `Bearer ${team.access_token}`).expect(200);
  expect(csv.text).toContain('reset-password?token=WITHHELD');
  expect(csv.text).not.toMatch(/token=(?!WITHHELD)[\w-]{20,}/);

  const tried = await flow.get(new CookieJar(), link);
  expect(tried.status).toBe(400);
  expect(await tried.text()).toContain('This password reset link is not valid.');
});
