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

/** Any number shared by every process that sends the biweekly digest from the same database. */
const DIGEST_LOCK = 7_401_003;

/**
 * Holds the digest lock until the transaction ends: two backend processes checking at the same moment decide one
 * after the other whether a period is due, so the second sees the first one's claim.
 */
export async function lockDigest(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [DIGEST_LOCK]);
}
