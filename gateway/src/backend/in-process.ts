import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { answerClientErrors } from '@x4i/backend/http/client-errors';
import { keepIdleConnections } from '@x4i/backend/http/keep-alive';
import type { Logger } from '../logger.js';
import { BACKEND_KEEP_ALIVE_MS } from '@x4i/shared/contracts';

/** The embedded backend runs the OpenID provider itself, at `<publicUrl>/oidc`, with this one web client. */
export interface EmbeddedIdentity {
  publicUrl: string;
  clientId: string;
  clientSecret: string;
  /** Offer ready-made demo users on the provider's login page. */
  demoAccounts: boolean;
  /** Access token lifetime in seconds; the provider's default when undefined. */
  accessTokenTtl?: number;
}

/** A hosted provider signs users in; the backend only verifies its access tokens. */
export interface HostedIdentity {
  issuer: string;
  audience: string;
}

export type BackendIdentity = EmbeddedIdentity | HostedIdentity;

/** The part of `@x4i/backend` the gateway uses. */
export interface BackendModule {
  createBackend(options: {
    dataDir: string;
    databaseUrl?: string;
    identity?: BackendIdentity;
    log?: (message: string, fields?: Record<string, unknown>) => void;
  }): Promise<{
    app: Express;
    ready: Promise<void>;
    status(): { state: 'importing' | 'ready' | 'failed' };
    close(): Promise<void>;
  }>;
}

export interface RunningBackend {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the backend in this process, listening on a loopback port that only the proxy uses. The gateway runs it
 * in a process of its own (child.ts); tests and tools may run it beside them. The backend answers `/api` as soon
 * as it can (its first start imports public data).
 */
export async function startEmbeddedBackend(options: {
  dataDir: string;
  databaseUrl?: string;
  identity?: BackendIdentity;
  /** The loopback port to listen on; any free one by default. */
  port?: number;
  log: Logger;
  /** Injected by tests; by default the `@x4i/backend` package. */
  loadModule?: () => Promise<BackendModule>;
}): Promise<RunningBackend> {
  const { log } = options;
  const loadModule = options.loadModule ?? importBackendPackage;
  const backend = await (await loadModule()).createBackend({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    identity: options.identity,
    log: (message, fields) => (fields?.err ? log.error(message, fields) : log.info(message, fields)),
  });
  let closing = false;
  backend.ready.then(
    () => log.info('Backend ready'),
    // Closing during the first-start import aborts it: that is a shutdown, not a failure.
    (error: unknown) => closing || log.error('Backend failed to start', error),
  );

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = backend.app.listen(options.port ?? 0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  answerClientErrors(server);
  keepIdleConnections(server);
  const { port } = server.address() as AddressInfo;
  // The gateway's connections stay open between requests (see the API proxy); the backend outlasts their idle time.
  server.keepAliveTimeout = BACKEND_KEEP_ALIVE_MS;
  server.headersTimeout = BACKEND_KEEP_ALIVE_MS + 1000;

  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      closing = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await backend.close();
    },
  };
}

async function importBackendPackage(): Promise<BackendModule> {
  // Loaded on demand: with BACKEND_URL set the database code never loads. The specifier sits in a variable so
  // the gateway type-checks against BackendModule above rather than compiling the backend's sources.
  const specifier = '@x4i/backend';
  return (await import(specifier)) as BackendModule;
}
