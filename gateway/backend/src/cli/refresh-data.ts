import { dataRefreshFromEnv, loadConfig } from '../config.js';
import { openDb } from '../db/connect.js';
import { runMigrations } from '../db/migrate.js';
import { createDataRefresh, RefreshRunningError, SourceOffError } from '../data-refresh/index.js';
import { describeDiff, describeFile } from '../data-refresh/refresh.js';
import { createMailer } from '../mail/mailer.js';
import { mailWatchers } from '../watches/watch-mail.js';

/**
 * npm run refresh-data
 * Fetches the public data from its publishers now (IRS_BMF_URL), checks it and switches it in, into the database of
 * DATA_DIR or DATABASE_URL, like the server uses, and prints each file's outcome and what changed. With the embedded
 * database, stop the server first (it holds the database); on a Postgres server, running backends take the new
 * snapshot within 30 s, and a refresh already running elsewhere is refused.
 */
const config = loadConfig();
const refreshConfig = dataRefreshFromEnv();
const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  await runMigrations(db);
  // Members who watch an organisation the refresh changed get their e-mail from here too (SMTP_URL, else the outbox).
  const mailer = createMailer(db, {
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from ?? `X4I <no-reply@${new URL(config.mail.siteUrl ?? 'http://localhost').hostname}>`,
    teamEmail: config.mail.teamEmail,
    siteUrl: config.mail.siteUrl,
    log: (line) => console.log(line),
  });
  const service = createDataRefresh(db, {
    config: { ...refreshConfig, schedule: false },
    dataDir: config.dataDir,
    log: (line) => console.log(line),
    soleOwner: db.kind === 'pglite',
    onSwitched: async (refreshId) => {
      await mailWatchers(db, mailer, refreshId, (line) => console.log(line));
    },
  });
  const done = await service.refreshAndWait('command', null);
  for (const file of done.files.filter((item) => item.outcome !== 'unchanged')) console.log(describeFile(file));
  console.log(
    `Refresh ${done.status}: ${done.files.filter((file) => file.outcome === 'updated').length} file(s) switched in${done.diff ? `; ${describeDiff(done.diff)}` : ''}${done.error ? `; ${done.error}` : ''}`,
  );
  process.exitCode = done.status === 'failed' || done.status === 'interrupted' ? 1 : 0;
  mailer.close();
} catch (error) {
  console.error(error instanceof RefreshRunningError || error instanceof SourceOffError ? error.message : `Refresh failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
