import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createApp } from '../app.js';
import { openDb } from '../db/connect.js';
import type { Db } from '../db/db.js';
import { runMigrations } from '../db/migrate.js';
import { keepAccessAnswers } from '../identity/access-cache.js';
import { localVerifier } from '../identity/access-tokens.js';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.js';
import { removeTempDirs, tempDir } from './test-backend.js';
import { appData } from './app-data.js';

const ISSUER = 'https://login.example/';
const AUDIENCE = 'https://x4i.example/api';
export const MAIL_APP_TEAM_EMAIL = 'team-inbox@x4i.example';

export interface MailApp {
  db: Db;
  smtp: SmtpCatcher;
  mailer: Mailer;
  app: ReturnType<typeof createApp>;
  /** Authorization headers of a team member and of a community member, from a hosted provider's signed tokens. */
  team: string;
  member: string;
  close(): Promise<void>;
}

/**
 * The API over a fresh database, with its mail going to a real SMTP server on loopback and access tokens signed by
 * a test key: for the tests of the team's mail screens (inbox, outbox, newsletter).
 */
export async function startMailApp(name: string): Promise<MailApp> {
  const db = await openDb({ dataDir: await tempDir(name) });
  await runMigrations(db);
  // As the backend does: access answers kept until a change is announced.
  await keepAccessAnswers(db);
  const smtp = await startSmtpCatcher();
  const mailer = createMailer(db, { smtpUrl: smtp.url, from: 'X4I <no-reply@x4i.example>', teamEmail: MAIL_APP_TEAM_EMAIL, siteUrl: 'https://x4i.example' });
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(ISSUER).setAudience(AUDIENCE).setIssuedAt().setExpirationTime('1h').sign(privateKey);
  const verify = localVerifier(ISSUER, AUDIENCE, { keys: [jwk] });
  const app = createApp({ ...appData(db), db, status: () => ({ state: 'ready' }), database: 'pglite', log: () => undefined, verify, mailer });
  return {
    db,
    smtp,
    mailer,
    app,
    team: `Bearer ${await sign({ sub: 'team|1', email: 'taylor@x4i.example.org', given_name: 'Taylor', permissions: ['do:all'] })}`,
    member: `Bearer ${await sign({ sub: 'member|1', email: 'casey@example.org', given_name: 'Casey', family_name: 'Morgan' })}`,
    async close() {
      mailer.close();
      await smtp.close();
      await db.close();
      await removeTempDirs();
    },
  };
}
