import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpCatcher } from '../backend/src/testing/smtp-catcher';
import { E2E_ACCESS_TOKEN_TTL_S, E2E_BASE_URL, E2E_DATA_DIR, E2E_MAIL_DIR, E2E_PORT, E2E_TEAM_EMAIL, startServer, waitFor } from './product';

const PID_FILE = path.join(E2E_DATA_DIR, 'gateway.pid');

/**
 * Starts a real SMTP server on loopback and the product the way `npm start` does (embedded backend, real data,
 * SMTP_URL pointing at that server), and waits for the data import. Answers the teardown of the SMTP server.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  mkdirSync(E2E_DATA_DIR, { recursive: true });
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let received = 0;
  const smtp = await startSmtpCatcher({
    onMail: (mail) => {
      received += 1;
      writeFileSync(path.join(E2E_MAIL_DIR, `${String(received).padStart(6, '0')}.json`), JSON.stringify(mail));
    },
  });
  // Access tokens live a minute: every test that runs longer goes through the gateway's renewal, and the session
  // tests can wait for an expiry.
  const gateway = startServer(
    'gateway/dist/main.js',
    {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: E2E_BASE_URL,
      OIDC_ACCESS_TOKEN_TTL: String(E2E_ACCESS_TOKEN_TTL_S),
      SMTP_URL: smtp.url,
      MAIL_FROM: 'X4I <no-reply@x4i.example>',
      TEAM_EMAIL: E2E_TEAM_EMAIL,
    },
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
  return () => smtp.close();
}

export { PID_FILE };
