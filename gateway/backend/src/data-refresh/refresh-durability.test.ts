/**
 * A refresh in a real backend process: pages' API calls answer throughout it, and kill -9 in the middle leaves the
 * previous data serving, never half a file; the next refresh starts clean and completes. On the embedded database
 * and on a Postgres server (this file starts its own, so the Postgres configuration of the suite skips it).
 */
import { openDb } from '../db/connect.js';
import type { Db } from '../db/db.js';
import { findPostgresBin, MISSING_POSTGRES, startPostgres, type PostgresServer } from '../testing/postgres-server.js';
import { startIrsSourceServer, type IrsSourceServer } from '../testing/irs-source-server.js';
import { syntheticStateFile } from '../testing/synthetic-irs.js';
import { FIXTURE_IRS_DIR, removeTempDirs, tempDir } from '../testing/test-backend.js';
import { refreshSource } from './refresh.js';
import { IRS_EO_BMF_SOURCE } from './sources.js';
import { exited, freePort, startBackendProcess } from '../testing/backend-process.js';

jest.setTimeout(5 * 60_000);

const CA_ROWS = 30_000;
const PROBE = 'PACIFIC REFRESH PROBE FOUNDATION';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(ask: () => Promise<T | null | undefined | false>, what: string, tries = 900): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const answer = await ask().catch(() => null);
    if (answer) return answer;
    await pause(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const healthy = (base: string) => until(async () => ((await (await fetch(`${base}/healthz`)).json()) as { status?: string }).status === 'ok', 'the backend');
const found = async (base: string, q: string) => ((await (await fetch(`${base}/x4i-nonprofit/search?q=${encodeURIComponent(q)}`)).json()) as { total: number }).total;

/** Clients reading what pages read, until stopped: every answer's status. */
function readers(base: string, clients: number) {
  let stop = false;
  const statuses: number[] = [];
  const paths = ['/x4i-nonprofit/search?q=habitat', '/money-flow', '/x4i-nonprofit/finder-page', '/report/landscape?landscape=state-guide&state=VT', '/v1/organizations?state=AK'];
  const running = Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = client; !stop; n += 1) {
        const response = await fetch(`${base}${paths[n % paths.length]}`, { headers: { 'x-forwarded-for': `10.9.${client}.${n & 255}` } }).catch(() => null);
        statuses.push(response?.status ?? 0);
        await response?.arrayBuffer().catch(() => undefined);
      }
    }),
  );
  return {
    async stop() {
      stop = true;
      await running;
      return statuses;
    },
  };
}

async function killDuringRefresh(server: IrsSourceServer, databaseUrl?: string) {
  const dataDir = await tempDir('refresh-kill');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), DATA_DIR: dataDir, IRS_DIR: FIXTURE_IRS_DIR, IRS_BMF_URL: server.url, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const body = String(server.files.get('eo_ca.csv')!.body);
  server.sent.clear();

  // Monthly, and no refresh ever ran: the first start takes the files from the publisher once the shipped ones are in.
  let backend = startBackendProcess({ ...env, DATA_REFRESH_SCHEDULE: 'monthly' });
  await healthy(base);
  const load = readers(base, 4);
  await until(async () => (server.sent.get('eo_ca.csv') ?? 0) > body.length / 3, 'a third of the California file');
  const statuses = await load.stop();
  backend.kill('SIGKILL');
  await exited(backend);

  backend = startBackendProcess({ ...env, DATA_REFRESH_SCHEDULE: 'false' });
  await healthy(base);
  const afterKill = { probe: await found(base, PROBE), vermont: await found(base, 'vermont') };
  backend.kill('SIGTERM');
  await exited(backend);

  // The next refresh, from a process of its own (npm run refresh-data would do the same), once the dead one's
  // heartbeat is old: it starts clean and takes the whole file.
  server.files.set('eo_ca.csv', { body });
  const db: Db = await openDb({ dataDir, databaseUrl });
  try {
    const later = () => new Date(Date.now() + 5 * 60_000);
    const done = await refreshSource(db, { trigger: 'command', requestedBy: null }, { source: IRS_EO_BMF_SOURCE, baseUrl: server.url, stagingDir: `${dataDir}/refresh`, log: () => undefined, now: later });
    const history = await db.query<{ trigger: string; status: string }>('SELECT trigger, status FROM data_refreshes ORDER BY id');
    const [ca] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM irs_eo_bmf WHERE source_file = 'eo_ca.csv'`);
    const leftovers = await db.query(`SELECT 1 FROM pg_class WHERE relname = 'irs_eo_bmf_next'`);
    return { statuses, afterKill, done, history, caRows: Number(ca!.n), leftovers: leftovers.length };
  } finally {
    await db.close();
  }
}

let server: IrsSourceServer;
beforeAll(async () => {
  server = await startIrsSourceServer();
});
beforeEach(async () => {
  // About 6 MB sent 64 KB every 60 ms: the download takes several seconds, as a state's file does from the IRS.
  server.files.set('eo_ca.csv', { body: await syntheticStateFile('CA', CA_ROWS, 940_000_000, PROBE), chunkDelayMs: 60 });
});
afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

function expectClean(result: Awaited<ReturnType<typeof killDuringRefresh>>) {
  expect(result.statuses.length).toBeGreaterThan(20);
  expect(result.statuses.filter((status) => status !== 200)).toEqual([]);
  expect(result.afterKill.probe).toBe(0);
  expect(result.afterKill.vermont).toBeGreaterThan(0);
  expect(result.history.map((row) => [row.trigger, row.status])).toEqual([
    ['first-start', 'interrupted'],
    ['command', 'partial'],
  ]);
  expect(result.done.files.find((file) => file.file === 'eo_ca.csv')).toMatchObject({ outcome: 'updated', rows: CA_ROWS, badRows: 0 });
  expect(result.caRows).toBe(CA_ROWS);
  expect(result.leftovers).toBe(0);
}

test('on the embedded database: pages answer during a refresh, and kill -9 leaves the previous data whole', async () => {
  const result = await killDuringRefresh(server);
  console.log(`refresh under load (embedded database): ${result.statuses.length} answers, all 200; after kill -9 the half-read file was not there`);
  expectClean(result);
});

describe('on a Postgres server', () => {
  let postgres: PostgresServer;
  beforeAll(async () => {
    if (!findPostgresBin()) throw new Error(MISSING_POSTGRES);
    postgres = await startPostgres();
  });
  afterAll(() => postgres?.stop());

  test('pages answer during a refresh, and kill -9 leaves the previous data whole', async () => {
    const result = await killDuringRefresh(server, postgres.url);
    console.log(`refresh under load (Postgres server): ${result.statuses.length} answers, all 200; after kill -9 the half-read file was not there`);
    expectClean(result);
  });
});
