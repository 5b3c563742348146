import { stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { decodeJwt } from 'jose';
import request from 'supertest';
import { CookieJar, signInFlow } from '../testing/sign-in-flow.js';
import { removeTempDirs, startTestBackend, type TestBackend } from '../testing/test-backend.js';
import { DEMO_ORGANIZATION, DEMO_PASSWORD } from './demo-accounts.js';

jest.setTimeout(60_000);

const CLIENT = { id: 'x4i-web', secret: 'test-client-secret' };

describe('the embedded OpenID provider', () => {
  let server: http.Server;
  let base: string;
  let test: TestBackend;

  beforeAll(async () => {
    let handler: http.RequestListener = (_req, res) => res.end();
    server = http.createServer((req, res) => handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    test = await startTestBackend({ identity: { publicUrl: base, clientId: CLIENT.id, clientSecret: CLIENT.secret, demoAccounts: true } });
    handler = test.backend.app;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await test.close();
    await removeTempDirs();
  });

  const { startSignIn, get, post, codeAfter, clientPost, accessToken: signIn } = signInFlow(() => base, CLIENT);
  const accessToken = (email: string, password = DEMO_PASSWORD, extra: Record<string, string> = {}) => signIn(email, password, new CookieJar(), extra);

  it('issues a refresh token for offline_access, rotates it at each renewal and refuses it once used or revoked', async () => {
    // What the gateway asks for: offline_access, with the consent prompt OpenID Connect requires for it.
    const first = await accessToken('member@demo.x4i.org', DEMO_PASSWORD, { scope: 'openid profile email offline_access', prompt: 'login consent' });
    expect(first.refresh_token).toBeTruthy();

    const renewal = await clientPost('token', { grant_type: 'refresh_token', refresh_token: first.refresh_token!, resource: `${base}/api` });
    expect(renewal.status).toBe(200);
    const renewed = (await renewal.json()) as { access_token: string; refresh_token: string; id_token: string };
    expect(decodeJwt(renewed.access_token)).toMatchObject({ aud: `${base}/api`, sub: decodeJwt(first.access_token).sub });
    expect(renewed.refresh_token).not.toBe(first.refresh_token);
    await request(test.backend.app).get('/me').set('authorization', `Bearer ${renewed.access_token}`).expect(200);

    const reused = await clientPost('token', { grant_type: 'refresh_token', refresh_token: first.refresh_token!, resource: `${base}/api` });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });

    // Reusing a spent token ended the whole grant: the newer refresh token is refused too.
    const afterReuse = await clientPost('token', { grant_type: 'refresh_token', refresh_token: renewed.refresh_token });
    expect(afterReuse.status).toBe(400);
  });

  it('revokes a refresh token at sign-out', async () => {
    const tokens = await accessToken('member@demo.x4i.org', DEMO_PASSWORD, { scope: 'openid profile email offline_access', prompt: 'login consent' });
    expect((await clientPost('token/revocation', { token: tokens.refresh_token!, token_type_hint: 'refresh_token' })).status).toBe(200);
    const renewal = await clientPost('token', { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(renewal.status).toBe(400);
  });

  it('issues no refresh token without offline_access', async () => {
    expect((await accessToken('member@demo.x4i.org')).refresh_token).toBeUndefined();
  });

  it('signs in a demo account with the code flow and PKCE: a JWT access token for the API with its permissions', async () => {
    const tokens = await accessToken('team@demo.x4i.org');
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ iss: `${base}/oidc`, aud: `${base}/api`, permissions: ['do:all'] });
    expect(decodeJwt(tokens.id_token)).toMatchObject({ email: 'team@demo.x4i.org', given_name: 'Taylor', family_name: 'Team', aud: CLIENT.id });

    const me = await request(test.backend.app).get('/me').set('authorization', `Bearer ${tokens.access_token}`).expect(200);
    expect(me.body).toMatchObject({ email: 'team@demo.x4i.org', name: 'Taylor Team', role: 'X4I_TEAM_MEMBER', permissions: ['do:all'], pendingTermsOfUse: [] });
  });

  it('makes provider@demo a solution provider of the demo organisation through its role rule', async () => {
    const { access_token } = await accessToken('Provider@demo.x4i.org');
    expect(decodeJwt(access_token).permissions).toEqual([]);
    const me = await request(test.backend.app).get('/me').set('authorization', `Bearer ${access_token}`).expect(200);
    expect(me.body).toMatchObject({ role: 'SOLUTION_PROVIDER', organization: { name: DEMO_ORGANIZATION }, firstName: 'Priya' });
    expect(me.body.permissions).toEqual(['create:solution', 'edit:solution']);
  });

  it('shows the sign-in page, and the SPEC message for a wrong password or missing terms', async () => {
    const jar = new CookieJar();
    const { interaction } = await startSignIn(jar);
    const page = await (await get(jar, interaction)).text();
    expect(page).toContain(`action="${interaction}/login"`);
    expect(page).toContain('I accept the <a href="/terms-of-use"');
    expect(page).toContain('Forgot password?');
    expect(page).not.toContain('<script');
    // No upstream provider is configured here, so none is offered.
    expect(page).not.toContain('Continue with');

    const wrong = await post(jar, `${interaction}/login`, { email: 'member@demo.x4i.org', password: 'nope', terms: 'yes' });
    expect(wrong.status).toBe(401);
    expect((await wrong.text()).toLowerCase()).toContain('no account for that e-mail and password combination. please try again or contact us');
    const unknown = await post(jar, `${interaction}/login`, { email: 'nobody@demo.x4i.org', password: DEMO_PASSWORD, terms: 'yes' });
    expect(unknown.status).toBe(401);
    const noTerms = await post(jar, `${interaction}/login`, { email: 'member@demo.x4i.org', password: DEMO_PASSWORD });
    expect(await noTerms.text()).toContain('Please accept the Terms of Use');

    // This backend has no SMTP server: the outbox would withhold the link, so no reset is offered to anyone, and the
    // answer is the same for a registered address as for any other.
    for (const email of ['someone@example.org', 'member@demo.x4i.org']) {
      const forgot = await post(jar, `${interaction}/forgot`, { email });
      expect(forgot.status).toBe(503);
      expect(await forgot.text()).toContain('This site has no mail server set up, so it cannot send you a reset link.');
    }
  });

  it('slows wrong passwords for one account, then refuses with 429, Retry-After and when to try again', async () => {
    const jar = new CookieJar();
    const { interaction } = await startSignIn(jar);
    const attempt = () => post(jar, `${interaction}/login`, { email: 'Guessed@Example.org', password: 'wrong', terms: 'yes' });
    const started = Date.now();
    for (let failure = 0; failure < 10; failure += 1) expect((await attempt()).status).toBe(401);
    // Slowed from the fourth attempt on: 0.25 + 0.5 + 1 + 2 × 4 seconds at least.
    expect(Date.now() - started).toBeGreaterThanOrEqual(9500);

    const refused = await post(jar, `${interaction}/login`, { email: 'guessed@example.org', password: 'right?', terms: 'yes' });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await refused.text()).toContain('Too many attempts. Try again in 15 minutes.');
  });

  it('signs up a new account and signs it in; the same e-mail again is refused', async () => {
    const jar = new CookieJar();
    const { interaction } = await startSignIn(jar);
    expect(await (await get(jar, `${interaction}?tab=signup`)).text()).toContain(`action="${interaction}/signup"`);
    const form = { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.org', password: 'long enough', terms: 'yes' };
    expect((await post(jar, `${interaction}/signup`, { ...form, terms: '' })).status).toBe(400);
    await codeAfter(jar, await post(jar, `${interaction}/signup`, form));

    // The site's Sign Up tab asks for the sign-up form with screen_hint; the Sign In tab link still shows sign-in.
    const hinted = new CookieJar();
    const signUp = await startSignIn(hinted, { screen_hint: 'signup' });
    const hintedPage = await (await get(hinted, signUp.interaction)).text();
    expect(hintedPage).toContain(`action="${signUp.interaction}/signup"`);
    expect(await (await get(hinted, `${signUp.interaction}?tab=signin`)).text()).toContain(`action="${signUp.interaction}/login"`);

    const again = new CookieJar();
    const second = await startSignIn(again);
    const taken = await post(again, `${second.interaction}/signup`, form);
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain('Please click the Sign In tab to access your account.');

    const { access_token } = await accessToken('ada@example.org', 'long enough');
    const me = await request(test.backend.app).get('/me').set('authorization', `Bearer ${access_token}`).expect(200);
    expect(me.body).toMatchObject({ email: 'ada@example.org', name: 'Ada Lovelace', role: 'COMMUNITY_MEMBER', organization: null });
  });

  it('answers 401 without a token or with a bad one', async () => {
    const api = request(test.backend.app);
    const body = await api.get('/me').expect(401);
    expect(body.body.error.code).toBe('unauthorized');
    await api.get('/me').set('authorization', 'Bearer not.a.jwt').expect(401);
    const { access_token } = await accessToken('member@demo.x4i.org');
    const [header, payload, signature] = access_token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(access_token), permissions: ['do:all'] })).toString('base64url');
    expect(forged).not.toBe(payload);
    await api.get('/me').set('authorization', `Bearer ${header}.${forged}.${signature}`).expect(401);
    await api.get('/profile').expect(401);
    await api.post('/profile/update').send({ newsletter: true }).expect(401);
    await api.post('/role/request').send({ orgName: 'a', orgUrl: 'b', actionText: 'c' }).expect(401);
  });

  it('reads and updates the profile', async () => {
    const { access_token } = await accessToken('member@demo.x4i.org');
    const api = request(test.backend.app);
    const auth = `Bearer ${access_token}`;
    expect((await api.get('/profile').set('authorization', auth).expect(200)).body).toEqual({
      email: 'member@demo.x4i.org',
      name: 'Morgan Member',
      firstName: 'Morgan',
      lastName: 'Member',
      orgType: null,
      newsletter: false,
      weeklyEmail: false,
      role: 'COMMUNITY_MEMBER',
      // A local account whose owner has not followed a verification link.
      emailVerified: false,
    });
    const updated = await api.post('/profile/update').set('authorization', auth).send({ orgType: 'NPO', newsletter: true }).expect(200);
    // The answer is the profile as it now stands, so the page shows every setting, not only the one changed.
    expect(updated.body).toMatchObject({ email: 'member@demo.x4i.org', orgType: 'NPO', newsletter: true, weeklyEmail: false, firstName: 'Morgan', lastName: 'Member' });
    await api.post('/profile/update').set('authorization', auth).send({ weeklyEmail: true }).expect(200);
    await api.post('/profile/update').set('authorization', auth).send({ orgType: 'NOPE' }).expect(400);
    await api.post('/profile/update').set('authorization', auth).send({ other: 1 }).expect(400);
    await api.post('/profile/update').set('authorization', auth).send({}).expect(400);
    expect((await api.get('/profile').set('authorization', auth).expect(200)).body).toMatchObject({ orgType: 'NPO', newsletter: true, weeklyEmail: true });
  });

  it('changes the name, trimmed, at once in the profile and in /me, and refuses an empty or overlong one', async () => {
    const { access_token } = await accessToken('member@demo.x4i.org');
    const api = request(test.backend.app);
    const auth = `Bearer ${access_token}`;
    const changed = await api.post('/profile/update').set('authorization', auth).send({ firstName: '  Morgana ', lastName: 'Membership' }).expect(200);
    expect(changed.body).toMatchObject({ name: 'Morgana Membership', firstName: 'Morgana', lastName: 'Membership' });
    expect((await api.get('/me').set('authorization', auth).expect(200)).body).toMatchObject({ name: 'Morgana Membership', firstName: 'Morgana' });

    for (const body of [{ firstName: '   ' }, { lastName: 'x'.repeat(101) }, { firstName: 7 }, { firstName: 'A\u0007' }]) {
      const refused = await api.post('/profile/update').set('authorization', auth).send(body).expect(400);
      expect(refused.body.error).toMatchObject({ code: 'invalid_profile' });
    }
    expect((await api.get('/profile').set('authorization', auth).expect(200)).body).toMatchObject({ name: 'Morgana Membership' });
    await api.post('/profile/update').set('authorization', auth).send({ firstName: 'Morgan', lastName: 'Member' }).expect(200);
  });

  it('keeps its signing keys in the data folder, readable by the owner only', async () => {
    const info = await stat(path.join(test.dataDir, 'identity', 'jwks.json'));
    expect(info.mode & 0o777).toBe(0o600);
  });
});
