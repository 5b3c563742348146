import { access } from 'node:fs/promises';
import path from 'node:path';
import { openDb, type ConnectOptions } from '../db/connect.js';
import type { Db } from '../db/db.js';
import { runMigrations } from '../db/migrate.js';
import { describeIrsImport, importIrsFiles } from './irs-import.js';
import { listIrsFiles } from './irs-files.js';

/**
 * What `npm run import-irs -- <folder>` does: imports the IRS EO BMF files of a folder in one transaction
 * (a failure changes nothing) and prints what happened. Returns the process exit code.
 */
export async function importIrsFolder(
  folder: string | undefined,
  database: ConnectOptions,
  print: { out: (line: string) => void; err: (line: string) => void },
): Promise<number> {
  if (!folder) {
    print.err('Usage: npm run import-irs -- <folder with eo_xx.csv or eo1.csv..eo4.csv files, plain or .gz>');
    return 2;
  }
  const dir = path.resolve(folder);
  try {
    await access(dir);
  } catch {
    print.err(`No such folder: ${dir}`);
    return 2;
  }
  const files = await listIrsFiles(dir);
  if (files.length === 0) {
    print.err(`No IRS EO BMF files (eo_xx.csv, eo1.csv..eo4.csv, plain or .gz) in ${dir}`);
    return 2;
  }
  let db: Db | null = null;
  try {
    db = await openDb(database);
    await runMigrations(db);
    print.out(`Importing ${files.length} file(s) from ${dir} into ${database.databaseUrl ? 'the Postgres server' : database.dataDir}`);
    const results = await importIrsFiles(db, files, { atomic: true, log: print.out });
    for (const result of results) print.out(describeIrsImport(result));
    const imported = results.filter((r) => r.action === 'imported');
    print.out(
      imported.length > 0
        ? `Done: ${imported.reduce((sum, r) => sum + r.rows, 0).toLocaleString('en-US')} rows from ${imported.length} file(s). A running server picks the change up within a minute.`
        : 'Done: nothing new to import.',
    );
    return 0;
  } catch (error) {
    print.err(`Import failed, nothing was changed: ${(error as Error).message}`);
    return 1;
  } finally {
    await db?.close();
  }
}
