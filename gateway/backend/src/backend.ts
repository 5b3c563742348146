import type express from 'express';
import { irsCoverageNote } from '@x4i/shared/domain';
import { createApp } from './app.js';
import type { BackendStatus } from './http/backend-status.js';
import type { IrsLetterDestination } from '@x4i/shared/contracts';
import { dataRefreshFromEnv, demoContentFromEnv, digestScheduleFromEnv, irsLetterFromEnv, mailConfigFromEnv, nameSearchFromEnv, upstreamProvidersFromEnv, type DataRefreshConfig, type MailConfig } from './config.js';
import { shippedDemoContentDir, startContent, type ContentService } from './content/index.js';
import { openDb } from './db/connect.js';
import type { Db } from './db/db.js';
import { runMigrations } from './db/migrate.js';
import { importShippedData } from './data/first-start-import.js';
import { createNonprofitData, type NameSearchOptions } from './nonprofit-data.js';
import { createDataRefresh, type DataRefreshService } from './data-refresh/index.js';
import { mailWatchers } from './watches/watch-mail.js';
import { versionOf } from './money-flow/aggregate.js';
import { getFreshness } from './db/queries/finder-page.js';
import { indicatorsChanged } from './reports/indicator-generation.js';
import { createDataServices } from './services.js';
import { shippedDataDir, shippedIrsDir } from './paths.js';
import { keepAccessAnswers } from './identity/access-cache.js';
import { localVerifier, remoteVerifier, type AccessTokenVerifier } from './identity/access-tokens.js';
import { removeDemoAccounts, seedDemoAccounts } from './identity/demo-accounts.js';
import { createEmbeddedProvider, trimUrl, type EmbeddedIdentityOptions, type EmbeddedProvider } from './identity/embedded-provider.js';
import { withSessionCutoff } from './identity/session-cutoff.js';
import { startDigestSchedule, type DigestSchedule } from './mail/digest-schedule.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createHttpMetrics, createPinoLogger, expressRouteOf, logTo, type Log } from './observability/index.js';

export interface BackendOptions {
  /** Folder for the embedded database (<dataDir>/pglite) when no databaseUrl is given. */
  dataDir: string;
  /** A Postgres server to use instead of the embedded database. */
  databaseUrl?: string;
  /** IRS EO BMF files to import on first start; default: the package's shipped data/irs_eo_bmf. */
  irsDir?: string;
  /** Default: JSON lines on standard output (LOG_LEVEL). */
  log?: Log;
  /** Who may read /metrics besides this machine; default: METRICS_TOKEN. */
  metricsToken?: string;
  /**
   * Sign-in. Embedded: an OpenID provider at /oidc (issuer `${publicUrl}/oidc`, access tokens for
   * `${publicUrl}/api`) with local accounts. Hosted: access tokens of that issuer for that audience.
   * Without it, the endpoints that need a signed-in user answer 401. The embedded provider's upstream providers
   * default to the OIDC_UPSTREAM_* environment variables.
   */
  identity?: Omit<EmbeddedIdentityOptions, 'mailer' | 'log'> | HostedIdentityOptions;
  /** E-mail settings; default: the SMTP_URL, MAIL_FROM and TEAM_EMAIL environment variables. */
  mail?: MailConfig;
  /**
   * Seed the directory's demo corpus (data/demo-content); false removes the demo items seeded before. Default:
   * the DEMO_CONTENT environment variable, true unless 'false' or '0'.
   */
  demoContent?: boolean;
  /**
   * Send the biweekly digest from this process: checked when the data is ready, then every hour. Default: the
   * DIGEST_SCHEDULE environment variable, true unless 'false' or '0'.
   */
  digestSchedule?: boolean;
  /** How names are searched; from the environment (nameSearchFromEnv) when absent. */
  nameSearch?: NameSearchOptions;
  /** Where the NTEE Code Changer's letters go; default: the IRS_LETTER_ADDRESS and IRS_LETTER_SOURCE_URL environment variables. */
  irsLetterDestination?: IrsLetterDestination;
  /**
   * Keeping the public data current: the schedule and each source's base URL. Default: DATA_REFRESH_SCHEDULE
   * (monthly), IRS_BMF_URL (the IRS's folder) and SAIPE_URL (the Census Bureau's SAIPE folder); false switches a
   * source's fetching off.
   */
  dataRefresh?: DataRefreshConfig;
}

export interface HostedIdentityOptions {
  issuer: string;
  audience: string;
}

