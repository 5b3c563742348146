import path from 'node:path';
import compression from 'compression';
import type { GatewayAuth } from './auth/index.js';
import express, { type Express } from 'express';
import type { BrowserServices } from '@x4i/shared/contracts';
import { canonicalHost } from './canonical-host.js';
import { healthHandler, readinessHandler, waitForBackend } from './health.js';
import { isProcessLogger, silentLogger, type Logger, type ProcessLogger } from './logger.js';
import { createGatewayMetrics, metricsHandler } from './observability/metrics.js';
import { requestLog, type TrustedProxy } from './observability/request-log.js';
import { withApiLane, type RequestListener } from './proxy/api-lane.js';
import { createApiProxy, createBackendForwarder, isApiPath } from './proxy/api-proxy.js';
import { createLiveRegistry, type LiveRegistrySource } from './remotes/live-registry.js';
import { registryFilePath } from './remotes/registry.js';
import { createRemoteStore } from './remotes/store.js';
import { errorHandler, notFoundHandler } from './security/error-handler.js';
import { securityHeaderSets, securityHeaders } from './security/security-headers.js';
import { directoryRedirectLookup } from './shell/canonical-solution.js';
import { contentExistsLookup } from './shell/content-exists.js';
import { createShellPage, type ShellPage } from './shell/index-html.js';
import { filesVersion } from './shell/files-version.js';
import { createServerRenderer, SHELL_SERVER_FILE } from './shell/server-render.js';
import { createShellRouter } from './shell/shell-router.js';
import { previewFor } from './shell/preview.js';

export interface ServerOptions {
  /** Base URL of the backend that `/api` is proxied to (the embedded one, or BACKEND_URL). */
  backendUrl: string;
  productName: string;
  /** The origin browsers use: requests to another host are redirected there. */
  publicUrl?: string;
  /** Origins allowed to send the page window messages (boot data); the page's own origin always is. */
  embedOrigins?: string[];
  /** Tag manager, chat widget, contact form service: boot data for the shell, origins for the CSP. */
  browserServices?: BrowserServices;
  shellDir: string;
  remotesDir: string;
  trustProxy?: boolean | number | string;
  /** A process logger also writes a line for each request; any other logger only what goes wrong. */
  log?: Logger | ProcessLogger;
  /** Who may read /metrics besides this machine (METRICS_TOKEN). */
  metricsToken?: string;
  /** Node's own metrics (memory, CPU, event-loop lag) beside the request durations: the running product's, not tests'. */
  processMetrics?: boolean;
  /** Mounts routes that own a path prefix (`/napi`, `/oidc`) ahead of the page fallback. */
  mountRoutes?: (app: Express) => void;
  /** Sign-in, the cookie session, CSRF guard and (embedded) the identity provider's routes. */
  auth?: GatewayAuth;
  /** Shares one registry cache between servers, or lets tests inject one. */
  liveRegistry?: LiveRegistrySource;
  /** Render pages on the server (default true); off, every page is rendered by the browser as before. */
  serverRendering?: boolean;
  /**
   * Render a few pages once at start, in the background, so the first visitors do not pay for loading the server
   * bundles (which can take longer than the render's time limit).
   */
  warmUp?: boolean;
}

/**
 * Renders the home page, About Us and each remote's first page without parameters once, when the backend is ready
 * (rendered before, their data would not arrive in time); the results are dropped.
 */
async function warmUpPages(shellPage: ShellPage, liveRegistry: LiveRegistrySource, origin: string, backendUrl: string): Promise<void> {
  if (!(await waitForBackend(backendUrl))) return;
  const { remotes } = await liveRegistry.current();
  const firstPages = remotes.flatMap(({ entry }) => entry.routes.filter((route) => !/[:*]/.test(route.path) && !route.redirectTo).slice(0, 1));
  for (const path of ['/', '/about-us', ...firstPages.map((route) => route.path)]) {
    await shellPage.render(path, { url: `${origin}${path}` }).catch(() => undefined);
  }
}

/**
 * The whole gateway as the HTTP server's request listener: headers, health, API proxy, remote store, shell and
 * page fallback, in an Express app; most API calls beside it (`withApiLane`).
 */
export function createServer(options: ServerOptions): RequestListener {
  const log = options.log ?? silentLogger;
  const liveRegistry = options.liveRegistry ?? createLiveRegistry(options.remotesDir, log);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);

  const metrics = createGatewayMetrics({ processMetrics: options.processMetrics ?? false });
  app.use(metrics.middleware);
  app.use(requestLog(isProcessLogger(log) ? log.pino : undefined));
  const headerSets = securityHeaderSets({ formActionOrigins: options.auth?.formActionOrigins, browserServices: options.browserServices });
  app.use(securityHeaders(headerSets));
  // The backend compresses its own answers: going through the middleware again costs the proxy's thread for nothing.
  const compress = compression();
  app.use((req, res, next) => (isApiPath(req.path) ? next() : compress(req, res, next)));

  app.get('/healthz', healthHandler(options.backendUrl));
  app.get('/readyz', readinessHandler(options.backendUrl, options.remotesDir));
  app.get('/metrics', metricsHandler(metrics, options.backendUrl, options.metricsToken));
  if (options.publicUrl) app.use(canonicalHost(options.publicUrl));
  if (options.auth) app.use(options.auth.router);
  const { auth } = options;
  const forward = createBackendForwarder({ target: options.backendUrl, onUnauthorized: auth?.backendRefusedToken, log });
  app.use(createApiProxy(forward, auth?.backendRequestHeaders));
  options.mountRoutes?.(app);
  app.use('/remotes', createRemoteStore({ remotesDir: options.remotesDir, liveRegistry }));
  const renderer =
    options.serverRendering === false
      ? undefined
      : createServerRenderer({ shellDir: options.shellDir, remotesDir: options.remotesDir, backendUrl: options.backendUrl, log });
  const shellPage = createShellPage({
    shellDir: options.shellDir,
    productName: options.productName,
    embedOrigins: options.embedOrigins,
    browserServices: options.browserServices,
    liveRegistry,
    log,
    renderer,
  });
  app.use(
    createShellRouter({
      shellDir: options.shellDir,
      contentExists: contentExistsLookup({ backendUrl: options.backendUrl, log }),
      redirectFor: directoryRedirectLookup({ backendUrl: options.backendUrl, log }),
      log,
      shellPage,
      version: filesVersion([
        path.join(options.shellDir, 'index.html'),
        path.join(options.shellDir, 'routes.json'),
        path.join(options.shellDir, SHELL_SERVER_FILE),
        registryFilePath(options.remotesDir),
      ]),
      // Previews need to know who asks: only with the cookie session.
      preview: options.auth
        ? async (req, res) =>
            previewFor(req, res, await liveRegistry.current(), { remotesDir: options.remotesDir, backendUrl: options.backendUrl, publicUrl: options.publicUrl ?? 'http://localhost', log })
        : undefined,
    }),
  );
  if (options.warmUp && renderer) void warmUpPages(shellPage, liveRegistry, options.publicUrl ?? 'http://localhost', options.backendUrl);

  app.use(notFoundHandler());
  app.use(errorHandler(log));
  return withApiLane(app, {
    forward,
    auth,
    gatewayPaths: options.auth?.apiPaths ?? [],
    publicHost: options.publicUrl ? new URL(options.publicUrl).host : undefined,
    trusted: app.get('trust proxy fn') as TrustedProxy,
    securityHeaders: headerSets,
    metrics,
    logger: isProcessLogger(log) ? log.pino : undefined,
  });
}
