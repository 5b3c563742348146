/**
 * `openDb` for the test run on a Postgres server (jest.postgres.config.cjs maps the backend's db/connect to this
 * file): where a test asks for the embedded database in a data folder, it gets a database of its own on the test
 * server instead, the same one again for the same folder (a restart on the same data). A databaseUrl given is used
 * as it is.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { ConnectOptions } from '../db/connect.js';
import type { Db } from '../db/db.js';
import { openPostgresDb } from '../db/postgres-db.js';

export type { ConnectOptions };

const SERVER_URL = 'X4I_TEST_POSTGRES_URL';
const created = new Set<string>();

async function databaseFor(dataDir: string): Promise<string> {
  const server = process.env[SERVER_URL];
  if (!server) throw new Error(`${SERVER_URL} is not set: the Postgres test run's global setup starts the server and sets it`);
  const name = `x4i_${createHash('sha1').update(dataDir).digest('hex').slice(0, 20)}`;
  if (!created.has(name)) {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    created.add(name);
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function openDb({ dataDir, databaseUrl }: ConnectOptions): Promise<Db> {
  return openPostgresDb(databaseUrl ?? (await databaseFor(dataDir)));
}
