import type { Queryable } from './db.js';

/** Any number shared by every process importing into the same database. */
const IMPORT_LOCK = 7_401_002;

/**
 * Holds the import lock until the transaction ends: several backend processes starting together against one
 * Postgres server import one after the other, each re-checking what is already done.
 */
export async function lockImports(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK]);
}
