import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAuth } from './auth/index.js';
import { readOrCreateSecret } from './auth/secrets.js';
import { invocationDir, loadConfig } from './config.js';
import { startEmbeddedBackend, type BackendIdentity, type RunningBackend } from './embedded-backend.js';
import { consoleLogger as log } from './logger.js';
import { deployWorkspaceRemotes } from './remotes/deploy.js';
import { createServer } from './server.js';

/** How long open connections get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  // dist/main.js → the repository root is two folders up.
  const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
  const config = loadConfig(process.env, { cwd: invocationDir(), repoRoot });
  await mkdir(config.remotesDir, { recursive: true });

  await deployWorkspaceRemotes({ workspaceDir: config.workspaceDir, remotesDir: config.remotesDir, log });

  const { identity, publicUrl } = config;
  const identityDir = path.join(config.dataDir, 'identity');
  const clientSecret = identity.clientSecret ?? (await readOrCreateSecret(path.join(identityDir, 'client-secret')));
  const cookieSecret = config.cookieSecret ?? (await readOrCreateSecret(path.join(identityDir, 'cookie-secret')));

  let backend: RunningBackend | undefined;
  let backendUrl = config.backendUrl;
  if (!backendUrl) {
    await mkdir(config.dataDir, { recursive: true });
    const backendIdentity: BackendIdentity =
      identity.mode === 'embedded'
        ? { publicUrl, clientId: identity.clientId, clientSecret, demoAccounts: identity.demoAccounts, accessTokenTtl: identity.accessTokenTtl }
        : { issuer: identity.issuer, audience: identity.audience };
    backend = await startEmbeddedBackend({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, identity: backendIdentity, log });
    backendUrl = backend.url;
  }

  const auth = createAuth({
    publicUrl,
    issuer: identity.issuer,
    clientId: identity.clientId,
    clientSecret,
    audience: identity.audience,
    tokenAuthMethod: identity.tokenAuthMethod,
    cookieSecret,
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
    warmUp: true,
    auth,
    log,
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(config.port, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  log.info(`${config.productName} is running at ${publicUrl}`);
  log.info(backend ? `Data: ${config.dataDir}` : `Backend: ${config.backendUrl}`);
  log.info(identity.mode === 'embedded' ? `Sign-in: built-in provider at ${identity.issuer}` : `Sign-in: ${identity.issuer}`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    server.close(async () => {
      try {
        await backend?.close();
        process.exit(0);
      } catch (error) {
        log.error('Backend did not close cleanly', error);
        process.exit(1);
      }
    });
    // Idle keep-alive connections would hold server.close() open until they time out.
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  log.error('The gateway could not start', error);
  process.exit(1);
});
