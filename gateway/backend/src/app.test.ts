import request from 'supertest';
import { INVALID_PATH_MESSAGE } from './http/errors.js';
import { createApp } from './app.js';
import type { BackendStatus } from './backend.js';
import type { NonprofitData } from './nonprofit-data.js';

function failingData(): NonprofitData {
  const fail = async (): Promise<never> => {
    throw new Error('connection lost');
  };
  async function* failAll(): AsyncGenerator<never> {
    throw new Error('connection lost');
  }
  return { searchByName: fail, searchByEin: fail, searchAll: failAll, details: fail, finderPage: fail, nteeCodes: fail, warm: fail, invalidate: () => undefined };
}

function appWith(status: BackendStatus = { state: 'ready' }) {
  const logs: string[] = [];
  const app = createApp({ data: failingData(), db: { kind: 'pglite', query: async () => [], exec: async () => undefined, transaction: () => Promise.reject(new Error('no database')), listen: async () => undefined, close: async () => undefined }, status: () => status, database: 'pglite', log: (m) => logs.push(m) });
  return { app, logs };
}

describe('the API app', () => {
  it('answers an unknown path with a JSON 404', async () => {
    const res = await request(appWith().app).get('/no/such/path').expect(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'There is no GET /no/such/path here.' } });
  });

  it('answers a malformed JSON body with 400', async () => {
    const res = await request(appWith().app)
      .post('/x4i-nonprofit/search')
      .set('Content-Type', 'application/json')
      .send('{"q": ')
      .expect(400);
    expect(res.body).toEqual({ error: { code: 'invalid_json', message: 'The request body is not valid JSON.' } });
  });

  it.each(['/x4i-nonprofit/details/%ff', '/x4i-nonprofit/details/%c0%af', '/v1/organizations/%E0%A4%A', '/report/sdg-%ff', '/me/api-keys/%ff'])(
    'answers a path parameter with invalid percent-encoding (%s) with 400, and logs nothing',
    async (path) => {
      const { app, logs } = appWith();
      const method = path.startsWith('/me/') ? 'delete' : 'get';
      const res = await request(app)[method](path).expect(400);
      expect(res.body).toEqual({ error: { code: 'invalid_path', message: INVALID_PATH_MESSAGE } });
      expect(logs).toEqual([]);
    },
  );

  it('answers an unexpected error with a generic 500 and logs it', async () => {
    const { app, logs } = appWith();
    const res = await request(app).get('/x4i-nonprofit/search?q=red+cross').expect(500);
    expect(res.body).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again later.' } });
    expect(JSON.stringify(res.body)).not.toContain('connection lost');
    expect(logs).toEqual([expect.stringContaining('GET /x4i-nonprofit/search?q=red+cross: Error: connection lost')]);
  });

  it('reports health and the database in use', async () => {
    await request(appWith().app).get('/healthz').expect(200, { status: 'ok', database: 'pglite' });
    const importing = await request(appWith({ state: 'importing', detail: 'Importing' }).app).get('/healthz').expect(200);
    expect(importing.body).toEqual({ status: 'importing', database: 'pglite', detail: 'Importing' });
    const failed = await request(appWith({ state: 'failed', detail: 'eo_ak.csv: line 3: bad' }).app).get('/healthz').expect(503);
    expect(failed.body).toEqual({ status: 'failed', database: 'pglite', detail: 'eo_ak.csv: line 3: bad' });
  });

  it('answers the directory paths with 404 when no content service is given', async () => {
    await request(appWith().app).get('/search/content?type=tech-solution').expect(404);
  });
});
