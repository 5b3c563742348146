import { createHmac } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import express, { type Express } from 'express';
import type { RequestListener } from '../proxy/api-lane.js';
import { decodeJwt } from 'jose';
import request, { type Response } from 'supertest';
import type { SessionUser } from '@x4i/shared/contracts';
import { createServer } from '../server.js';
import { createFakeProvider } from '../testing/fake-oidc.js';
import { makeTempDir, writeShellDist } from '../testing/fixtures.js';
import { createAuth, type AuthOptions } from './index.js';

const PUBLIC_URL = 'http://localhost:3000';
const CLIENT = { clientId: 'x4i-web', clientSecret: 'client-secret-1', audience: 'https://api.x4i.test' };

const USER: SessionUser = {
  id: 'user-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  organization: { id: 'org-1', name: 'Analytical Engines' },
  permissions: ['create:solution'],
  pendingTermsOfUse: [{ id: 'compensation-1', type: 'COMPENSATION', title: 'Compensation report terms of use' }],
  role: 'SOLUTION_PROVIDER',
};

async function listen(app: Express): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The Set-Cookie headers of a response, by cookie name. */
function setCookies(response: Response): Record<string, string> {
  const raw = response.headers['set-cookie'] as unknown as string[] | undefined;
  return Object.fromEntries((raw ?? []).map((cookie) => [cookie.slice(0, cookie.indexOf('=')), cookie]));
}

/** A Cookie header from Set-Cookie headers. */
const cookieHeader = (cookies: Record<string, string>, ...names: string[]) =>
  names.map((name) => cookies[name]?.split(';')[0]).filter(Boolean).join('; ');

/** A fake backend: `/me` for the provider's current token, `/echo` to show what the proxy forwarded. */
function backendApp(validToken: () => string, extra?: (app: Express) => void): Express {
  const app = express();
  extra?.(app);
  app.get('/me', (req, res) => {
    if (req.headers.authorization !== `Bearer ${validToken()}`) {
      res.status(401).json({ error: { code: 'unauthorized', message: 'Sign in.' } });
      return;
    }
    res.json(USER);
  });
  app.get('/refuses', (_req, res) => {
    res.status(401).json({ error: { code: 'unauthorized', message: 'Sign in.' } });
  });
  app.all('/echo', (req, res) => {
    res.json({ method: req.method, authorization: req.headers.authorization ?? null, cookie: req.headers.cookie ?? null });
  });
  return app;
}

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function dirs() {
  const temp = await makeTempDir();
  cleanups.push(temp.cleanup);
  const shellDir = path.join(temp.dir, 'shell');
  const remotesDir = path.join(temp.dir, 'remotes');
  await writeShellDist(shellDir);
  await mkdir(remotesDir, { recursive: true });
  return { shellDir, remotesDir };
}

/** A gateway signing in with a hosted provider (a fake one on its own port). */
async function hostedSetup(overrides: Partial<AuthOptions> = {}) {
  let issuer = '';
  const provider = await createFakeProvider({ issuer: () => issuer, ...CLIENT, accessClaims: { permissions: ['create:solution'] } });
  const providerApp = express();
  providerApp.use(provider.router);
  const providerServer = await listen(providerApp);
  issuer = providerServer.url;
  cleanups.push(providerServer.close);

  const backend = await listen(backendApp(() => provider.state.lastAccessToken));
  cleanups.push(backend.close);

  const auth = createAuth({
    publicUrl: PUBLIC_URL,
    issuer,
    ...CLIENT,
    tokenAuthMethod: 'client_secret_post',
    cookieSecret: 'cookie-secret-1',
    backendUrl: backend.url,
    productName: 'X4I',
    embeddedProvider: false,
    ...overrides,
  });
  const app = createServer({ backendUrl: backend.url, productName: 'X4I', ...(await dirs()), auth });
  return { app, provider, issuer };
}

