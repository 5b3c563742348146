import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { databaseOwner } from '../db/pglite-db.js';

/** What a data folder holds that is the product's: the embedded database, the sign-in secrets and keys, the deployed remotes. */
export const BACKED_UP_PARTS = ['pglite', 'identity', 'remotes'] as const;
const MANIFEST = 'x4i-backup.json';
const FORMAT = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  parts: string[];
}

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

const exists = (file: string) => stat(file).then(() => true, () => false);

/** Refuses while a process holds the embedded database: a copy of a running database's files is not consistent. */
async function refuseWhileRunning(dataDir: string, doing: string): Promise<void> {
  const owner = await databaseOwner(path.join(dataDir, 'pglite'));
  if (owner !== null) throw new BackupError(`The product is running (process ${owner}) with the data in ${dataDir}. Stop it, then ${doing}.`);
}

/**
 * Writes the product's parts of dataDir into one gzipped tar file, with a manifest. The file appears whole or not
 * at all (written beside it, then renamed).
 */
export async function backupDataDir(dataDir: string, file: string, now = new Date()): Promise<BackupManifest> {
  await refuseWhileRunning(dataDir, 'back it up');
  const parts: string[] = [];
  for (const part of BACKED_UP_PARTS) if (await exists(path.join(dataDir, part))) parts.push(part);
  if (!parts.includes('pglite')) throw new BackupError(`There is no embedded database in ${dataDir} (no pglite folder). With a Postgres server, use pg_dump.`);
  const manifest: BackupManifest = { format: FORMAT, createdAt: now.toISOString(), parts };
  // The manifest rides in the folder for the moment of the copy (nothing runs on it: see refuseWhileRunning).
  const manifestFile = path.join(dataDir, MANIFEST);
  const partial = `${file}.partial`;
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  try {
    await tar.create({ gzip: true, portable: true, file: partial, cwd: dataDir, filter: (entry) => !entry.endsWith('.lock') }, [MANIFEST, ...parts]);
    await rename(partial, file);
  } finally {
    await rm(manifestFile, { force: true });
    await rm(partial, { force: true });
  }
  return manifest;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the parts that were replaced now are (kept, not deleted), or null when there were none. */
  previous: string | null;
}

/**
 * Puts a backup's parts in dataDir. The file is unpacked and checked beside the data first; only then are the
 * current parts moved aside (into `before-restore-<time>`, kept for the operator) and the backup's moved in.
 */
export async function restoreDataDir(dataDir: string, file: string, now = new Date()): Promise<RestoreResult> {
  await refuseWhileRunning(dataDir, 'restore');
  if (!(await exists(file))) throw new BackupError(`There is no backup file at ${file}.`);
  await mkdir(dataDir, { recursive: true });
  const unpacked = await mkdtemp(path.join(dataDir, '.restoring-'));
  try {
    await tar.extract({ file, cwd: unpacked, strict: true }).catch((error: unknown) => {
      throw new BackupError(`${file} is not a backup this product can read: ${(error as Error).message}`);
    });
    const manifest = JSON.parse(await readFile(path.join(unpacked, MANIFEST), 'utf8').catch(() => 'null')) as BackupManifest | null;
    if (!manifest || manifest.format !== FORMAT || !manifest.parts?.includes('pglite')) throw new BackupError(`${file} is not a backup this product can read: it has no manifest of format ${FORMAT}.`);
    for (const part of manifest.parts) {
      if (!(BACKED_UP_PARTS as readonly string[]).includes(part) || !(await exists(path.join(unpacked, part)))) throw new BackupError(`${file} is incomplete: it lists ${part} but does not hold it.`);
    }
    const previousDir = path.join(dataDir, `before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
    let previous: string | null = null;
    for (const part of BACKED_UP_PARTS) {
      if (!(await exists(path.join(dataDir, part)))) continue;
      await mkdir(previousDir, { recursive: true });
      await rename(path.join(dataDir, part), path.join(previousDir, part));
      previous = previousDir;
    }
    for (const part of manifest.parts) await rename(path.join(unpacked, part), path.join(dataDir, part));
    return { manifest, previous };
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}
