import path from 'node:path';
import { BackupError, backupDataDir } from '../backup/backup.js';
import { loadConfig } from '../config.js';

/**
 * npm run backup [-- <file>]
 * Writes the embedded data of DATA_DIR (database, sign-in secrets and keys, deployed remotes) into one .tar.gz,
 * by default `x4i-backup-<date>.tar.gz` where npm was run. Stop the product first. With a Postgres server
 * (DATABASE_URL), back up with pg_dump instead (docs/operations.md, Backup and restore).
 */
const args = process.argv.slice(2);
const config = loadConfig();
const invoked = process.env.INIT_CWD?.trim() || process.cwd();
const file = path.resolve(invoked, args[0] ?? `x4i-backup-${new Date().toISOString().slice(0, 10)}.tar.gz`);
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: the data is on a Postgres server. Back it up with pg_dump (docs/operations.md, Backup and restore).');
  process.exit(2);
}
try {
  const manifest = await backupDataDir(config.dataDir, file);
  console.log(`Backed up ${manifest.parts.join(', ')} of ${config.dataDir} to ${file}`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
