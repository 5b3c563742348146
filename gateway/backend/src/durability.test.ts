/**
 * kill -9 of the backend, the process that holds the database, while four clients write: every write it
 * acknowledged is there after a restart on the same data. On the embedded database and on a Postgres server.
 */
import { openDb } from './db/connect.js';
import { findPostgresBin, MISSING_POSTGRES, startPostgres, type PostgresServer } from './testing/postgres-server.js';
import { FIXTURE_IRS_DIR, removeTempDirs, tempDir } from './testing/test-backend.js';
import { exited, freePort, startBackendProcess } from './testing/backend-process.js';

jest.setTimeout(5 * 60_000);

const WRITERS = 4;

async function untilHealthy(base: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    const status = await fetch(`${base}/healthz`)
      .then((response) => response.json() as Promise<{ status?: string }>)
      .catch(() => null);
    if (status?.status === 'ok') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the backend did not become healthy');
}


/** Writes contact messages until the backend stops answering; answers the messages it acknowledged (201). */
async function writer(base: string, index: number): Promise<string[]> {
  const acknowledged: string[] = [];
  for (let n = 0; ; n += 1) {
    const message = `Writer ${index}, message ${n}`;
    try {
      const response = await fetch(`${base}/contact`, {
        method: 'POST',
        // Each message from its own address, as the gateway would forward it: the per-address limit never applies.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${index}.${n >> 8}.${n & 255}` },
        body: JSON.stringify({ name: `Writer ${index}`, email: `writer${index}@example.org`, message }),
      });
      if (response.status !== 201) throw new Error(`answered ${response.status}`);
      acknowledged.push(message);
    } catch {
      return acknowledged;
    }
  }
}

async function killDuringWrites(env: Record<string, string>, databaseUrl?: string) {
  const dataDir = await tempDir('kill9');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const processEnv = { PORT: String(port), DATA_DIR: dataDir, IRS_DIR: FIXTURE_IRS_DIR, ...env };
  let backend = startBackendProcess(processEnv);
  await untilHealthy(base);
  const writing = Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(base, index)));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  backend.kill('SIGKILL');
  await exited(backend);
  const acknowledged = (await writing).flat();

  // The same data, started again: it comes up, then stops cleanly so the check can open the database itself.
  backend = startBackendProcess(processEnv);
  await untilHealthy(base);
  backend.kill('SIGTERM');
  await exited(backend);
  const db = await openDb({ dataDir, databaseUrl });
  try {
    const stored = new Set((await db.query<{ message: string }>('SELECT message FROM contact_messages')).map(({ message }) => message));
    return { acknowledged, missing: acknowledged.filter((message) => !stored.has(message)) };
  } finally {
    await db.close();
  }
}

afterAll(removeTempDirs);

test('on the embedded database, no acknowledged write is lost', async () => {
  const { acknowledged, missing } = await killDuringWrites({});
  console.log(`kill -9 (embedded database): ${acknowledged.length} writes acknowledged, ${missing.length} missing after the restart`);
  expect(acknowledged.length).toBeGreaterThan(WRITERS);
  expect(missing).toEqual([]);
});

describe('on a Postgres server', () => {
  let postgres: PostgresServer;
  beforeAll(async () => {
    if (!findPostgresBin()) throw new Error(MISSING_POSTGRES);
    postgres = await startPostgres();
  });
  afterAll(() => postgres?.stop());

  test('no acknowledged write is lost', async () => {
    const { acknowledged, missing } = await killDuringWrites({ DATABASE_URL: postgres.url }, postgres.url);
    console.log(`kill -9 (Postgres server): ${acknowledged.length} writes acknowledged, ${missing.length} missing after the restart`);
    expect(acknowledged.length).toBeGreaterThan(WRITERS);
    expect(missing).toEqual([]);
  });
});
