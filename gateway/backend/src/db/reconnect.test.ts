/**
 * A Postgres server that goes away and comes back: meanwhile the API answers 503 with Retry-After (not a 500) and
 * /readyz says the database is unreachable; afterwards the backend answers again by itself, without a restart.
 */
import request from 'supertest';
import { findPostgresBin, MISSING_POSTGRES, startPostgres, type PostgresServer } from '../testing/postgres-server.js';
import { removeTempDirs, startTestBackend, type TestBackend } from '../testing/test-backend.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/errors.js';
import { isDatabaseUnavailable } from './unavailable.js';

jest.setTimeout(3 * 60_000);

describe('isDatabaseUnavailable', () => {
  it('tells a server that is away from a query that is wrong', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // Every connection slot taken: a moment's wait, not our mistake.
    expect(isDatabaseUnavailable(Object.assign(new Error('sorry, too many clients already'), { code: '53300' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('connection lost in the application'))).toBe(false);
  });
});

describe('a Postgres server that goes away and comes back', () => {
  let postgres: PostgresServer;
  let test: TestBackend;
  const message = (text: string) => ({ name: 'Ada Lovelace', email: 'ada@example.org', message: text });

  beforeAll(async () => {
    if (!findPostgresBin()) throw new Error(MISSING_POSTGRES);
    postgres = await startPostgres();
    test = await startTestBackend({ databaseUrl: postgres.url });
    await test.backend.ready;
  });

  afterAll(async () => {
    await test?.close();
    await postgres?.stop();
    await removeTempDirs();
  });

  it('answers 503 with Retry-After while it is away, and again by itself once it is back', async () => {
    const api = () => request(test.backend.app);
    await api().post('/contact').send(message('Before the outage')).expect(201);

    await postgres.pause();
    const during = await api().post('/contact').send(message('During the outage')).expect(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.body).toEqual({ error: { code: 'database_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE } });
    expect((await api().get('/readyz').expect(503)).body.parts.database).toBe('unreachable');

    // Away for a few seconds, as a restart takes: the listeners try again once a second meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await postgres.resume();
    await api().post('/contact').send(message('After the outage')).expect(201);
    await api().get('/readyz').expect(200);
    // Back, the backend holds what it held before: its pool and one connection per LISTEN channel, not a pile of
    // reconnections (which, doubling each second, once filled every slot of the server).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const [{ n }] = (await test.db.query<{ n: string }>("SELECT count(*) AS n FROM pg_stat_activity WHERE backend_type = 'client backend'")) as [{ n: string }];
    expect(Number(n)).toBeLessThanOrEqual(15);
    const stored = await test.db.query<{ message: string }>('SELECT message FROM contact_messages ORDER BY created_at');
    expect(stored.map(({ message: text }) => text)).toEqual(['Before the outage', 'After the outage']);
  });
});
