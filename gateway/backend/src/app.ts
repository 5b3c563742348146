import compression from 'compression';
import express, { type Router } from 'express';
import { onItsPaths } from './http/route-gate.js';
import type { BackendStatus } from './http/backend-status.js';
import { contentRouter, type ContentService } from './content/index.js';
import { contentRemovalRouter } from './content/removal/removal-router.js';
import type { Db } from './db/db.js';
import { errorHandler, notFound } from './http/errors.js';
import { rejectUnusableText } from './http/unusable-text.js';
import { requireData } from './http/require-data.js';
import type { NonprofitData } from './nonprofit-data.js';
import { contactRouter, type ContactRouterOptions } from './routes/contact.js';
import { healthRouter } from './routes/health.js';
import type { Log } from './observability/logger.js';
import { createHttpMetrics, expressRouteOf, type HttpMetrics } from './observability/metrics.js';
import { requestId } from './observability/request-id.js';
import type { AccessTokenVerifier } from './identity/access-tokens.js';
import { emailVerificationRouter } from './routes/email-verification.js';
import { meRouter } from './routes/me.js';
import { adminRouter } from './routes/admin.js';
import { adminCreditsRouter } from './routes/admin-credits.js';
import { adminDataRouter } from './routes/admin-data.js';
import { watchesRouter } from './routes/watches.js';
import type { DataRefreshService } from './data-refresh/index.js';
import { newsletterRouter } from './routes/newsletter.js';
import { teamMailRouter } from './routes/team-mail.js';
import type { Mailer } from './mail/mailer.js';
import { moneyFlowRouter } from './routes/money-flow.js';
import { reportRouter } from './routes/report.js';
import { landscapeRouter } from './routes/landscape.js';
import { researchPageRouter } from './routes/research-page.js';
import { dataVintagesRouter } from './routes/data-vintages.js';
import { nonprofitRouter } from './routes/nonprofit.js';
import { nteeRouter } from './routes/ntee.js';
import { compensationRouter } from './routes/compensation.js';
import { termsOfUseRouter } from './routes/terms-of-use.js';
import { nteeChangeLettersRouter, type NteeChangeLettersOptions } from './routes/ntee-change-letters.js';
import { irsLetterFromEnv } from './config.js';
import type { DataServices } from './services.js';
import { apiKeysRouter, publicApi } from './public-api/index.js';
import { V1 } from './public-api/public-api-router.js';
import type { QuotaOptions } from './public-api/quota.js';
import { optionalBearer } from './identity/access-tokens.js';
import { forgetAccessAnswers } from './identity/access-cache.js';
import { PRODUCT_NAME } from './mail/notifications.js';

export interface AppDeps {
  data: NonprofitData;
  /** For the writes that need no cache (contact messages). */
  db: Db;
  contact?: ContactRouterOptions;
  status: () => BackendStatus;
  database: 'pglite' | 'postgres';
  log: Log;
  /** Request durations by route, and the process's own metrics; default: request durations only. */
  metrics?: HttpMetrics;
  /** METRICS_TOKEN: who may read /metrics besides this machine. */
  metricsToken?: string;
  /** The embedded OpenID provider, mounted at /oidc. */
  oidc?: Router;
  /** Verifies bearer access tokens; null: every signed-in endpoint answers 401. */
  verify?: AccessTokenVerifier | null;
  /** The report and builder data (createDataServices), built and warmed by the backend. */
  services: DataServices;
  /** The directory (search, explore, solutions, themed content, votes, uploads); absent: those paths answer 404. */
  content?: ContentService;
  /** Sends the product's e-mail (SMTP or the outbox). */
  mailer?: Mailer;
  /** The NTEE Code Changer's letters: where they go (default: IRS_LETTER_ADDRESS and IRS_LETTER_SOURCE_URL) and the PDF renderer. */
  irsLetter?: Partial<Omit<NteeChangeLettersOptions, 'requireData'>>;
  /** The public API's name in its document, and its quotas (default PUBLIC_API_QUOTAS). */
  publicApi?: QuotaOptions & { productName?: string };
  /** The public data's refreshes (the team's /admin/data); absent: those paths answer 404. */
  refresh?: DataRefreshService;
}

