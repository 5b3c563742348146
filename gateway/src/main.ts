import cluster from 'node:cluster';
import { mkdir } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerClientErrors } from '@x4i/backend/http/client-errors';
import { keepIdleConnections } from '@x4i/backend/http/keep-alive';
import { createAuth } from './auth/index.js';
import { readOrCreateSecret } from './auth/secrets.js';
import type { BackendIdentity, RunningBackend } from './backend/in-process.js';
import { startBackendProcess } from './backend/process.js';
import { invocationDir, loadConfig, type GatewayConfig } from './config.js';
import { createLogger } from './logger.js';
import { deployWorkspaceRemotes, readShellRanges } from './remotes/deploy.js';
import { createServer } from './server.js';

const log = createLogger('gateway');

/** How long open connections get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Set by the primary for its cluster workers: the backend it started, which they proxy to. */
const WORKER_BACKEND_URL = 'X4I_WORKER_BACKEND_URL';

interface Secrets {
  clientSecret: string;
  cookieSecret: string;
}

async function readSecrets(config: GatewayConfig): Promise<Secrets> {
  const identityDir = path.join(config.dataDir, 'identity');
  return {
    clientSecret: config.identity.clientSecret ?? (await readOrCreateSecret(path.join(identityDir, 'client-secret'))),
    cookieSecret: config.cookieSecret ?? (await readOrCreateSecret(path.join(identityDir, 'cookie-secret'))),
  };
}

/** The backend in a process of its own (both cores work, a slow query never delays a page), unless BACKEND_URL names one. */
async function startBackend(config: GatewayConfig, secrets: Secrets): Promise<RunningBackend | undefined> {
  if (config.backendUrl) return undefined;
  await mkdir(config.dataDir, { recursive: true });
  const { identity, publicUrl } = config;
  const backendIdentity: BackendIdentity =
    identity.mode === 'embedded'
      ? { publicUrl, clientId: identity.clientId, clientSecret: secrets.clientSecret, demoAccounts: identity.demoAccounts, accessTokenTtl: identity.accessTokenTtl }
      : { issuer: identity.issuer, audience: identity.audience };
  return startBackendProcess({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, identity: backendIdentity, nice: config.backendNice, log });
}

/** Serves the port: pages, remote builds, sign-in, and `/api` through the proxy. */
async function serve(config: GatewayConfig, secrets: Secrets, backendUrl: string): Promise<Server> {
  const { identity, publicUrl } = config;
  const auth = createAuth({
    publicUrl,
    issuer: identity.issuer,
    clientId: identity.clientId,
    clientSecret: secrets.clientSecret,
    audience: identity.audience,
    tokenAuthMethod: identity.tokenAuthMethod,
    cookieSecret: secrets.cookieSecret,
    backendUrl,
    productName: config.productName,
    embeddedProvider: identity.mode === 'embedded',
    log,
  });
  const app = createServer({
    backendUrl,
    productName: config.productName,
    publicUrl,
    embedOrigins: config.embedOrigins,
    browserServices: config.browserServices,
    shellDir: config.shellDir,
    remotesDir: config.remotesDir,
    trustProxy: config.trustProxy,
    serverRendering: config.serverRendering,
    metricsToken: config.metricsToken,
    processMetrics: true,
    warmUp: true,
    auth,
    log,
  });
  const server = createHttpServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  answerClientErrors(server);
  keepIdleConnections(server);
  return server;
}

function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('The gateway did not stop cleanly', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    // Idle keep-alive connections would hold server.close() open until they time out, and a connection whose
    // request is in progress becomes idle once it is answered: they are closed again until none is left.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearInterval(closeIdle);
      resolve();
    });
    server.closeIdleConnections();
  });
}

async function main(): Promise<void> {
  // dist/main.js → the repository root is two folders up.
  const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
  const config = loadConfig(process.env, { cwd: invocationDir(), repoRoot });

  if (cluster.isWorker) {
    const server = await serve(config, await readSecrets(config), process.env[WORKER_BACKEND_URL] ?? config.backendUrl ?? '');
    // The primary stops its workers with disconnect(): finish the open requests, then exit.
    process.on('disconnect', () => void closeServer(server).then(() => process.exit(0)));
    process.on('SIGINT', () => {});
    return;
  }

  await mkdir(config.remotesDir, { recursive: true });
  // A remote is checked against the shell's shared libraries: without a built shell there is nothing to serve it in.
  const shellRanges = await readShellRanges(config.shellDir).catch((error: unknown) => {
    log.warn(`Local remote builds not deployed: ${(error as Error).message}`);
    return undefined;
  });
  if (shellRanges) await deployWorkspaceRemotes({ workspaceDir: config.workspaceDir, remotesDir: config.remotesDir, shellRanges, log });
  const secrets = await readSecrets(config);
  const backend = await startBackend(config, secrets);
  const backendUrl = backend?.url ?? config.backendUrl ?? '';
  const { identity, publicUrl } = config;

  if (config.webConcurrency > 1) {
    let stopping = false;
    const forkWorker = () => cluster.fork({ [WORKER_BACKEND_URL]: backendUrl });
    for (let i = 0; i < config.webConcurrency; i++) forkWorker();
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return;
      log.error(`Gateway process ${worker.process.pid} stopped (${signal ?? `code ${code}`}); starting another`);
      forkWorker();
    });
    onShutdown(async () => {
      stopping = true;
      await Promise.all(Object.values(cluster.workers ?? {}).map((worker) => new Promise<void>((resolve) => worker?.once('exit', () => resolve()).disconnect())));
      await backend?.close();
    });
  } else {
    const server = await serve(config, secrets, backendUrl);
    onShutdown(async () => {
      await closeServer(server);
      await backend?.close();
    });
  }
  log.info(`${config.productName} is running at ${publicUrl}${config.webConcurrency > 1 ? ` (${config.webConcurrency} gateway processes)` : ''}`);
  log.info(backend ? `Data: ${config.dataDir}` : `Backend: ${config.backendUrl}`);
  log.info(identity.mode === 'embedded' ? `Sign-in: built-in provider at ${identity.issuer}` : `Sign-in: ${identity.issuer}`);
}

main().catch((error: unknown) => {
  log.error('The gateway could not start', error);
  process.exit(1);
});
