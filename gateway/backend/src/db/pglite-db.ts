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

/** The lock file beside an embedded database's folder. */
export const lockFileOf = (dir: string) => `${dir}.lock`;

/** The live process that holds the embedded database in dir, or null. */
export async function databaseOwner(dir: string): Promise<number | null> {
  const owner = Number.parseInt(await readFile(lockFileOf(dir), 'utf8').catch(() => ''), 10);
  return Number.isInteger(owner) && owner > 0 && isAlive(owner) ? owner : null;
}

/**
 * PGlite is one process's private database: a second process opening the same folder would corrupt it.
 * A lock file with the owner's pid turns that mistake into a clear error.
 */
async function takeLock(dir: string): Promise<void> {
  const owner = await databaseOwner(dir);
  if (owner !== null) {
    throw new Error(`The database in ${path.dirname(dir)} is in use by process ${owner}. Stop that process first, or use a Postgres server (DATABASE_URL).`);
  }
  await writeFile(lockFileOf(dir), String(process.pid));
}

/** Opens (creating on first use) the embedded database in dir, with pg_trgm loaded. */
export async function openPgliteDb(dir: string): Promise<Db> {
  await mkdir(dir, { recursive: true });
  const lockFile = lockFileOf(dir);
  await takeLock(dir);
  let pg: PGlite;
  try {
    pg = await PGlite.create(dir, { extensions: { pg_trgm } });
  } catch (error) {
    await rm(lockFile, { force: true });
    throw error;
  }
  const main = wrap(pg);
  // One session runs one statement at a time: the others wait in PGlite's queue.
  let inFlight = 0;
  const counted =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      inFlight += 1;
      try {
        return await run(...args);
      } finally {
        inFlight -= 1;
      }
    };
  return {
    kind: 'pglite',
    connections: () => ({ open: 1, idle: inFlight === 0 ? 1 : 0, waiting: Math.max(0, inFlight - 1) }),
    query: counted(main.query) as Db['query'],
    exec: counted(main.exec),
    transaction: counted((fn) => pg.transaction((tx) => fn(wrap(tx)))) as Db['transaction'],
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
