import type { Queryable } from '../db/db.js';

/**
 * The IRS data as snapshots. The tables in use (irs_eo_bmf, irs_files, irs_name_words) are one snapshot; a refresh
 * fills the next one beside it (the same names with `_next`), without indexes, and builds them once it is full.
 * The switch renames the tables in one transaction, so a reader sees the whole old snapshot or the whole new one,
 * and the old one stays as `_previous` for a rollback. Every query keeps reading the tables by their plain names.
 */
export const SNAPSHOT_TABLES = ['irs_eo_bmf', 'irs_files', 'irs_name_words'] as const;

type Slot = '' | '_next' | '_previous';

const tableIn = (table: string, slot: Slot) => `${table}${slot}`;
/** An index keeps its canonical name in use; beside it, the slot's suffix (`irs_eo_bmf_ein_idx__next`). */
const indexIn = (index: string, slot: Slot) => (slot ? `${index}_${slot}` : index);

interface IndexOf {
  name: string;
  definition: string;
  primary: boolean;
}

async function indexesOf(db: Queryable, table: string): Promise<IndexOf[]> {
  return db.query<IndexOf>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition, x.indisprimary AS primary
     FROM pg_index x
     JOIN pg_class i ON i.oid = x.indexrelid
     JOIN pg_class t ON t.oid = x.indrelid
     WHERE t.relname = $1 AND t.relnamespace = current_schema()::regnamespace
     ORDER BY i.relname`,
    [table],
  );
}

/** The canonical name of an index found in a slot. */
const canonical = (name: string, slot: Slot) => (slot && name.endsWith(`_${slot}`) ? name.slice(0, -slot.length - 1) : name);

/** Drops the next snapshot's tables, made by a refresh that failed or died. */
export async function dropNextSnapshot(db: Queryable): Promise<void> {
  await db.exec(`DROP TABLE IF EXISTS ${SNAPSHOT_TABLES.map((t) => tableIn(t, '_next')).join(', ')}, irs_changes_next`);
}

/** Starts an empty next snapshot beside the one in use: the same columns, no indexes yet. */
export async function createNextSnapshot(db: Queryable): Promise<void> {
  await dropNextSnapshot(db);
  for (const table of SNAPSHOT_TABLES) {
    await db.exec(`CREATE TABLE ${tableIn(table, '_next')} (LIKE ${table} INCLUDING DEFAULTS)`);
  }
}

/** Copies the rows of the files that stay (those no new file replaces) into the next snapshot. */
export async function copyKeptFiles(db: Queryable, fileNames: readonly string[]): Promise<void> {
  if (fileNames.length === 0) return;
  await db.query('INSERT INTO irs_eo_bmf_next SELECT * FROM irs_eo_bmf WHERE source_file = ANY($1::text[])', [fileNames]);
  await db.query('INSERT INTO irs_files_next SELECT * FROM irs_files WHERE file_name = ANY($1::text[])', [fileNames]);
}

/**
 * Completes the next snapshot once its rows are in: the name words counted from its names, and every index the
 * tables in use have (built once, which is far faster than keeping them up to date row by row), then the planner's
 * statistics.
 */
export async function finishNextSnapshot(db: Queryable): Promise<void> {
  // The same words as name-words.ts: runs of A-Z and 0-9, upper-cased.
  await db.exec(
    `INSERT INTO irs_name_words_next (word, n)
     SELECT upper(word), count(*)::int FROM irs_eo_bmf_next, regexp_split_to_table(name, '[^A-Za-z0-9]+') AS word
     WHERE word <> '' GROUP BY 1`,
  );
  for (const table of SNAPSHOT_TABLES) {
    const next = tableIn(table, '_next');
    for (const index of await indexesOf(db, table)) {
      const name = indexIn(index.name, '_next');
      // pg_get_indexdef names the index and its table once each, in this order.
      const definition = index.definition
        .replace(`INDEX ${index.name} ON`, `INDEX ${name} ON`)
        .replace(new RegExp(`ON (\\w+\\.)?${table} USING`), `ON $1${next} USING`);
      await db.exec(definition);
      if (index.primary) await db.exec(`ALTER TABLE ${next} ADD CONSTRAINT ${name} PRIMARY KEY USING INDEX ${name}`);
    }
  }
  await db.exec(`ANALYZE ${SNAPSHOT_TABLES.map((t) => tableIn(t, '_next')).join(', ')}`);
}

/** Renames a table and its indexes from one slot to another. */
async function move(tx: Queryable, table: string, from: Slot, to: Slot): Promise<void> {
  for (const index of await indexesOf(tx, tableIn(table, from))) {
    await tx.exec(`ALTER INDEX ${index.name} RENAME TO ${indexIn(canonical(index.name, from), to)}`);
  }
  await tx.exec(`ALTER TABLE ${tableIn(table, from)} RENAME TO ${tableIn(table, to)}`);
}

/**
 * Switches the next snapshot in, inside the caller's transaction: the one in use becomes the previous (the one
 * kept before it is dropped).
 */
export async function switchToNextSnapshot(tx: Queryable): Promise<void> {
  await tx.exec(`DROP TABLE IF EXISTS ${SNAPSHOT_TABLES.map((t) => tableIn(t, '_previous')).join(', ')}`);
  for (const table of SNAPSHOT_TABLES) await move(tx, table, '', '_previous');
  for (const table of SNAPSHOT_TABLES) await move(tx, table, '_next', '');
}

/** The channel on which a switch is announced at commit, with the refresh's id: every backend follows it at once. */
export const SNAPSHOT_CHANNEL = 'irs_snapshots';

export async function announceSwitch(tx: Queryable, refreshId: number): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [SNAPSHOT_CHANNEL, String(refreshId)]);
}

/** Whether a previous snapshot is kept. */
export async function hasPreviousSnapshot(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ kept: boolean }>(`SELECT to_regclass('irs_eo_bmf_previous') IS NOT NULL AS kept`);
  return row?.kept === true;
}

/**
 * Switches the previous snapshot back in, inside the caller's transaction. The one it replaces goes to the next
 * slot, for the caller to read what the rollback changed before it drops it.
 */
export async function switchToPreviousSnapshot(tx: Queryable): Promise<void> {
  await dropNextSnapshot(tx);
  for (const table of SNAPSHOT_TABLES) await move(tx, table, '', '_next');
  for (const table of SNAPSHOT_TABLES) await move(tx, table, '_previous', '');
}
