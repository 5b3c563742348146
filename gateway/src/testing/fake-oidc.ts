import { createHash, randomUUID } from 'node:crypto';
import express, { type Router } from 'express';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

export interface FakeProviderOptions {
  /** The issuer, known once the server listens. Endpoints are `<issuer>/authorize` and so on. */
  issuer: () => string;
  clientId: string;
  clientSecret: string;
  audience: string;
  /** Claims of the access token (`permissions`…); `exp` defaults to an hour from now. */
  accessClaims?: Record<string, unknown>;
}

interface IssuedCode {
  challenge: string;
  redirectUri: string;
  nonce: string;
  resource: string | undefined;
  offline: boolean;
}

/**
 * A minimal OpenID provider: discovery, authorize (always signs in `user-1`), token with PKCE, refresh tokens
 * for offline_access (rotated at each use; a used or revoked one is refused), revocation, JWKS.
 */
export async function createFakeProvider(options: FakeProviderOptions) {
  const { privateKey, publicKey } = (await generateKeyPair('RS256')) as { privateKey: CryptoKey; publicKey: CryptoKey };
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();
  const state = {
    authorizeQueries: [] as Record<string, string>[],
    tokenRequests: [] as { authorization: string | undefined; body: Record<string, string> }[],
    lastAccessToken: '',
    /** Refresh tokens the provider still accepts. */
    liveRefreshTokens: new Set<string>(),
    revocations: [] as Record<string, string>[],
    /** Lifetime of the access tokens it issues, in seconds. */
    accessTokenLifetime: 3600,
  };

  const sign = (claims: Record<string, unknown>, audience: string, expiresIn = '1h') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
      .setIssuer(options.issuer())
      .setSubject('user-1')
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);

  const router: Router = express.Router();
  router.get('/.well-known/openid-configuration', (_req, res) => {
    const issuer = options.issuer();
    res.json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      end_session_endpoint: `${issuer}/logout`,
      revocation_endpoint: `${issuer}/revoke`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    });
  });
  router.get('/jwks', (_req, res) => {
    res.json({ keys: [jwk] });
  });
  router.get('/authorize', (req, res) => {
    const query = req.query as Record<string, string>;
    state.authorizeQueries.push(query);
    const code = randomUUID();
    codes.set(code, {
      challenge: query.code_challenge,
      redirectUri: query.redirect_uri,
      nonce: query.nonce,
      resource: query.resource,
      offline: (query.scope ?? '').split(' ').includes('offline_access'),
    });
    const target = new URL(query.redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', query.state);
    res.redirect(302, target.href);
  });
  router.post('/token', express.urlencoded({ extended: false }), async (req, res) => {
    const body = req.body as Record<string, string>;
    state.tokenRequests.push({ authorization: req.headers.authorization, body });
    // client_secret_basic: each part is form-urlencoded before base64 (RFC 6749 2.3.1).
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent) : [];
    const authenticated =
      (basicId === options.clientId && basicSecret === options.clientSecret) ||
      (body.client_id === options.clientId && body.client_secret === options.clientSecret);
    const issued = codes.get(body.code);
    codes.delete(body.code);
    const verifierMatches = issued && createHash('sha256').update(body.code_verifier ?? '').digest('base64url') === issued.challenge;
    if (!authenticated) {
      res.status(401).json({ error: 'invalid_client' });
      return;
    }
    const issueAccessToken = async () => {
      const accessToken = await sign({ permissions: [], ...options.accessClaims }, options.audience, `${state.accessTokenLifetime}s`);
      state.lastAccessToken = accessToken;
      return accessToken;
    };
    const issueRefreshToken = () => {
      const refreshToken = randomUUID();
      state.liveRefreshTokens.add(refreshToken);
      return refreshToken;
    };
    if (body.grant_type === 'refresh_token') {
      if (!state.liveRefreshTokens.delete(body.refresh_token)) {
        res.status(400).json({ error: 'invalid_grant', error_description: 'refresh token is not valid' });
        return;
      }
      res.json({
        token_type: 'Bearer',
        expires_in: state.accessTokenLifetime,
        access_token: await issueAccessToken(),
        refresh_token: issueRefreshToken(),
        id_token: await sign({ email: 'ada@example.org', name: 'Ada Lovelace' }, options.clientId),
      });
      return;
    }
    if (!issued || !verifierMatches || body.redirect_uri !== issued.redirectUri) {
      res.status(400).json({ error: 'invalid_grant' });
      return;
    }
    res.json({
      token_type: 'Bearer',
      expires_in: state.accessTokenLifetime,
      access_token: await issueAccessToken(),
      ...(issued.offline ? { refresh_token: issueRefreshToken() } : {}),
      id_token: await sign({ nonce: issued.nonce, email: 'ada@example.org', name: 'Ada Lovelace' }, options.clientId),
    });
  });
  router.post('/revoke', express.urlencoded({ extended: false }), (req, res) => {
    const body = req.body as Record<string, string>;
    state.revocations.push(body);
    state.liveRefreshTokens.delete(body.token);
    res.status(200).end();
  });

  return { router, state, sign };
}
