import { BACKEND_KEEP_ALIVE_MS } from '@x4i/shared/contracts';
import { createBackend, type Backend } from './backend.js';
import { loadConfig, type ServerConfig } from './config.js';
import { loadOrCreateClientSecret } from './identity/keys.js';
import { answerClientErrors } from './http/client-errors.js';
import { keepIdleConnections } from './http/keep-alive.js';
import { createPinoLogger, logTo, routeConsoleTo } from './observability/index.js';

/** The backend on its own: PORT (default 4000), DATA_DIR, DATABASE_URL, IRS_DIR, DIGEST_SCHEDULE, LOG_LEVEL, METRICS_TOKEN, and the sign-in settings of config.ts. */
const logger = createPinoLogger({ service: 'backend' });
routeConsoleTo(logger);
const log = logTo(logger);
let backend: Backend;
let config: ServerConfig;
try {
  config = loadConfig();
  const { identity } = config;
  backend = await createBackend({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    irsDir: config.irsDir,
    digestSchedule: config.digestSchedule,
    log,
    mail: config.mail,
    identity:
      identity.kind === 'hosted'
        ? { issuer: identity.issuer, audience: identity.audience }
        : {
            publicUrl: identity.publicUrl,
            clientId: identity.clientId,
            clientSecret: identity.clientSecret ?? (await loadOrCreateClientSecret(config.dataDir)),
            demoAccounts: identity.demoAccounts,
          },
  });
} catch (error) {
  logger.fatal(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const server = backend.app.listen(config.port, () => log(`Listening on http://localhost:${config.port}`));
answerClientErrors(server);
keepIdleConnections(server);
// A gateway keeps its connections open between requests for less than this, so it never sends on one being closed.
server.keepAliveTimeout = BACKEND_KEEP_ALIVE_MS;
server.headersTimeout = BACKEND_KEEP_ALIVE_MS + 1000;
server.on('error', (error) => {
  logger.fatal(`Cannot listen on port ${config.port}: ${error.message}`);
  void backend.close().finally(() => process.exit(1));
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping`);
  server.close();
  await backend.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
