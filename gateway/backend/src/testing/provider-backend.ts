import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.js';
import { removeTempDirs, startTestBackend, type TestBackend } from './test-backend.js';

/** The web client the embedded provider registers in the tests. */
export const TEST_CLIENT = { id: 'x4i-web', secret: 'test-client-secret' };

export interface ProviderBackend {
  /** The origin the provider's links and redirects use: a real listener, so that fetch can follow them. */
  base: string;
  app: Express;
  test: TestBackend;
  /** The real SMTP server on loopback that the product's mail reaches. */
  smtp: SmtpCatcher;
  close(): Promise<void>;
}

/**
 * A backend with the embedded OpenID provider and its demo accounts behind a real HTTP listener, sending its mail
 * through a real SMTP server on loopback.
 */
export async function startProviderBackend(): Promise<ProviderBackend> {
  const smtp = await startSmtpCatcher();
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const test = await startTestBackend({
    identity: { publicUrl: base, clientId: TEST_CLIENT.id, clientSecret: TEST_CLIENT.secret, demoAccounts: true },
    mail: { smtpUrl: smtp.url, from: 'X4I <no-reply@x4i.example>' },
  });
  handler = test.backend.app;
  return {
    base,
    app: test.backend.app,
    test,
    smtp,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await test.close();
      await smtp.close();
      await removeTempDirs();
    },
  };
}