export interface Backend {
  /** The API, paths without the /api prefix. */
  app: express.Express;
  /** Resolves when the first-start import is done; rejects (already handled) when it fails. */
  ready: Promise<void>;
  status(): BackendStatus;
  /** The public data's refreshes: what the team's screen and npm run refresh-data use. */
  refresh: DataRefreshService;
  /** Stops an import in progress and closes the database. */
  close(): Promise<void>;
}

/** Hooks for tests only; not part of the public API. */
export interface BackendHooks {
  /** Awaited before the import starts. */
  beforeImport?: () => Promise<void>;
  /** Folder of the reference CSV files; default: the package's shipped data. */
  referenceDir?: string;
  /** Folder of badges.json and the demo corpus; default: the package's shipped data/demo-content. */
  demoContentDir?: string;
  /** The clock of the directory (which grants are open) and of the biweekly digest. */
  now?: () => Date;
  /** Given the database once it is open: a test reads what a request stored (or did not). */
  onDatabase?: (db: Db) => void;
}

/** no-reply@ the public origin's host name, when MAIL_FROM is not set. */
function defaultSender(identity: BackendOptions['identity']): string {
  const origin = identity && 'publicUrl' in identity ? identity.publicUrl : 'http://localhost';
  return `X4I <no-reply@${new URL(origin).hostname}>`;
}

/**
 * Opens the database and brings its schema up to date, then returns at once: the shipped datasets are imported
 * in the background while the data endpoints answer 503.
 */
export function createBackend(options: BackendOptions): Promise<Backend> {
  return startBackend(options);
}

