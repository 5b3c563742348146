import { loadConfig } from '../config.js';
import { importIrsFolder } from '../data/import-irs-folder.js';

/**
 * npm run import-irs -- <folder>
 * Imports newer IRS EO BMF files (eo_xx.csv, eo1.csv..eo4.csv, plain or .gz) into the database of DATA_DIR or
 * DATABASE_URL, like the server uses. A newer file replaces its region's rows. With the embedded database, stop
 * the server first (it holds the database).
 */
const args = process.argv.slice(2);
const config = loadConfig();
process.exitCode = await importIrsFolder(
  args.length === 1 ? args[0] : undefined,
  { dataDir: config.dataDir, databaseUrl: config.databaseUrl },
  { out: (line) => console.log(line), err: (line) => console.error(line) },
);
