import { createHash, randomBytes } from 'node:crypto';

/** Cookies by name, sent with every request (the tests need no path rules). */
export class CookieJar {
  private cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  /** Drops a cookie, as the browser does when it expires (the access token's, say). */
  forget(name: string): void {
    this.cookies.delete(name);
  }
  value(name: string): string | undefined {
    return this.cookies.get(name);
  }
  store(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value = ''] = pair!.split('=');
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a));
      if (!value || expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }
}

/** The embedded provider's sign-in flow as the gateway drives it (code flow with PKCE), over real HTTP at base. */
export function signInFlow(base: () => string, client: { id: string; secret: string }) {
  const redirectUri = () => `${base()}/napi/authCallback`;

  /** Starts a sign-in; answers the interaction page's path and the PKCE verifier. */
  async function startSignIn(jar: CookieJar, extra: Record<string, string> = {}) {
    const verifier = randomBytes(32).toString('base64url');
    const url = new URL(`${base()}/oidc/auth`);
    url.search = new URLSearchParams({
      client_id: client.id,
      redirect_uri: redirectUri(),
      response_type: 'code',
      scope: 'openid profile email',
      state: 'state-1',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      audience: `${base()}/api`,
      ...extra,
    }).toString();
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    expect(response.status).toBe(303);
    const interaction = response.headers.get('location')!;
    expect(interaction).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    return { interaction, verifier };
  }

  async function get(jar: CookieJar, url: string) {
    const response = await fetch(new URL(url, base()), { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    return response;
  }

  async function post(jar: CookieJar, url: string, form: Record<string, string>) {
    const response = await fetch(new URL(url, base()), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
    jar.store(response);
    return response;
  }

  /** Follows redirects from a finished form until the client's callback; answers its code. */
  async function codeAfter(jar: CookieJar, response: Response): Promise<string> {
    for (let hop = 0; hop < 10; hop += 1) {
      expect([302, 303]).toContain(response.status);
      const location = response.headers.get('location')!;
      if (location.startsWith(redirectUri())) {
        const callback = new URL(location);
        expect(callback.searchParams.get('state')).toBe('state-1');
        return callback.searchParams.get('code')!;
      }
      response = await get(jar, location);
    }
    throw new Error('too many redirects');
  }

  /** A call of the web client to the provider's back channel (token, token/revocation). */
  const clientPost = (endpoint: string, form: Record<string, string>) =>
    fetch(`${base()}/oidc/${endpoint}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form),
    });

  /** Exchanges a code for tokens at the token endpoint; answers the response. */
  const exchange = (code: string, verifier: string) =>
    clientPost('token', { grant_type: 'authorization_code', code, redirect_uri: redirectUri(), code_verifier: verifier });

  /** Signs in with e-mail and password (extra: more authorization parameters); answers the tokens. */
  async function accessToken(email: string, password: string, jar = new CookieJar(), extra: Record<string, string> = {}) {
    const { interaction, verifier } = await startSignIn(jar, extra);
    const code = await codeAfter(jar, await post(jar, `${interaction}/login`, { email, password, terms: 'yes' }));
    const response = await exchange(code, verifier);
    const tokens = (await response.json()) as { access_token: string; id_token: string; token_type: string; refresh_token?: string };
    expect(response.status).toBe(200);
    return tokens;
  }

  return { redirectUri, startSignIn, get, post, codeAfter, exchange, clientPost, accessToken };
}
