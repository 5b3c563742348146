import type { Db, Queryable } from '../db/db.js';

/**
 * Runs fn in one transaction. The app is given the database as a Queryable (some tests pass a stub); the
 * backend's real connection is a Db, so an admin write is never done outside a transaction.
 */
export function inTransaction<T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  if (!('transaction' in db) || typeof (db as Db).transaction !== 'function') {
    return Promise.reject(new Error('This database connection cannot run transactions.'));
  }
  return (db as Db).transaction(fn);
}

/** Postgres error codes (the same from PGlite and from a Postgres server). */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

export const isUniqueViolation = (error: unknown) => codeOf(error) === UNIQUE_VIOLATION;
export const isForeignKeyViolation = (error: unknown) => codeOf(error) === FOREIGN_KEY_VIOLATION;
