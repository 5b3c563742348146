import request from 'supertest';
import { INVALID_PATH_MESSAGE } from './http/errors.js';
import { createApp } from './app.js';
import type { BackendStatus } from './http/backend-status.js';
import type { Db } from './db/db.js';
import type { LogFields } from './observability/logger.js';
import type { NonprofitData } from './nonprofit-data.js';
import { appData } from './testing/app-data.js';

function failingData(): NonprofitData {
  const fail = async (): Promise<never> => {
    throw new Error('connection lost');
  };
  // eslint-disable-next-line require-yield -- a search that fails before its first row
  async function* failAll(): AsyncGenerator<never> {
    throw new Error('connection lost');
  }
  return { searchByName: fail, searchByEin: fail, searchAll: failAll, details: fail, finderPage: fail, nteeCodes: fail, warm: fail, invalidate: () => undefined, indexStats: () => null, close: async () => undefined };
}

function appWith(status: BackendStatus = { state: 'ready' }, { databaseAnswers = true } = {}) {
  const logs: string[] = [];
  const lines: { message: string; fields?: LogFields }[] = [];
  const db: Db = {
    kind: 'pglite',
    query: async () => (databaseAnswers ? [] : Promise.reject(new Error('connection refused'))),
    exec: async () => undefined,
    transaction: () => Promise.reject(new Error('no database')),
    listen: async () => undefined,
    close: async () => undefined,
  };
  const app = createApp({
    ...appData(db, failingData()),
    db,
    status: () => status,
    database: 'pglite',
    log: (message, fields) => {
      logs.push(message);
      lines.push({ message, fields });
    },
  });
  return { app, logs, lines };
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
    const { app, lines } = appWith();
    const res = await request(app).get('/x4i-nonprofit/search?q=red+cross').expect(500);
    expect(res.body).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again later.' } });
    expect(JSON.stringify(res.body)).not.toContain('connection lost');
    // Once, under the request's id, with the error for the operator; the query (what a visitor typed) stays out.
    expect(lines).toEqual([{ message: 'Unexpected error on GET /x4i-nonprofit/search', fields: { requestId: res.headers['x-request-id'], err: new Error('connection lost') } }]);
  });

  it('logs a failure under the id the gateway gave the request', async () => {
    const { app, lines } = appWith();
    await request(app).get('/x4i-nonprofit/search?q=red+cross').set('X-Request-Id', 'gw-1234').expect(500).expect('X-Request-Id', 'gw-1234');
    expect(lines.map(({ fields }) => fields?.requestId)).toEqual(['gw-1234']);
  });

  it('says it is ready only when the database answers and the data and its search indexes are ready', async () => {
    const ready = await request(appWith().app).get('/readyz').expect(200);
    expect(ready.body).toEqual({ status: 'ready', parts: { database: 'ok', data: 'imported', searchIndexes: 'built' } });
    const importing = await request(appWith({ state: 'importing', detail: 'Importing' }).app).get('/readyz').expect(503);
    expect(importing.body).toEqual({ status: 'not_ready', parts: { database: 'ok', data: 'importing', searchIndexes: 'building' }, detail: 'Importing' });
    const noDatabase = await request(appWith({ state: 'ready' }, { databaseAnswers: false }).app).get('/readyz').expect(503);
    expect(noDatabase.body.parts.database).toBe('unreachable');
  });

  it('times requests by the route they matched, never by their raw path', async () => {
    const { app } = appWith();
    await request(app).get('/x4i-nonprofit/details/%ff').expect(400);
    await request(app).get('/x4i-nonprofit/search?q=a').expect(500);
    await request(app).get('/no/such/path').expect(404);
    const metrics = await request(app).get('/metrics').expect(200);
    expect(metrics.text).toMatch(/x4i_backend_http_request_duration_seconds_count\{method="GET",route="\/x4i-nonprofit\/search",status="500"\} 1/);
    expect(metrics.text).toMatch(/route="unmatched",status="404"\} 1/);
    expect(metrics.text).toContain('x4i_backend_data_import{state="ready"} 1');
    expect(metrics.text).not.toContain('%ff');
    await request(app).get('/metrics').set('X-Forwarded-For', '203.0.113.9').expect(403);
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
