import express from 'express';
import request from 'supertest';
import { errorHandler } from '../http/errors.js';
import { optionalBearer, requireBearer, type AccessTokenVerifier } from './access-tokens.js';

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
