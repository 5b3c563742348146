import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db.js';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's private database: a second process opening the same folder would corrupt it.
 * A lock file with the owner's pid turns that mistake into a clear error.
 */
async function takeLock(lockFile: string): Promise<void> {
  const owner = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
  if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
    throw new Error(
      `The database in ${path.dirname(lockFile)} is in use by process ${owner}. Stop that process first, or use a Postgres server (DATABASE_URL).`,
    );
  }
  await writeFile(lockFile, String(process.pid));
}

/** Opens (creating on first use) the embedded database in dir, with pg_trgm loaded. */
export async function openPgliteDb(dir: string): Promise<Db> {
  await mkdir(dir, { recursive: true });
  const lockFile = `${dir}.lock`;
  await takeLock(lockFile);
  let pg: PGlite;
  try {
    pg = await PGlite.create(dir, { extensions: { pg_trgm } });
  } catch (error) {
    await rm(lockFile, { force: true });
    throw error;
  }
  const main = wrap(pg);
  return {
    kind: 'pglite',
    query: main.query,
    exec: main.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // One session: its own NOTIFYs come back to it, at commit.
    listen: async (channel, onNotice) => {
      await pg.listen(channel, onNotice);
    },
    async close() {
      if (!pg.closed) await pg.close();
      await rm(lockFile, { force: true });
    },
  };
}
