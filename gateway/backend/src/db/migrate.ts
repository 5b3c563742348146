import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsDir } from '../paths.js';
import type { Db } from './db.js';

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** Any number shared by every process that migrates the same database. */
const MIGRATION_LOCK = 7_401_001;

export async function loadMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  return Promise.all(
    files.map(async (file) => {
      const [, version, name] = MIGRATION_FILE.exec(file)!;
      return { version: version!, name: name!, sql: await readFile(path.join(dir, file), 'utf8') };
    }),
  );
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in order, each in its own transaction.
 * An advisory lock makes concurrent starts against one Postgres server wait instead of racing.
 * Returns the versions applied (none on a database that is up to date).
 */
export async function runMigrations(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  // Under the lock too: two CREATE TABLE IF NOT EXISTS at once on a new database collide in the catalogue.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of all) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const found = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (found.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
