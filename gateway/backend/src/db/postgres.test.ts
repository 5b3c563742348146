import request from 'supertest';
import { FIXTURE_IRS_EINS, FIXTURE_IRS_ROWS, startTestBackend } from '../testing/test-backend.js';
import { findPostgresBin, MISSING_POSTGRES, startPostgres, type PostgresServer } from '../testing/postgres-server.js';
import { openPostgresDb } from './postgres-db.js';
import { loadMigrations, runMigrations } from './migrate.js';
import { AccessCache, keepAccessAnswers, remembered } from '../identity/access-cache.js';
import { MISSED_NOTICES } from './db.js';

/** Waits for a condition that another connection's notice makes true (the test's own timeout bounds it). */
async function eventually(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

jest.setTimeout(60_000);

/** The same migrations, imports and queries against a real PostgreSQL server (Debian's postgresql package). */
describe('on a PostgreSQL server', () => {
  let server: PostgresServer;

  beforeAll(async () => {
    server = await startPostgres();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('has the server binaries installed', () => {
    if (!findPostgresBin()) throw new Error(MISSING_POSTGRES);
  });

  it('applies every migration once, in order; a second run is a no-op', async () => {
    const db = await openPostgresDb(server.url);
    try {
      const versions = (await loadMigrations()).map((m) => m.version);
      // Later migrations are checked by the tests of their features.
      expect(versions.slice(0, 5)).toEqual(['0001', '0002', '0003', '0004', '0005']);
      expect(await runMigrations(db)).toEqual(versions);
      expect(await runMigrations(db)).toEqual([]);
      const applied = await db.query<{ version: string; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
      expect(applied.map((row) => row.version)).toEqual(versions);
      expect(applied.slice(0, 5)).toEqual([
        { version: '0001', name: 'reference_data' },
        { version: '0002', name: 'irs_eo_bmf' },
        { version: '0003', name: 'contact_messages' },
        { version: '0004', name: 'accounts' },
        { version: '0005', name: 'content' },
      ]);
    } finally {
      await db.close();
    }
  });

  it('imports the data once, even with two backends starting together, and answers search and details', async () => {
    const [a, b] = await Promise.all([startTestBackend({ databaseUrl: server.url }), startTestBackend({ databaseUrl: server.url })]);
    try {
      await Promise.all([a.backend.ready, b.backend.ready]);
      const api = request(a.backend.app);
      await api.get('/healthz').expect(200, { status: 'ok', database: 'postgres' });

      const search = await api.get('/x4i-nonprofit/search').query({ q: 'habitat for humanty' }).expect(200);
      expect(search.body.mode).toBe('name');
      expect(search.body.results.length).toBeGreaterThanOrEqual(10);
      expect(search.body.results.every((r: { name: string }) => r.name.startsWith('HABITAT FOR HUMANITY'))).toBe(true);

      const byEin = await api.get('/x4i-nonprofit/search').query({ q: '03-0185556' }).expect(200);
      expect(byEin.body.results.map((r: { name: string }) => r.name)).toEqual(['NORTH COUNTRY HOSPITAL & HEALTH CENTER,INC']);

      const details = await request(b.backend.app).get('/x4i-nonprofit/details/030185556').expect(200);
      expect(details.body).toMatchObject({
        ein: '030185556',
        subsection: { code: '03', exemptOrganizationType: '501(c)(3)', classifications: [{ code: '1', description: 'Charitable Organization' }] },
        assets: { amount: 111047387, range: { code: '9', description: '50,000,000 to greater' } },
        ntee: { code: 'E220', title: 'General Hospitals' },
        source: { file: 'eo_vt.csv.gz', snapshotDate: '2026-04-13' },
      });

      const finder = await api.get('/x4i-nonprofit/finder-page').expect(200);
      expect(finder.body.orgCount).toBe(FIXTURE_IRS_EINS);
      expect(finder.body.freshness.reduce((sum: number, f: { rows: number }) => sum + f.rows, 0)).toBe(FIXTURE_IRS_ROWS);
      expect(finder.body.freshness[0].importedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

      // The report pages: indicator tables, the money-flow aggregate and the top-nonprofits query.
      const report = await api.get('/report/sdg-8').query({ state: 'VT' }).expect(200);
      expect(report.body.sections.find((s: { id: string }) => s.id === 'minimum-wage-by-state').national).toBe(7.25);
      expect(report.body.topNonprofits.orgs.every((org: { state: string }) => org.state === 'VT')).toBe(true);
      const top = await api.get('/report/top-nonprofits').query({ pageNumber: 2 }).expect(200);
      expect(top.body.orgs).toHaveLength(10);
      expect(top.body.orgs[0].income).toBeGreaterThanOrEqual(top.body.orgs[9].income);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    const db = await openPostgresDb(server.url);
    try {
      expect(await db.query('SELECT count(*)::int AS n FROM irs_eo_bmf')).toEqual([{ n: FIXTURE_IRS_ROWS }]);
      expect(await db.query(`SELECT count(*)::int AS n FROM dataset_imports WHERE dataset = 'irs_eo_bmf'`)).toEqual([{ n: 5 }]);
    } finally {
      await db.close();
    }
  });

  it("drops one backend's access answers when another changes who may do what, and hears when notices may be lost", async () => {
    const [a, b] = [await openPostgresDb(server.url), await openPostgresDb(server.url)];
    try {
      await runMigrations(a);
      const cache = await keepAccessAnswers(b, new AccessCache());
      const heard: string[] = [];
      await b.listen('access_changes', (payload) => heard.push(payload));

      const rules = () => b.query<{ n: number }>('SELECT count(*)::int AS n FROM role_rules');
      const before = await remembered(b, 'rules', rules);
      expect(await remembered(b, 'rules', rules)).toBe(before);
      expect(cache.size).toBe(1);

      const [org] = await a.query<{ id: string }>(`INSERT INTO organizations (name) VALUES ('Notice test') RETURNING id::text AS id`);
      await a.transaction(async (tx) => {
        await tx.query(`INSERT INTO role_rules (org_id, type, value, roles) VALUES ($1, 'DOMAIN', 'notice.example.org', '{COMMUNITY_MEMBER}')`, [org!.id]);
      });
      await eventually(() => heard.includes('role_rules'));
      expect(cache.size).toBe(0);
      expect((await remembered(b, 'rules', rules))[0]!.n).toBe(before[0]!.n + 1);

      // The listening connection is cut: the listener is told, and told again once it listens anew.
      await remembered(b, 'rules', rules);
      await a.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%'`);
      await eventually(() => heard.filter((payload) => payload === MISSED_NOTICES).length >= 2);
      expect(cache.size).toBe(0);
      heard.length = 0;
      await a.query(`DELETE FROM organizations WHERE id = $1`, [org!.id]);
      await eventually(() => heard.includes('organizations'));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("shows one backend's directory changes on another, deletions too", async () => {
    const [a, b] = await Promise.all([startTestBackend({ databaseUrl: server.url }), startTestBackend({ databaseUrl: server.url })]);
    const db = await openPostgresDb(server.url);
    try {
      await Promise.all([a.backend.ready, b.backend.ready]);
      const title = async () => (await request(b.backend.app).get('/themed-content/c-one_place_for_benefits')).body.title as string | undefined;
      const original = await title();
      expect(original).toBeTruthy();
      // Written by another process: a backend's own write paths also update its own index directly.
      await db.query(`UPDATE content_items SET title = 'Renamed elsewhere' WHERE slug = 'c-one_place_for_benefits'`);
      let seen = await title();
      while (seen !== 'Renamed elsewhere') seen = await new Promise((resolve) => setTimeout(resolve, 20)).then(title);
      expect(seen).toBe('Renamed elsewhere');

      const item = request(a.backend.app).get('/themed-content/k-ntee_codes');
      await item.expect(200);
      await db.query(`DELETE FROM content_items WHERE slug = 'k-ntee_codes'`);
      let status = 200;
      while (status !== 404) status = (await request(b.backend.app).get('/themed-content/k-ntee_codes')).status;
      expect(status).toBe(404);
      await request(a.backend.app).get('/themed-content/k-ntee_codes').expect(404);
    } finally {
      await Promise.all([a.close(), b.close(), db.close()]);
    }
  });
});
