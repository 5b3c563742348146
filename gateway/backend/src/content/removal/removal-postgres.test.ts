import request from 'supertest';
import { createApp } from '../../app.js';
import { openDb } from '../../db/connect.js';
import { startPostgres, type PostgresServer } from '../../testing/postgres-server.js';
import { removeTempDirs, tempDir } from '../../testing/test-backend.js';
import { startContent } from '../index.js';
import { bearer, FIXTURE_DEMO_CONTENT_DIR, startContentTestApp, TEST_NOW, testVerifier, type ContentTestApp } from '../testing/content-test-app.js';
import { appData } from '../../testing/app-data.js';

jest.setTimeout(60_000);

/** Asks until the answer's status is the one expected: the other backend hears of the change a moment later. */
async function eventuallyStatus(ask: () => Promise<number>, status: number): Promise<number> {
  let seen = await ask();
  while (seen !== status) seen = await new Promise((resolve) => setTimeout(resolve, 20)).then(ask);
  return seen;
}

/** Two backends on one PostgreSQL server: one takes an item off the directory, the other's index follows. */
describe('removing content with several backends', () => {
  let server: PostgresServer;
  let a: ContentTestApp;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    server = await startPostgres();
    a = await startContentTestApp({ databaseUrl: server.url });
  });
  afterAll(async () => {
    await close?.();
    await a?.close();
    await server?.stop();
    await removeTempDirs();
  });

  it('shows an unpublish, a publish and a delete made on one backend on the other', async () => {
    const db = await openDb({ dataDir: await tempDir('second-backend'), databaseUrl: server.url });
    const content = await startContent(db, { dir: FIXTURE_DEMO_CONTENT_DIR, demoContent: true, log: () => undefined, now: () => TEST_NOW });
    close = () => db.close();
    const b = createApp({ ...appData(db), db, status: () => ({ state: 'ready' }), database: db.kind, log: () => undefined, verify: testVerifier, content });
    const onB = () => request(b).get('/solution/s-shieldwise').then((res) => res.status);
    const searchOnB = async () => (await request(b).get('/search/content?type=tech-solution&q=ShieldWise')).body.results.map((card: { slug: string }) => card.slug);
    expect(await onB()).toBe(200);

    await request(a.app).post('/admin/content/s-shieldwise/unpublish').set(bearer('team')).expect(200);
    expect(await eventuallyStatus(onB, 404)).toBe(404);
    expect(await searchOnB()).not.toContain('s-shieldwise');

    await request(a.app).post('/admin/content/s-shieldwise/publish').set(bearer('team')).expect(200);
    expect(await eventuallyStatus(onB, 200)).toBe(200);
    expect(await searchOnB()).toEqual(['s-shieldwise']);

    await request(a.app).post('/admin/content/s-shieldwise/delete').set(bearer('team')).send({ title: 'ShieldWise' }).expect(200);
    expect(await eventuallyStatus(onB, 404)).toBe(404);
    await request(b).get('/solution/s-shieldwise').set(bearer('team')).expect(404);
  });
});
