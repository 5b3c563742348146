import express from 'express';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import request from 'supertest';
import { errorHandler } from '../http/errors.js';
import { localVerifier, optionalBearer, requireBearer, type AccessTokenVerifier } from './access-tokens.js';

const verify: AccessTokenVerifier = async (token) => {
  if (token !== 'good') throw new Error('bad token');
  return { sub: 'user-1' };
};

function appWith(middleware: express.RequestHandler) {
  const app = express();
  app.get('/', middleware, (_req, res) => {
    res.json({ sub: (res.locals.token as { sub?: string } | undefined)?.sub ?? null });
  });
  app.use(errorHandler(() => undefined));
  return app;
}

describe('optionalBearer', () => {
  const app = appWith(optionalBearer(verify));

  it('puts a valid token on res.locals', async () => {
    await request(app).get('/').set('authorization', 'Bearer good').expect(200, { sub: 'user-1' });
  });

  it('goes on as anonymous without a token, with a bad one, or without a verifier', async () => {
    await request(app).get('/').expect(200, { sub: null });
    await request(app).get('/').set('authorization', 'Bearer expired').expect(200, { sub: null });
    await request(app).get('/').set('authorization', 'Basic abc').expect(200, { sub: null });
    await request(appWith(optionalBearer(null))).get('/').set('authorization', 'Bearer good').expect(200, { sub: null });
  });
});

describe('requireBearer', () => {
  it('answers 401 without a valid token', async () => {
    const app = appWith(requireBearer(verify));
    await request(app).get('/').set('authorization', 'Bearer good').expect(200, { sub: 'user-1' });
    const res = await request(app).get('/').set('authorization', 'Bearer expired').expect(401);
    expect(res.body).toEqual({ error: { code: 'unauthorized', message: 'Sign in to continue.' } });
  });
});

describe('localVerifier', () => {
  const issuer = 'https://id.example.org';
  const audience = 'x4i-api';

  async function setUp() {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
    const sign = (claims: { sub?: string; expiresInS: number }, key = privateKey) =>
      new SignJWT(claims.sub ? { sub: claims.sub } : {})
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + claims.expiresInS)
        .sign(key);
    return { verify: localVerifier(issuer, audience, { keys: [jwk] }), sign };
  }

  afterEach(() => jest.useRealTimers());

  it('accepts a token as often as it is sent, and refuses it once it has expired, though it was accepted before', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const { verify, sign } = await setUp();
    const token = await sign({ sub: 'user-1', expiresInS: 30 });
    expect((await verify(token)).sub).toBe('user-1');
    expect((await verify(token)).sub).toBe('user-1');
    jest.setSystemTime(new Date('2026-11-26T12:00:31Z'));
    await expect(verify(token)).rejects.toThrow();
  });

  it('refuses a token signed by another key, or without a subject, every time', async () => {
    const { verify, sign } = await setUp();
    const other = await generateKeyPair('RS256');
    const forged = await sign({ sub: 'user-1', expiresInS: 300 }, other.privateKey);
    await expect(verify(forged)).rejects.toThrow();
    await expect(verify(forged)).rejects.toThrow();
    const anonymous = await sign({ expiresInS: 300 });
    await expect(verify(anonymous)).rejects.toThrow('no subject');
    await expect(verify(anonymous)).rejects.toThrow('no subject');
  });
});
