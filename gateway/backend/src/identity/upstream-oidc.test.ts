import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import request from 'supertest';
import { CookieJar, signInFlow } from '../testing/sign-in-flow.js';
import { removeTempDirs, startTestBackend, type TestBackend } from '../testing/test-backend.js';
import { createLocalAccount } from './accounts.js';
import { TERMS_MESSAGE, UPSTREAM_MESSAGES, escapeHtml } from './pages.js';

jest.setTimeout(60_000);

const CLIENT = { id: 'x4i-web', secret: 'test-client-secret' };
/** X4I's client at the upstream provider. */
const UPSTREAM_CLIENT = { id: 'x4i-at-upstream', secret: 'upstream-secret' };

/** The upstream's people: its subject, and what it says about their address. */
const UPSTREAM_ACCOUNTS: Record<string, { email?: string; email_verified?: boolean; given_name: string; family_name: string }> = {
  'up-new': { email: 'Newcomer@Example.org', email_verified: true, given_name: 'Nia', family_name: 'Newcomer' },
  'up-existing': { email: 'Existing@Example.org', email_verified: true, given_name: 'Other', family_name: 'Name' },
  'up-unverified': { email: 'unverified@example.org', email_verified: false, given_name: 'Una', family_name: 'Unverified' },
  'up-member': { email: 'member@demo.x4i.org', email_verified: true, given_name: 'Morgan', family_name: 'Member' },
};

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function signingKey(kid: string) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
}

/**
 * A second, real OpenID provider on loopback, whose sign-in signs in at once as `who.next`, consenting to all.
 * With forgedKeys, its published key set holds another key under the same id: its ID tokens no longer verify.
 */