/** createBackend, with hooks for tests. */
export async function startBackend(options: BackendOptions, hooks: BackendHooks = {}): Promise<Backend> {
  const log = options.log ?? logTo(createPinoLogger({ service: 'backend' }));
  const digestSchedule = options.digestSchedule ?? digestScheduleFromEnv();
  const irsLetterDestination = options.irsLetterDestination ?? irsLetterFromEnv();
  const db = await openDb({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  hooks.onDatabase?.(db);
  try {
    const applied = await runMigrations(db);
    if (applied.length > 0) log(`Database migrations applied: ${applied.join(', ')}`);
  } catch (error) {
    await db.close();
    throw error;
  }

  try {
    await keepAccessAnswers(db);
  } catch (error) {
    await db.close();
    throw error;
  }

  let provider: EmbeddedProvider | undefined;
  let verify: AccessTokenVerifier | null = null;
  let mailer: Mailer;
  try {
    const mail = options.mail ?? mailConfigFromEnv();
    const siteUrl = options.identity && 'publicUrl' in options.identity ? options.identity.publicUrl : mail.siteUrl;
    mailer = createMailer(db, { smtpUrl: mail.smtpUrl, from: mail.from ?? defaultSender(options.identity), teamEmail: mail.teamEmail, siteUrl, log });
    log(mailer.describe);
    if (!mailer.teamEmail) log('E-mail: TEAM_EMAIL is not set, so Contact Us messages are not forwarded (the team reads them at /admin/messages)');
    const identity = options.identity;
    if (identity && 'publicUrl' in identity) {
      await (identity.demoAccounts ? seedDemoAccounts(db) : removeDemoAccounts(db));
      const upstream = identity.upstream ?? upstreamProvidersFromEnv();
      if (upstream.length > 0) log(`Sign-in: also with ${upstream.map((provider) => provider.name).join(', ')}`);
      provider = await createEmbeddedProvider(db, options.dataDir, { ...identity, publicUrl: trimUrl(identity.publicUrl), mailer, upstream, log });
      verify = withSessionCutoff(localVerifier(provider.issuer, provider.audience, provider.jwks), db);
    } else if (identity) {
      await removeDemoAccounts(db);
      verify = withSessionCutoff(remoteVerifier(identity.issuer, identity.audience), db);
    }
  } catch (error) {
    await db.close();
    throw error;
  }

  let current: BackendStatus = { state: 'importing', detail: 'Importing the nonprofit data' };
  const data = createNonprofitData(db, { search: options.nameSearch ?? nameSearchFromEnv(), log });

  // After the demo accounts: the demo solution belongs to their organisation. Needs no IRS data.
  let content: ContentService;
  try {
    content = await startContent(db, {
      dir: hooks.demoContentDir ?? shippedDemoContentDir,
      demoContent: options.demoContent ?? demoContentFromEnv(),
      log,
      irsOrganizations: async () => {
        if (current.state !== 'ready') return null;
        const page = await data.finderPage();
        return { count: page.orgCount, coverage: irsCoverageNote(page.freshness) };
      },
      now: hooks.now,
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  const services = createDataServices(db, data, { log });
  const { moneyFlow, sdgReports, landscapes, compensation } = services;
  const abort = new AbortController();
  /** Moves what this process keeps from the IRS data to the snapshot now in use. */
  const followSnapshot = async () => {
    // The landscapes read the new snapshot's columns first, answering from the old ones meanwhile; then the money
    // flow (which the reports follow) moves to it.
    await landscapes.prepare(versionOf(await getFreshness(db))).catch((error: unknown) => log(`Landscapes: could not read the new data yet: ${(error as Error).message}`));
    data.invalidate();
    await moneyFlow.refreshIfChanged();
    await data.warm();
    void content.refreshIrsCount();
  };
  /** Makes the pages read from the indicator tables (SAIPE's poverty rows) again, after a SAIPE switch. */
  const followIndicators = async () => {
    indicatorsChanged(db);
    landscapes.indicatorsChanged();
    await sdgReports.warm().catch((error: unknown) => log(`SDG reports: could not read the new data yet: ${(error as Error).message}`));
  };
  const refresh: DataRefreshService = createDataRefresh(db, {
    config: options.dataRefresh ?? dataRefreshFromEnv(),
    dataDir: options.dataDir,
    log,
    soleOwner: db.kind === 'pglite',
    // This process reads the new data at once; other backends on the same server follow the switch's announcement.
    onSwitched: async (refreshId, feed) => {
      if (feed === 'saipe') return followIndicators();
      await followSnapshot();
      await mailWatchers(db, mailer, refreshId, log);
    },
    onSwitchedElsewhere: (feed) => (feed === 'saipe' ? followIndicators() : followSnapshot()),
  });

  const ready = (async () => {
    await hooks.beforeImport?.();
    abort.signal.throwIfAborted();
    await importShippedData(db, {
      referenceDir: hooks.referenceDir ?? shippedDataDir,
      irsDir: options.irsDir ?? shippedIrsDir,
      log,
      signal: abort.signal,
    });
    data.invalidate();
    await data.warm();
    await moneyFlow.warm();
    // The report pages' reads are a convenience to have ready: a failure is retried by the first request.
    await sdgReports.warm().catch((error: unknown) => log(`SDG reports: could not read their data yet: ${(error as Error).message}`));
    await landscapes.warm().catch((error: unknown) => log(`Landscapes: could not read their data yet: ${(error as Error).message}`));
    await compensation.warm().catch((error: unknown) => log(`Compensation report: could not read its data yet: ${(error as Error).message}`));
  })().then(
    () => {
      current = { state: 'ready' };
      void content.refreshIrsCount();
      // After the shipped files are in: the site answers from them while the first refresh fetches the rest.
      if (!abort.signal.aborted) refresh.startSchedule();
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      current = { state: 'failed', detail: abort.signal.aborted ? 'Closed before the import finished' : message };
      if (!abort.signal.aborted) log(`Data import failed: ${message}`);
      throw error;
    },
  );
  ready.catch(() => undefined);

  // After the first-start import (finished or failed: the digest needs no IRS data), so it does not compete with it.
  let digest: DigestSchedule | null = null;
  if (digestSchedule) {
    void ready
      .catch(() => undefined)
      .then(() => {
        if (!abort.signal.aborted) digest = startDigestSchedule(db, mailer, { log, now: hooks.now });
      });
  } else {
    log('E-mail: the biweekly digest is switched off (DIGEST_SCHEDULE), so this process does not send it');
  }

  let closing: Promise<void> | null = null;
  return {
    app: createApp({
      data,
      db,
      status: () => current,
      database: db.kind,
      log,
      metrics: createHttpMetrics('x4i_backend_', expressRouteOf),
      metricsToken: options.metricsToken ?? (process.env.METRICS_TOKEN || undefined),
      oidc: provider?.router, verify, services, content, mailer, irsLetter: { destination: irsLetterDestination }, refresh }),
    ready,
    status: () => current,
    refresh,
    close() {
      closing ??= (async () => {
        abort.abort();
        await ready.catch(() => undefined);
        await refresh.stop();
        await digest?.stop();
        mailer.close();
        await data.close();
        await db.close();
      })();
      return closing;
    },
  };
}
