import path from 'node:path';
import { BackupError, restoreDataDir } from '../backup/backup.js';
import { loadConfig } from '../config.js';

/**
 * npm run restore -- <file>
 * Puts a backup made by `npm run backup` into DATA_DIR. What was there is moved to `before-restore-<time>` in
 * DATA_DIR, not deleted. Stop the product first.
 */
const args = process.argv.slice(2);
if (args.length !== 1) {
  console.error('Usage: npm run restore -- <backup file>');
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: the data is on a Postgres server. Restore it with pg_restore (docs/operations.md, Backup and restore).');
  process.exit(2);
}
const file = path.resolve(process.env.INIT_CWD?.trim() || process.cwd(), args[0]!);
try {
  const { manifest, previous } = await restoreDataDir(config.dataDir, file);
  console.log(`Restored ${manifest.parts.join(', ')} from the backup of ${manifest.createdAt} into ${config.dataDir}`);
  if (previous) console.log(`What was there before is in ${previous}; delete it when the restored product runs as it should.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
