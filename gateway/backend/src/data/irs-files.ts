import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** One IRS EO BMF file found in a folder. */
export interface IrsFile {
  path: string;
  /** The file name, which is also its key in the database (eo_ak.csv.gz). */
  fileName: string;
  /** State code, 'INTL' for eo4, 'EO1'..'EO3' for the other regional files. */
  region: string;
  /** ISO date of the IRS snapshot. */
  snapshotDate: string;
}

export const MANIFEST_FILE = 'MANIFEST.json';

const STATE_FILE = /^eo_([a-z]{2})(?:_[a-z0-9_-]+)?\.csv(?:\.gz)?$/i;
const REGION_FILE = /^eo([1-4])\.csv(?:\.gz)?$/i;

/** The region an IRS file covers, read from its name; null when the name is not an EO BMF file name. */
export function irsRegionOf(fileName: string): string | null {
  const state = STATE_FILE.exec(fileName);
  if (state) return state[1]!.toUpperCase();
  const region = REGION_FILE.exec(fileName);
  if (region) return region[1] === '4' ? 'INTL' : `EO${region[1]}`;
  return null;
}

const manifestSchema = z.object({
  note: z.string().optional(),
  files: z.record(z.string(), z.object({ snapshotDate: z.iso.date() }).loose()),
});

/** Snapshot dates by file name from the folder's MANIFEST.json, if it has one. */
async function readManifest(dir: string): Promise<Record<string, string>> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    return {};
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${path.join(dir, MANIFEST_FILE)}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return Object.fromEntries(Object.entries(parsed.data.files).map(([file, entry]) => [file, entry.snapshotDate]));
}

/**
 * The IRS EO BMF files in a folder (eo_xx.csv, eo1.csv..eo4.csv, plain or .gz), oldest snapshot first so that
 * when two files cover one region the newer is imported last. A file missing from the manifest is dated by its
 * modification time.
 */
export async function listIrsFiles(dir: string): Promise<IrsFile[]> {
  const manifest = await readManifest(dir);
  const files: IrsFile[] = [];
  for (const fileName of await readdir(dir)) {
    const region = irsRegionOf(fileName);
    if (!region) continue;
    const filePath = path.join(dir, fileName);
    const info = await stat(filePath);
    if (!info.isFile()) continue;
    const snapshotDate = manifest[fileName] ?? info.mtime.toISOString().slice(0, 10);
    files.push({ path: filePath, fileName, region, snapshotDate });
  }
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return files.sort((a, b) => compare(a.snapshotDate, b.snapshotDate) || compare(a.fileName, b.fileName));
}
