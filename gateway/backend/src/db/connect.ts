import path from 'node:path';
import type { Db } from './db.js';
import { openPgliteDb } from './pglite-db.js';
import { openPostgresDb } from './postgres-db.js';

export interface ConnectOptions {
  /** The embedded database lives in <dataDir>/pglite. */
  dataDir: string;
  /** A Postgres server to use instead of the embedded database. */
  databaseUrl?: string;
}

export function openDb({ dataDir, databaseUrl }: ConnectOptions): Promise<Db> {
  return databaseUrl ? openPostgresDb(databaseUrl) : openPgliteDb(path.join(dataDir, 'pglite'));
}
