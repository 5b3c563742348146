import { dataRefreshFromEnv, loadConfig } from '../config.js';
import { openDb } from '../db/connect.js';
import { runMigrations } from '../db/migrate.js';
import { createDataRefresh, RefreshRunningError, SourceOffError } from '../data-refresh/index.js';
import { describeDiff, describeFile } from '../data-refresh/refresh.js';
import { DATA_SOURCES } from '../data-refresh/sources.js';
import { createMailer } from '../mail/mailer.js';
import { mailWatchers } from '../watches/watch-mail.js';

/**
 * npm run refresh-data [-- --source=irs_eo_bmf|census_saipe]
 * Fetches the public data from its publishers now (every source whose address is not switched off: IRS_BMF_URL,
 * SAIPE_URL; or the one named), checks it and switches it in, into the database of
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
  const named = process.argv.find((arg) => arg.startsWith('--source='))?.slice('--source='.length);
  if (named && !DATA_SOURCES.some((source) => source.id === named)) throw new Error(`--source is one of ${DATA_SOURCES.map((source) => source.id).join(', ')}`);
  let failed = false;
  for (const source of DATA_SOURCES.filter((item) => !named || item.id === named)) {
    if (!named && refreshConfig.baseUrls[source.id] === null) {
      console.log(`${source.name}: fetching is switched off (${source.urlVariable}=false)`);
      continue;
    }
    const done = await service.refreshAndWait('command', null, source.id);
    for (const file of done.files.filter((item) => item.outcome !== 'unchanged')) console.log(describeFile(file));
    console.log(
      `${source.name}: refresh ${done.status}, ${done.files.filter((file) => file.outcome === 'updated').length} file(s) switched in${done.diff ? `; ${describeDiff(done.diff)}` : ''}${done.error ? `; ${done.error}` : ''}`,
    );
    failed ||= done.status === 'failed' || done.status === 'interrupted';
  }
  process.exitCode = failed ? 1 : 0;
  mailer.close();
} catch (error) {
  console.error(error instanceof RefreshRunningError || error instanceof SourceOffError ? error.message : `Refresh failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
