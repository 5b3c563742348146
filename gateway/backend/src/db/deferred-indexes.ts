import type { Queryable } from './db.js';

/**
 * Filling an empty table (and the tables derived from it, alsoOf) is much faster without their indexes, built
 * once at the end. The definitions wait in
 * deferred_indexes meanwhile, so an import that dies half-way leaves them for the next import to restore.
 */
export async function deferIndexesIfEmpty(tx: Queryable, table: string, alsoOf: readonly string[] = []): Promise<string[]> {
  const [row] = await tx.query(`SELECT 1 FROM ${table} LIMIT 1`);
  if (row) return [];
  // Primary keys and unique indexes stay: they enforce the data, and ON CONFLICT needs them.
  const indexes = await tx.query<{ indexname: string; indexdef: string }>(
    `SELECT i.relname AS indexname, pg_get_indexdef(i.oid) AS indexdef
     FROM pg_index x
     JOIN pg_class i ON i.oid = x.indexrelid
     JOIN pg_class t ON t.oid = x.indrelid
     WHERE t.relname = ANY($1::text[]) AND t.relnamespace = current_schema()::regnamespace
       AND NOT x.indisprimary AND NOT x.indisunique
     ORDER BY i.relname`,
    [[table, ...alsoOf]],
  );
  for (const index of indexes) {
    await tx.query('INSERT INTO deferred_indexes (index_name, definition) VALUES ($1, $2)', [index.indexname, index.indexdef]);
    await tx.exec(`DROP INDEX ${index.indexname}`);
  }
  return indexes.map((index) => index.indexname);
}

/** Builds the deferred indexes; returns their names (none when nothing was deferred). */
export async function restoreDeferredIndexes(tx: Queryable): Promise<string[]> {
  const deferred = await tx.query<{ index_name: string; definition: string }>(
    'SELECT index_name, definition FROM deferred_indexes ORDER BY index_name',
  );
  for (const index of deferred) {
    await tx.exec(index.definition);
    await tx.query('DELETE FROM deferred_indexes WHERE index_name = $1', [index.index_name]);
  }
  return deferred.map((index) => index.index_name);
}
