import type { Db } from '../db/db.js';
import { describeIrsImport, importIrsFiles } from './irs-import.js';
import { listIrsFiles } from './irs-files.js';
import { importReferenceData } from './reference-data.js';
import { importCompensationData } from '../compensation/import/compensation-import.js';

export interface ShippedDataOptions {
  /** Folder with the reference CSV files (NTEE, IRS code tables, SDG goals, states). */
  referenceDir: string;
  /** Folder with the IRS EO BMF files. */
  irsDir: string;
  log: (message: string) => void;
  signal?: AbortSignal;
}

/**
 * Loads what is new in the shipped datasets: the reference tables in one transaction, then each IRS file in its
 * own, then the compensation files in one, so an interrupted first start resumes where it stopped. A restart after a complete import only hashes
 * the files and finds them all imported.
 */
export async function importShippedData(db: Db, { referenceDir, irsDir, log, signal }: ShippedDataOptions): Promise<{ changed: boolean }> {
  const started = Date.now();
  const reference = await importReferenceData(db, referenceDir);
  if (reference.loaded.length > 0) {
    log(`Reference data: loaded ${reference.loaded.map((r) => `${r.file} (${r.rows})`).join(', ')}`);
  }
  const results = await importIrsFiles(db, await listIrsFiles(irsDir), { atomic: false, signal, log });
  const imported = results.filter((r) => r.action === 'imported');
  for (const result of results) {
    if (result.action === 'imported' || result.reason !== 'already imported') log(`IRS EO BMF ${describeIrsImport(result)}`);
  }
  // After the IRS files: an officer's organisation is looked up among them.
  const compensation = await importCompensationData(db, referenceDir);
  if (compensation.action === 'imported') {
    log(`Compensation: loaded ${compensation.ceo} CEO records, ${compensation.officers} paid officer rows, ${compensation.titles} standard titles, ${compensation.variants} title variants`);
  }
  const changed = imported.length > 0 || reference.loaded.length > 0 || compensation.action === 'imported';
  log(
    changed
      ? `Data import done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${imported
          .reduce((sum, r) => sum + r.rows, 0)
          .toLocaleString('en-US')} IRS rows from ${imported.length} file(s)`
      : `Data up to date (${results.length} IRS files, ${reference.unchanged.length} reference files already imported)`,
  );
  return { changed };
}