/** The HTTP API, with paths as SPEC 7 writes them (the gateway strips /api before it calls this). */
export function createApp({ data, db, contact, status, database, log, metrics = createHttpMetrics('x4i_backend_', expressRouteOf, { processMetrics: false }), metricsToken, oidc, verify = null, services, content, mailer, irsLetter, publicApi: publicApiOptions = {}, refresh }: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  // The gateway proxies from loopback and adds X-Forwarded-For: the client's IP (for rate limits) is read from
  // it only then; a direct client cannot set its own.
  app.set('trust proxy', 'loopback');
  app.use(requestId(app.get('trust proxy fn') as (address: string, hop: number) => boolean));
  app.use(metrics.middleware);
  // The provider reads its own request bodies.
  if (oidc) app.use('/oidc', oidc);
  // Answers are compressed here, in the backend's process, so the gateway passes the bytes on instead of spending
  // its page-serving thread on gzip (it skips a response that is already encoded).
  app.use(compression());
  app.use(express.json({ limit: '100kb' }));
  app.use(rejectUnusableText);
  // Any write of this process may change who may do what (accounts, organisations, rules, terms, API keys): the
  // kept access answers are dropped when it is answered, before the caller's next request. The database's
  // announcement does the same for other backends, but reaches this one a moment late on a Postgres server.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') res.once('finish', () => forgetAccessAnswers(db));
    next();
  });
  app.use(onItsPaths(healthRouter({ status, db, database, metrics, metricsToken, nameIndex: () => data.indexStats() })));
  // Data endpoints answer 503 until the first import is done; other paths still get their 404.
  app.use(['/x4i-nonprofit', '/ntee'], requireData(status));
  app.use(onItsPaths(nonprofitRouter(data)));
  const { moneyFlow: flow, sdgIndex, sdgReports, landscapes, researchPages, serviceDeserts, nteeBuilder, compensation } = services;
  app.use(onItsPaths(nteeRouter(data, nteeBuilder)));
  app.use(onItsPaths(moneyFlowRouter(flow, status)));
  app.use(onItsPaths(reportRouter(sdgIndex, sdgReports, serviceDeserts, status)));
  app.use(
    V1,
    publicApi(
      { db, data, flow, sdgIndex, sdgReports, landscapes, content },
      { productName: PRODUCT_NAME, ...publicApiOptions, beforeData: requireData(status), identify: optionalBearer(verify) },
    ),
  );
  app.use(onItsPaths(apiKeysRouter(db, verify, publicApiOptions)));
  app.use(onItsPaths(landscapeRouter(landscapes, status)));
  app.use(onItsPaths(researchPageRouter(researchPages, status)));
  app.use(onItsPaths(dataVintagesRouter(db)));
  app.use(onItsPaths(contactRouter(db, { ...contact, mailer, log, verify })));
  app.use(onItsPaths(watchesRouter(db, verify)));
  app.use(onItsPaths(meRouter(db, verify, { mailer, log })));
  app.use(onItsPaths(emailVerificationRouter(db, verify, mailer)));
  app.use(onItsPaths(compensationRouter(db, compensation, verify, status)));
  app.use(onItsPaths(termsOfUseRouter(db, verify)));
  app.use(onItsPaths(nteeChangeLettersRouter(db, data, verify, { ...irsLetter, destination: irsLetter?.destination ?? irsLetterFromEnv(), requireData: requireData(status) })));
  if (content) app.use(onItsPaths(contentRouter(content, verify)));
  if (content) app.use(onItsPaths(contentRemovalRouter(content, verify, log)));
  // Solutions unlinked from a deleted organisation are read again, so the directory's index does not keep the old id.
  app.use(onItsPaths(adminRouter(db, verify, { onOrganizationDeleted: ({ unlinkedSolutionIds }) => content?.refresh(unlinkedSolutionIds), mailer, log })));
  app.use(onItsPaths(adminCreditsRouter(db, verify)));
  if (refresh) app.use(onItsPaths(adminDataRouter(db, verify, refresh)));
  app.use(onItsPaths(newsletterRouter(db, verify, { mailer, log })));
  app.use(onItsPaths(teamMailRouter(db, verify, { mailer })));
  app.use(notFound);
  app.use(errorHandler(log));
  return app;
}