/** Runs the whole sign-in: /napi/login, the provider's authorize, /napi/authCallback. */
async function signIn(app: RequestListener, query = '?returnTo=/solutions/abc&action=vote_solution') {
  const login = await request(app).get(`/napi/login${query}`);
  expect(login.status).toBe(302);
  const authorize = await fetch(login.headers.location, { redirect: 'manual' });
  const callbackUrl = new URL(authorize.headers.get('location') as string);
  const callback = await request(app)
    .get(`${callbackUrl.pathname}${callbackUrl.search}`)
    .set('Cookie', cookieHeader(setCookies(login), 'x4i_auth'));
  return { login, callbackUrl, callback, cookies: setCookies(callback) };
}

describe('sign-in with a hosted provider', () => {
  it('sends the browser to the authorize endpoint with every parameter and a pending-sign-in cookie', async () => {
    const { app, issuer } = await hostedSetup();
    const response = await request(app).get('/napi/login?returnTo=/solutions/abc&action=vote_solution&signup=1');

    expect(response.status).toBe(302);
    const location = new URL(response.headers.location);
    expect(`${location.origin}${location.pathname}`).toBe(`${issuer}/authorize`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      client_id: 'x4i-web',
      response_type: 'code',
      scope: 'openid profile email offline_access',
      redirect_uri: 'http://localhost:3000/napi/authCallback',
      code_challenge_method: 'S256',
      audience: CLIENT.audience,
      resource: CLIENT.audience,
      screen_hint: 'signup',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.state).toBeTruthy();
    expect(params.nonce).toBeTruthy();

    const cookie = setCookies(response).x4i_auth;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/napi/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).not.toMatch(/Secure/);
    // Signed, and the verifier never appears in the URL.
    expect(decodeURIComponent(cookie)).toMatch(/^x4i_auth=s:/);
    expect(response.headers.location).not.toContain(JSON.parse(decodeURIComponent(cookie.split(';')[0]).slice('x4i_auth=s:'.length).replace(/\.[^.]+$/, '')).verifier);
  });

  it('exchanges the code with PKCE, sets httpOnly cookies and lands where the user was going, with the action', async () => {
    const { app, provider } = await hostedSetup();
    const { callback, cookies } = await signIn(app);

    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/solutions/abc?newSession=1&action=vote_solution');
    expect(cookies.refresh_token).toMatch(/HttpOnly/);
    expect(cookies.refresh_token).toMatch(/Path=\/;/);
    expect(cookies.refresh_token).toMatch(/Max-Age=1209600/);
    for (const name of ['id_token', 'access_token']) {
      expect(cookies[name]).toMatch(/HttpOnly/);
      expect(cookies[name]).toMatch(/SameSite=Lax/);
      expect(cookies[name]).not.toMatch(/Secure/);
    }
    expect(cookies.access_token).toMatch(/Path=\/;/);
    expect(cookies.access_token).toMatch(/Max-Age=3600/);
    // Only the sign-out needs the ID token: browsers send it there alone, for as long as the session lasts.
    expect(cookies.id_token).toMatch(/Path=\/napi;/);
    expect(cookies.id_token).toMatch(/Max-Age=1209600/);
    expect(cookies.x4i_auth).toMatch(/Expires=Thu, 01 Jan 1970/);
    const token = provider.state.tokenRequests[0].body;
    expect(token).toMatchObject({ grant_type: 'authorization_code', client_id: 'x4i-web', resource: CLIENT.audience });
    expect(token.code_verifier).toBeTruthy();
  });

  it('refuses a callback whose state does not match, or without the pending-sign-in cookie', async () => {
    const { app } = await hostedSetup();
    const login = await request(app).get('/napi/login');
    const cookie = cookieHeader(setCookies(login), 'x4i_auth');

    const wrong = await request(app).get('/napi/authCallback?code=abc&state=forged').set('Cookie', cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('href="/"');

    const state = new URL(login.headers.location).searchParams.get('state');
    const missing = await request(app).get(`/napi/authCallback?code=abc&state=${state}`);
    expect(missing.status).toBe(400);

    const tampered = await request(app)
      .get(`/napi/authCallback?code=abc&state=${state}`)
      .set('Cookie', cookie.replace(/\.[^.]+$/, '.AAAA'));
    expect(tampered.status).toBe(400);
  });

  it('lands on /profile when the landing path is not a path of this site', async () => {
    const { app } = await hostedSetup();
    const { callback } = await signIn(app, `?returnTo=${encodeURIComponent('//evil.example/x')}`);
    expect(callback.headers.location).toBe('/profile?newSession=1');
    const other = await signIn(app, `?returnTo=${encodeURIComponent('https://evil.example/')}&action=${encodeURIComponent('<script>')}`);
    expect(other.callback.headers.location).toBe('/profile?newSession=1');
  });

  it('goes home when the provider reports an error', async () => {
    const { app } = await hostedSetup();
    const response = await request(app).get('/napi/authCallback?error=access_denied&state=x');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('answers 503 with a page while the provider cannot be discovered', async () => {
    const { app } = await hostedSetup({ issuer: 'http://127.0.0.1:9' });
    const response = await request(app).get('/napi/login');
    expect(response.status).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('allows the hosted provider in the CSP form-action', async () => {
    const { app, issuer } = await hostedSetup();
    const response = await request(app).get('/');
    expect(response.headers['content-security-policy']).toContain(`form-action 'self' ${issuer}`);
  });
});

describe('GET /api/session', () => {
  it('answers signed out without a session cookie', async () => {
    const { app } = await hostedSetup();
    const response = await request(app).get('/api/session');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({
      globals: { productName: 'X4I' },
      user: null,
      accessTokenExpiration: null,
      accessTokenExpiresIn: null,
      accessTokenRenewsIn: null,
      canInvite: false,
      canTouchChallenge: false,
      canTouchSolution: false,
      canTouchGrant: false,
      pendingTermsOfUse: [],
    });
  });

  it('answers the user from the backend, the abilities and the expiry of the access token, but no token', async () => {
    const { app, provider } = await hostedSetup();
    const { cookies } = await signIn(app);
    const response = await request(app).get('/api/session').set('Cookie', cookieHeader(cookies, 'id_token', 'access_token'));

    expect(response.status).toBe(200);
    const { exp, iat } = decodeJwt(provider.state.lastAccessToken) as { exp: number; iat: number };
    expect(response.body).toEqual({
      globals: { productName: 'X4I' },
      user: USER,
      accessTokenExpiration: exp * 1000,
      accessTokenExpiresIn: expect.any(Number),
      // Without the refresh token's cookie this request could not renew it.
      accessTokenRenewsIn: null,
      canInvite: false,
      canTouchChallenge: false,
      canTouchSolution: true,
      canTouchGrant: false,
      pendingTermsOfUse: [{ id: 'compensation-1', type: 'COMPENSATION', title: 'Compensation report terms of use' }],
    });
    expect(response.text).not.toContain(provider.state.lastAccessToken);
    const lifetimeS = exp - iat;
    expect(response.body.accessTokenExpiresIn).toBeGreaterThan(lifetimeS - 60);
    expect(response.body.accessTokenExpiresIn).toBeLessThanOrEqual(lifetimeS);
  });

  it('gives the seconds the access token has left and until its renewal, for a page whose clock may be off', async () => {
    const { app, provider } = await hostedSetup();
    const { cookies } = await signIn(app);
    const response = await request(app).get('/api/session').set('Cookie', cookieHeader(cookies, 'access_token', 'refresh_token'));
    const { exp } = decodeJwt(provider.state.lastAccessToken) as { exp: number };
    const secondsLeft = exp - Date.now() / 1000;
    expect(response.body.accessTokenExpiresIn).toBeGreaterThan(secondsLeft - 60);
    expect(response.body.accessTokenExpiresIn).toBeLessThanOrEqual(Math.ceil(secondsLeft));
    // An hour-long token is renewed in its last five minutes.
    const renewsIn = response.body.accessTokenRenewsIn as number;
    expect(renewsIn).toBeGreaterThan(0);
    expect(response.body.accessTokenExpiresIn - renewsIn).toBeGreaterThanOrEqual(5 * 60 - 1);
    expect(response.body.accessTokenExpiresIn - renewsIn).toBeLessThanOrEqual(5 * 60);
  });

  it('signs out when the backend refuses the token, and ignores unsigned cookies', async () => {
    const { app, provider } = await hostedSetup();
    const { cookies } = await signIn(app);
    provider.state.lastAccessToken = 'rotated';
    const refused = await request(app).get('/api/session').set('Cookie', cookieHeader(cookies, 'id_token', 'access_token'));
    expect(refused.body.user).toBeNull();
    expect(setCookies(refused).access_token).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(setCookies(refused).refresh_token).toMatch(/Expires=Thu, 01 Jan 1970/);

    const forged = await provider.sign({ permissions: ['do:all'] }, CLIENT.audience);
    const unsigned = await request(app).get('/api/session').set('Cookie', `access_token=${forged}`);
    expect(unsigned.body.user).toBeNull();
  });

  it('treats an expired access token as signed out', async () => {
    const { app, provider } = await hostedSetup();
    const expired = await provider.sign({}, CLIENT.audience, '-1m');
    // Signed with the gateway's secret, as the gateway itself would have set it.
    const signature = createHmac('sha256', 'cookie-secret-1').update(expired).digest('base64').replace(/=+$/, '');
    const response = await request(app)
      .get('/api/session')
      .set('Cookie', `access_token=${encodeURIComponent(`s:${expired}.${signature}`)}`);
    expect(response.body.user).toBeNull();
    expect(response.body.accessTokenExpiration).toBeNull();
  });
});

describe('session renewal with the refresh token', () => {
  /** The browser after the access token's cookie expired with the token: only the ID and refresh tokens are left. */
  const expiredAccess = (cookies: Record<string, string>) => cookieHeader(cookies, 'id_token', 'refresh_token');
  const refreshGrants = (provider: Awaited<ReturnType<typeof hostedSetup>>['provider']) =>
    provider.state.tokenRequests.filter((entry) => entry.body.grant_type === 'refresh_token');

  it('renews an expired access token, rotates the refresh token and answers the new expiry', async () => {
    const { app, provider } = await hostedSetup();
    const { cookies } = await signIn(app);
    const firstRefresh = decodeURIComponent(cookies.refresh_token.split(';')[0]!);

    const response = await request(app).get('/api/session').set('Cookie', expiredAccess(cookies));
    expect(response.body.user).toEqual(USER);
    expect(response.body.accessTokenExpiration).toBe((decodeJwt(provider.state.lastAccessToken).exp as number) * 1000);
    const renewed = setCookies(response);
    expect(renewed.access_token).toMatch(/HttpOnly/);
    expect(decodeURIComponent(renewed.refresh_token!.split(';')[0]!)).not.toBe(firstRefresh);
    expect(refreshGrants(provider)).toHaveLength(1);
    expect(refreshGrants(provider)[0]!.body).toMatchObject({ client_id: 'x4i-web', resource: CLIENT.audience });

    // The replaced refresh token is spent; the new one renews again.
    expect(provider.state.liveRefreshTokens.size).toBe(1);
    const again = await request(app).get('/api/session').set('Cookie', expiredAccess(renewed));
    expect(again.body.user).toEqual(USER);
  });

  it('renews before proxying /api, so the call carries the new token', async () => {
    const { app, provider } = await hostedSetup();
    const { cookies } = await signIn(app);
    const response = await request(app).get('/api/echo').set('Cookie', expiredAccess(cookies));
    expect(response.body.authorization).toBe(`Bearer ${provider.state.lastAccessToken}`);
    expect(setCookies(response).access_token).toBeDefined();
  });

  it('renews once for requests sent together with the same refresh token', async () => {
    const { app, provider } = await hostedSetup();
    const { cookies } = await signIn(app);
    const responses = await Promise.all([1, 2, 3].map(() => request(app).get('/api/echo').set('Cookie', expiredAccess(cookies))));
    expect(refreshGrants(provider)).toHaveLength(1);
    for (const response of responses) expect(response.body.authorization).toBe(`Bearer ${provider.state.lastAccessToken}`);
  });

  it('leaves a fresh access token alone', async () => {
    const { app, provider } = await hostedSetup();
    const { cookies } = await signIn(app);
    const response = await request(app).get('/api/session').set('Cookie', cookieHeader(cookies, 'id_token', 'access_token', 'refresh_token'));
    expect(response.body.user).toEqual(USER);
    expect(refreshGrants(provider)).toHaveLength(0);
    expect(setCookies(response).access_token).toBeUndefined();
  });

  it('renews a session whose Cookie header the API lane read before, once the token falls due', async () => {
    const { app, provider } = await hostedSetup();
    const { cookies } = await signIn(app);
    const header = cookieHeader(cookies, 'access_token', 'refresh_token');
    const first = provider.state.lastAccessToken;
    const fresh = await request(app).get('/api/echo').set('Cookie', header);
    expect(fresh.body.authorization).toBe(`Bearer ${first}`);
    expect(refreshGrants(provider)).toHaveLength(0);

    // The same header a minute before the token expires: due for renewal, though its reading is kept.
    const expiry = (decodeJwt(first).exp as number) * 1000;
    jest.spyOn(Date, 'now').mockReturnValue(expiry - 60_000);
    try {
      const due = await request(app).get('/api/echo').set('Cookie', header);
      expect(refreshGrants(provider)).toHaveLength(1);
      expect(due.body.authorization).toBe(`Bearer ${provider.state.lastAccessToken}`);
      expect(setCookies(due).access_token).toBeDefined();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('ends the session when the provider refuses the refresh token', async () => {
    const { app, provider } = await hostedSetup();
    const { cookies } = await signIn(app);
    provider.state.liveRefreshTokens.clear();
    const response = await request(app).get('/api/session').set('Cookie', expiredAccess(cookies));
    expect(response.body.user).toBeNull();
    expect(setCookies(response).refresh_token).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(setCookies(response).id_token).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('signs out when the backend refuses the renewed token', async () => {
    const { app, provider } = await hostedSetup();
    const { cookies } = await signIn(app);
    // The backend ends sessions on its own (a password reset): it accepts no token the provider issues.
    const lastAccessToken = Object.getOwnPropertyDescriptor(provider.state, 'lastAccessToken')!;
    Object.defineProperty(provider.state, 'lastAccessToken', { get: () => 'none', set: () => undefined, configurable: true });
    const response = await request(app).get('/api/session').set('Cookie', expiredAccess(cookies));
    Object.defineProperty(provider.state, 'lastAccessToken', lastAccessToken);
    expect(refreshGrants(provider)).toHaveLength(1);
    expect(response.body.user).toBeNull();
    expect(setCookies(response).refresh_token).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});

describe('the /api proxy with a session', () => {
  it('adds the bearer token and never forwards the cookies', async () => {
    const { app, provider } = await hostedSetup();
    const { cookies } = await signIn(app);
    const response = await request(app).get('/api/echo').set('Cookie', cookieHeader(cookies, 'id_token', 'access_token'));
    expect(response.body).toEqual({ method: 'GET', authorization: `Bearer ${provider.state.lastAccessToken}`, cookie: null });

    const anonymous = await request(app).get('/api/echo').set('Cookie', 'theme=dark');
    expect(anonymous.body).toEqual({ method: 'GET', authorization: null, cookie: null });
  });

  it('forwards no token from a cookie the gateway did not sign', async () => {
    const { app } = await hostedSetup();
    const { cookies } = await signIn(app);
    const signed = decodeURIComponent(cookies.access_token!.split(';')[0]!.slice('access_token='.length));
    for (const forged of [signed.replace(/\.[^.]+$/, '.forged'), signed.slice('s:'.length)]) {
      const response = await request(app).get('/api/echo').set('Cookie', `access_token=${encodeURIComponent(forged)}`);
      expect(response.body).toEqual({ method: 'GET', authorization: null, cookie: null });
    }
  });

  it('ends the session when the backend refuses the token of a proxied call', async () => {
    const { app } = await hostedSetup();
    const { cookies } = await signIn(app);
    const response = await request(app).get('/api/refuses').set('Cookie', cookieHeader(cookies, 'id_token', 'access_token', 'refresh_token'));
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
    const cleared = setCookies(response);
    for (const name of ['id_token', 'access_token', 'refresh_token']) expect(cleared[name]).toMatch(/Expires=Thu, 01 Jan 1970/);

    // A visitor without a session gets the 401 as it is, with no cookies to clear.
    const anonymous = await request(app).get('/api/refuses');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['set-cookie']).toBeUndefined();
  });
});

describe('CSRF', () => {
  it('refuses a cross-site state-changing call made with cookies and accepts one from this site', async () => {
    const { app } = await hostedSetup();
    const { cookies } = await signIn(app);
    const cookie = cookieHeader(cookies, 'id_token', 'access_token');

    const crossSite = await request(app).post('/api/echo').set('Cookie', cookie).set('Origin', 'https://evil.example');
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.error.code).toBe('csrf');

    const noOrigin = await request(app).delete('/api/echo').set('Cookie', cookie);
    expect(noOrigin.status).toBe(403);
    const logout = await request(app).post('/napi/logout').set('Cookie', cookie).set('Origin', 'null');
    expect(logout.status).toBe(403);

    const sameOrigin = await request(app).post('/api/echo').set('Cookie', cookie).set('Origin', PUBLIC_URL);
    expect(sameOrigin.status).toBe(200);
    expect(sameOrigin.body.method).toBe('POST');
    const withHeader = await request(app).put('/api/echo').set('Cookie', cookie).set('X-Requested-With', 'x4i');
    expect(withHeader.status).toBe(200);
    const reads = await request(app).get('/api/echo').set('Cookie', cookie).set('Origin', 'https://evil.example');
    expect(reads.status).toBe(200);
  });
});

describe('POST /napi/logout', () => {
  it("clears the session cookies, revokes the refresh token and sends the browser to the provider's sign-out", async () => {
    const { app, issuer, provider } = await hostedSetup();
    const { cookies } = await signIn(app);
    const response = await request(app)
      .post('/napi/logout')
      .set('Cookie', cookieHeader(cookies, 'id_token', 'access_token', 'refresh_token'))
      .set('Origin', PUBLIC_URL);

    expect(response.status).toBe(200);
    // The refresh token is revoked: a copy of the cookie can no longer renew the session.
    expect(provider.state.revocations).toEqual([expect.objectContaining({ token_type_hint: 'refresh_token' })]);
    expect(provider.state.liveRefreshTokens.size).toBe(0);
    const replay = await request(app).get('/api/session').set('Cookie', cookieHeader(cookies, 'refresh_token'));
    expect(replay.body.user).toBeNull();
    const cleared = setCookies(response);
    expect(cleared.id_token).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared.access_token).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared.refresh_token).toMatch(/Expires=Thu, 01 Jan 1970/);
    const redirect = new URL(response.body.redirect);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${issuer}/logout`);
    expect(redirect.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/');
    expect(redirect.searchParams.get('id_token_hint')).toBe(decodeURIComponent(cookies.id_token.split(';')[0]).replace(/^id_token=s:/, '').replace(/\.[^.]+$/, ''));
  });

  it('answers the home page when nobody is signed in', async () => {
    const { app } = await hostedSetup();
    const response = await request(app).post('/napi/logout').set('X-Requested-With', 'x4i');
    expect(response.body).toEqual({ redirect: '/' });
  });
});

/** A gateway whose identity provider is the backend's own, under `/oidc`. */
async function embeddedProviderGateway(publicUrl: string, backendUrl: string) {
  const auth = createAuth({
    publicUrl,
    issuer: `${publicUrl}/oidc`,
    ...CLIENT,
    tokenAuthMethod: 'client_secret_basic',
    cookieSecret: 'cookie-secret-1',
    backendUrl,
    productName: 'X4I',
    embeddedProvider: true,
  });
  return createServer({ backendUrl, productName: 'X4I', ...(await dirs()), auth });
}

describe('sign-in with the embedded provider', () => {
  it('proxies /oidc unchanged and talks to the provider over loopback, never through the public address', async () => {
    // PUBLIC_URL points nowhere reachable: discovery and the token call must go straight to the backend.
    const publicUrl = 'http://localhost:1';
    const provider = await createFakeProvider({ issuer: () => `${publicUrl}/oidc`, ...CLIENT });
    const seen: { path: string; forwardedHost?: string; forwardedProto?: string; cookie?: string }[] = [];
    const backend = await listen(
      backendApp(
        () => provider.state.lastAccessToken,
        (app) => {
          app.use('/oidc', (req, _res, next) => {
            seen.push({
              path: req.originalUrl,
              forwardedHost: req.headers['x-forwarded-host'] as string | undefined,
              forwardedProto: req.headers['x-forwarded-proto'] as string | undefined,
              cookie: req.headers.cookie,
            });
            next();
          });
          app.use('/oidc', provider.router);
        },
      ),
    );
    cleanups.push(backend.close);
    const app = await embeddedProviderGateway(publicUrl, backend.url);

    const login = await request(app).get('/napi/login?returnTo=/profile');
    const authorizeUrl = new URL(login.headers.location);
    expect(authorizeUrl.origin).toBe(publicUrl);
    // The browser reaches the provider through the gateway's /oidc proxy.
    // The provider keeps a session of its own in cookies: they reach it, unlike the API.
    const authorize = await request(app).get(`${authorizeUrl.pathname}${authorizeUrl.search}`).set('Host', 'localhost:1').set('Cookie', '_session=provider-1');
    expect(authorize.status).toBe(302);
    expect(seen.at(-1)).toMatchObject({
      path: expect.stringMatching(/^\/oidc\/authorize\?/),
      forwardedHost: 'localhost:1',
      forwardedProto: 'http',
      cookie: '_session=provider-1',
    });

    const callbackUrl = new URL(authorize.headers.location);
    const callback = await request(app)
      .get(`${callbackUrl.pathname}${callbackUrl.search}`)
      .set('Cookie', cookieHeader(setCookies(login), 'x4i_auth'));
    expect(callback.headers.location).toBe('/profile?newSession=1');
    expect(provider.state.tokenRequests[0].authorization).toMatch(/^Basic /);
    expect(seen.map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['/oidc/.well-known/openid-configuration', '/oidc/token']),
    );

    // The OIDC provider's own form posts are not subject to the gateway's CSRF check.
    const post = await request(app).post('/oidc/token').set('Cookie', 'x=1').set('Origin', 'https://elsewhere.example');
    expect(post.status).not.toBe(403);
  });

  it('says sign-in is not available when the provider cannot be reached', async () => {
    const closed = await listen(express());
    await closed.close();
    const app = await embeddedProviderGateway(PUBLIC_URL, closed.url);
    const response = await request(app).get('/oidc/interaction/abc');
    expect(response.status).toBe(502);
    expect(response.text).toBe('Sign-in is not available right now. Please try again in a moment.');
  });
});