async function startUpstream(issuer: string, redirectUri: string, who: { next: string }, forgedKeys = false): Promise<http.RequestListener> {
  const key = await signingKey('upstream-key');
  const upstream = new Provider(issuer, {
    jwks: { keys: [key] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    clients: [
      {
        client_id: UPSTREAM_CLIENT.id,
        client_secret: UPSTREAM_CLIENT.secret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['upstream-test-cookie-key'] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // As Google, Microsoft and LinkedIn do: the ID token carries the e-mail claims.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const account = UPSTREAM_ACCOUNTS[sub];
      return account && { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  const forged = forgedKeys ? await signingKey('upstream-key') : null;
  const callback = upstream.callback();
  return (req, res) => {
    if (forged && req.url === '/jwks') {
      const { kty, n, e, kid, alg, use } = forged;
      res.setHeader('content-type', 'application/jwk-set+json');
      res.end(JSON.stringify({ keys: [{ kty, n, e, kid, alg, use }] }));
      return;
    }
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    void (async () => {
      const details = await upstream.interactionDetails(req, res);
      const grant = new upstream.Grant({ accountId: who.next, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await upstream.interactionFinished(req, res, { login: { accountId: who.next }, consent: { grantId } }, { mergeWithLastSubmission: false });
    })();
  };
}

/** Where a page that moves on by itself (a meta refresh, as the step to the upstream is) goes. */
function leavesFor(html: string): string | null {
  const url = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(html)?.[1];
  return url ? url.replaceAll('&amp;', '&') : null;
}

describe('sign-in through an upstream OpenID provider', () => {
  const who = { next: 'up-new' };
  let base: string;
  let upstreamBase: string;
  let forgingBase: string;
  let linkedInDown = false;
  let servers: http.Server[];
  let test: TestBackend;

  beforeAll(async () => {
    let backendHandler: http.RequestListener = (_req, res) => res.end();
    let upstreamHandler: http.RequestListener = (_req, res) => res.end();
    let forgingHandler: http.RequestListener = (_req, res) => res.end();
    const backendServer = http.createServer((req, res) => backendHandler(req, res));
    const upstreamServer = http.createServer((req, res) => upstreamHandler(req, res));
    const forgingServer = http.createServer((req, res) => forgingHandler(req, res));
    servers = [backendServer, upstreamServer, forgingServer];
    base = await listen(backendServer);
    upstreamBase = await listen(upstreamServer);
    forgingBase = await listen(forgingServer);
    upstreamHandler = await startUpstream(upstreamBase, `${base}/oidc/upstream/google/callback`, who);
    // LinkedIn here is an upstream whose ID tokens do not match its published keys, and which can be taken down.
    const forging = await startUpstream(forgingBase, `${base}/oidc/upstream/linkedin/callback`, who, true);
    forgingHandler = (req, res) => (linkedInDown ? req.socket.destroy() : forging(req, res));

    test = await startTestBackend({
      identity: {
        publicUrl: base,
        clientId: CLIENT.id,
        clientSecret: CLIENT.secret,
        demoAccounts: true,
        upstream: [
          // Microsoft is not configured.
          { id: 'linkedin', name: 'LinkedIn', issuer: forgingBase, clientId: UPSTREAM_CLIENT.id, clientSecret: UPSTREAM_CLIENT.secret },
          { id: 'google', name: 'Google', issuer: upstreamBase, clientId: UPSTREAM_CLIENT.id, clientSecret: UPSTREAM_CLIENT.secret },
        ],
      },
    });
    backendHandler = test.backend.app;
  });

  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    await test.close();
    await removeTempDirs();
  });

  const { startSignIn, get, post, redirectUri, exchange } = signInFlow(() => base, CLIENT);

  /**
   * Presses 'Continue with Google' and follows the redirects through the upstream (its own cookies: a browser keeps
   * them apart by path) and back; answers the code at the web client's callback, or the page shown instead.
   */
  async function continueWith(jar: CookieJar, interaction: string, form: Record<string, string>, provider = 'google', beforeReturn?: () => void) {
    const upstreamJar = new CookieJar();
    let response = await post(jar, `${interaction}/upstream/${provider}`, form);
    let at = new URL(interaction, base);
    for (let hop = 0; hop < 12; hop += 1) {
      const onward = response.status === 200 ? leavesFor(await response.clone().text()) : null;
      if (response.status !== 302 && response.status !== 303 && !onward) return { page: response };
      const next = new URL(onward ?? response.headers.get('location')!, at);
      if (next.href.startsWith(redirectUri())) return { code: next.searchParams.get('code')! };
      if (next.pathname.endsWith(`/upstream/${provider}/return`)) beforeReturn?.();
      const cookies = next.origin === base ? jar : upstreamJar;
      response = await fetch(next, { redirect: 'manual', headers: { cookie: cookies.header() } });
      cookies.store(response);
      at = next;
    }
    throw new Error('too many redirects');
  }

  /** A whole sign-in through Google as the upstream's `subject`; answers the access token's claims, or the page. */
  async function signInWithGoogle(subject: string, tab: 'signin' | 'signup' = 'signin') {
    who.next = subject;
    const jar = new CookieJar();
    const { interaction, verifier } = await startSignIn(jar);
    const outcome = await continueWith(jar, interaction, { terms: 'yes', tab });
    if (!outcome.code) return { page: outcome.page! };
    const response = await exchange(outcome.code, verifier);
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as { access_token: string };
    return { accessToken: tokens.access_token, sub: decodeJwt(tokens.access_token).sub! };
  }

  const count = async (sql: string, params: unknown[] = []) => Number((await test.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params))[0]!.n);

  it('shows a button for each configured provider on the Sign In and Sign Up tabs, and none for the one not configured', async () => {
    const jar = new CookieJar();
    const { interaction } = await startSignIn(jar);
    for (const tab of ['signin', 'signup']) {
      const page = await (await get(jar, `${interaction}?tab=${tab}`)).text();
      expect(page).toContain(`formaction="${interaction}/upstream/google" formnovalidate name="tab" value="${tab}">Continue with Google</button>`);
      expect(page).toContain('>Continue with LinkedIn</button>');
      expect(page).not.toContain('Microsoft');
      // The buttons come after the tab's own submit button, so Enter in a field still signs in with the password.
      expect(page.indexOf('Continue with Google')).toBeGreaterThan(page.indexOf(tab === 'signin' ? '>Sign In</button>' : '>Sign Up</button>'));
    }
  });

  it('requires the terms, as the password does: nothing is sent upstream without them', async () => {
    const jar = new CookieJar();
    const { interaction } = await startSignIn(jar);
    const refused = await post(jar, `${interaction}/upstream/google`, { tab: 'signup' });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain(TERMS_MESSAGE);
    expect(page).toContain(`action="${interaction}/signup"`);
    expect(await count('upstream_sign_ins')).toBe(0);

    // With them: a page that moves on to the upstream by itself, with a link for a browser that does not.
    const step = await post(jar, `${interaction}/upstream/google`, { terms: 'yes', tab: 'signup' });
    expect(step.status).toBe(200);
    const html = await step.text();
    const onward = new URL(leavesFor(html)!);
    expect(onward.origin).toBe(upstreamBase);
    expect(onward.searchParams.get('redirect_uri')).toBe(`${base}/oidc/upstream/google/callback`);
    expect(onward.searchParams.get('code_challenge_method')).toBe('S256');
    expect(html).toContain('>Continue to Google</a>');
    expect(await count('upstream_sign_ins')).toBe(1);

    const unknown = await post(jar, `${interaction}/upstream/microsoft`, { terms: 'yes' });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This way of signing in is not available here.');
  });

  it('creates an account with the verified address on a first sign-in, and finds it by the upstream subject after', async () => {
    const pendingBefore = await count('upstream_sign_ins');
    const first = await signInWithGoogle('up-new', 'signup');
    const me = await request(test.backend.app).get('/me').set('authorization', `Bearer ${first.accessToken}`).expect(200);
    expect(me.body).toMatchObject({ email: 'newcomer@example.org', name: 'Nia Newcomer', role: 'COMMUNITY_MEMBER' });
    const [account] = await test.db.query<{ verified: boolean; password: boolean }>(
      'SELECT email_verified_at IS NOT NULL AS verified, password_hash IS NOT NULL AS password FROM accounts WHERE email = $1',
      ['newcomer@example.org'],
    );
    expect(account).toEqual({ verified: true, password: false });
    expect(await count(`upstream_identities WHERE provider = 'google' AND subject = 'up-new'`)).toBe(1);

    // The address changed upstream: the link is by subject, so the same account signs in.
    UPSTREAM_ACCOUNTS['up-new']!.email = 'nia@elsewhere.example';
    try {
      expect((await signInWithGoogle('up-new')).sub).toBe(first.sub);
    } finally {
      UPSTREAM_ACCOUNTS['up-new']!.email = 'Newcomer@Example.org';
    }
    expect(await count('accounts WHERE email = $1', ['nia@elsewhere.example'])).toBe(0);
    // Each answer is taken once.
    expect(await count('upstream_sign_ins')).toBe(pendingBefore);
  });

  it('links an existing account with the same confirmed address, keeping its name and password', async () => {
    const local = (await createLocalAccount(test.db, { email: 'existing@example.org', password: 'long enough', firstName: 'Ada', lastName: 'Local' }))!;
    await test.db.query('UPDATE accounts SET email_verified_at = now() WHERE id = $1', [local.id]);

    const signedIn = await signInWithGoogle('up-existing');
    expect(signedIn.sub).toBe(local.subject);
    const me = await request(test.backend.app).get('/me').set('authorization', `Bearer ${signedIn.accessToken}`).expect(200);
    expect(me.body).toMatchObject({ email: 'existing@example.org', name: 'Ada Local' });
    expect(await count(`upstream_identities WHERE provider = 'google' AND subject = 'up-existing' AND account_id = $1`, [local.id])).toBe(1);
    expect(await count('accounts WHERE email = $1 AND password_hash IS NOT NULL', ['existing@example.org'])).toBe(1);
  });

  it('refuses an address the upstream has not verified, says so, and writes nothing', async () => {
    const accountsBefore = await count('accounts');
    const { page } = await signInWithGoogle('up-unverified');
    expect(page!.status).toBe(403);
    const html = await page!.text();
    expect(html).toContain(escapeHtml(UPSTREAM_MESSAGES.unverified('Google')));
    expect(html).toContain('Your Google account has not verified its e-mail address, so it cannot sign you in here.');
    expect(await count('accounts')).toBe(accountsBefore);
    expect(await count('accounts WHERE email = $1', ['unverified@example.org'])).toBe(0);
    expect(await count(`upstream_identities WHERE subject = 'up-unverified'`)).toBe(0);
  });

  it('does not link a password account whose address was never confirmed, and says how to', async () => {
    const { page } = await signInWithGoogle('up-member');
    expect(page!.status).toBe(409);
    expect(await page!.text()).toContain(escapeHtml(UPSTREAM_MESSAGES.unconfirmedLocal('Google')));
    expect(await count(`upstream_identities WHERE subject = 'up-member'`)).toBe(0);
  });

  it('says clearly when the upstream cannot be reached, with no error of the server', async () => {
    const jar = new CookieJar();
    const { interaction } = await startSignIn(jar);
    linkedInDown = true;
    const { page } = await continueWith(jar, interaction, { terms: 'yes' }, 'linkedin').finally(() => (linkedInDown = false));
    expect(page!.status).toBe(503);
    const html = await page!.text();
    expect(html).toContain('LinkedIn cannot be reached right now, so it cannot sign you in.');
    expect(html).toContain(`action="${interaction}/login"`);

    // Down after the person signed in there: the code cannot be exchanged, and the page says so.
    const later = new CookieJar();
    const second = await startSignIn(later);
    const { page: afterwards } = await continueWith(later, second.interaction, { terms: 'yes' }, 'linkedin', () => (linkedInDown = true)).finally(
      () => (linkedInDown = false),
    );
    expect(afterwards!.status).toBe(503);
    expect(await afterwards!.text()).toContain('LinkedIn cannot be reached right now, so it cannot sign you in.');
  });

  it('refuses an answer with an unknown state, and one brought by another browser', async () => {
    const stray = await fetch(`${base}/oidc/upstream/google/callback?code=x&state=unknown`, { redirect: 'manual' });
    expect(stray.status).toBe(400);
    expect(await stray.text()).toContain('This sign-in link has expired.');

    // A sign-in started in one browser, its answer opened in another: that browser has no such interaction.
    who.next = 'up-new';
    const jar = new CookieJar();
    const { interaction } = await startSignIn(jar);
    const toUpstream = await post(jar, `${interaction}/upstream/google`, { terms: 'yes' });
    const upstreamJar = new CookieJar();
    let response = await fetch(leavesFor(await toUpstream.text())!, { redirect: 'manual' });
    for (let hop = 0; hop < 6 && !response.headers.get('location')!.startsWith(`${base}/oidc/upstream/`); hop += 1) {
      upstreamJar.store(response);
      response = await fetch(new URL(response.headers.get('location')!, upstreamBase), { redirect: 'manual', headers: { cookie: upstreamJar.header() } });
    }
    const callback = await fetch(response.headers.get('location')!, { redirect: 'manual' });
    expect(callback.status).toBe(303);
    const other = await fetch(new URL(callback.headers.get('location')!, base), { redirect: 'manual' });
    expect(other.status).toBe(400);
    expect(await other.text()).toContain('This sign-in link has expired.');
  });

  it('refuses an ID token whose signature does not match the keys its upstream publishes, and writes nothing', async () => {
    const accountsBefore = await count('accounts');
    who.next = 'up-new';
    const jar = new CookieJar();
    const { interaction } = await startSignIn(jar);
    const { page } = await continueWith(jar, interaction, { terms: 'yes' }, 'linkedin');
    expect(page!.status).toBe(400);
    expect(await page!.text()).toContain('Signing in with LinkedIn did not complete. Please try again, or sign in with a password.');
    expect(await count('accounts')).toBe(accountsBefore);
    expect(await count(`upstream_identities WHERE provider = 'linkedin'`)).toBe(0);
  });
});
