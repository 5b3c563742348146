import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_ACCESS_TOKEN_TTL_S, E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, startServer, waitFor } from './product';

const PID_FILE = path.join(E2E_DATA_DIR, 'gateway.pid');

/** Starts the product the way `npm start` does (embedded backend, real data) and waits for the data import. */
export default async function globalSetup(): Promise<void> {
  mkdirSync(E2E_DATA_DIR, { recursive: true });
  // Access tokens live a minute: every test that runs longer goes through the gateway's renewal, and the session
  // tests can wait for an expiry.
  const gateway = startServer(
    'gateway/dist/main.js',
    { PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, PUBLIC_URL: E2E_BASE_URL, OIDC_ACCESS_TOKEN_TTL: String(E2E_ACCESS_TOKEN_TTL_S) },
    'gateway',
  );
  writeFileSync(PID_FILE, String(gateway.child.pid));
  gateway.child.once('exit', (code) => {
    if (code) console.error(`The gateway exited with code ${code}`);
  });
  const started = Date.now();
  await waitFor(
    `${E2E_BASE_URL}/healthz`,
    (body) => (body as { backend?: { status?: string } } | null)?.backend?.status === 'ok',
    15 * 60_000,
  );
  console.log(`Product ready at ${E2E_BASE_URL} after ${Math.round((Date.now() - started) / 1000)} s`);
}

export { PID_FILE };
