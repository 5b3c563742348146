import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpCatcher } from '../backend/src/testing/smtp-catcher';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_LOG_FILE, E2E_MAIL_DIR, gatewayEnv, PID_FILE, startServer, waitForProduct } from './product';

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
  // The workers get the SMTP server's URL, so that a test can restart the product with the same environment.
  process.env.E2E_SMTP_URL = smtp.url;
  rmSync(E2E_LOG_FILE, { force: true });
  const gateway = startServer('gateway/dist/main.js', gatewayEnv(smtp.url), 'gateway', E2E_LOG_FILE);
  writeFileSync(PID_FILE, String(gateway.child.pid));
  gateway.child.once('exit', (code) => {
    if (code) console.error(`The gateway exited with code ${code}`);
  });
  const started = Date.now();
  await waitForProduct(15 * 60_000);
  console.log(`Product ready at ${E2E_BASE_URL} after ${Math.round((Date.now() - started) / 1000)} s`);
  return () => smtp.close();
}

