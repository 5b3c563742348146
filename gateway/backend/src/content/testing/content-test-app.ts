import { fileURLToPath } from 'node:url';
import type express from 'express';
import type { JWTPayload } from 'jose';
import { createApp } from '../../app.js';
import { openDb } from '../../db/connect.js';
import type { Db } from '../../db/db.js';
import { runMigrations } from '../../db/migrate.js';
import type { AccessTokenVerifier } from '../../identity/access-tokens.js';
import { seedDemoAccounts } from '../../identity/demo-accounts.js';
import { createMailer } from '../../mail/mailer.js';
import { removeTempDirs, tempDir } from '../../testing/test-backend.js';
import type { ContentService } from '../content-service.js';
import { startContent } from '../index.js';
import { appData } from '../../testing/app-data.js';

/** The fixture corpus: 13 solutions, 4 challenges, 5 grants (2 closed), 3 articles, and the badge catalogue. */
export const FIXTURE_DEMO_CONTENT_DIR = fileURLToPath(new URL('../../testing/fixtures/demo-content/', import.meta.url));

/** The date the tests run on, as far as grants are concerned. */
export const TEST_NOW = new Date('2026-11-21T12:00:00Z');

/**
 * Test users: the bearer token is the key. provider is the demo provider (SOLUTION_PROVIDER of the demo
 * organisation through its role rule), otherProvider a provider of another organisation, loneProvider has
 * create:solution in its token but no organisation; foundation is a FOUNDATION_MEMBER of a foundation through a
 * domain rule, editor a contributing editor through the permissions in its token (no organisation).
 */
export const TEST_USERS = {
  member: { sub: 'test-member', email: 'member@example.org', given_name: 'Morgan', family_name: 'Member' },
  member2: { sub: 'test-member-2', email: 'member2@example.org' },
  member3: { sub: 'test-member-3', email: 'member3@example.org' },
  provider: { sub: 'test-provider', email: 'provider@demo.x4i.org' },
  otherProvider: { sub: 'test-other-provider', email: 'dev@other-org.example' },
  loneProvider: { sub: 'test-lone-provider', email: 'solo@nowhere.example', permissions: ['create:solution', 'edit:solution'] },
  foundation: { sub: 'test-foundation', email: 'grants@foundation.example' },
  foundationColleague: { sub: 'test-foundation-2', email: 'programs@foundation.example' },
  editor: { sub: 'test-editor', email: 'editor@press.example', permissions: ['create:content', 'edit:content'] },
  team: { sub: 'test-team', email: 'team@x4i.example', permissions: ['do:all'] },
} satisfies Record<string, JWTPayload>;

export type TestUser = keyof typeof TEST_USERS;

export const testVerifier: AccessTokenVerifier = async (token) => {
  const payload = (TEST_USERS as Record<string, JWTPayload>)[token];
  if (!payload) throw new Error('bad token');
  return payload;
};

export const bearer = (user: TestUser) => ({ authorization: `Bearer ${user}` });

export interface ContentTestApp {
  db: Db;
  app: express.Express;
  content: ContentService;
  logs: string[];
  close(): Promise<void>;
}

/**
 * A database (embedded, or the Postgres server given) with the migrations, demo accounts and fixture corpus,
 * and the API over it with test tokens.
 */
export async function startContentTestApp(options: { databaseUrl?: string; withMail?: boolean } = {}): Promise<ContentTestApp> {
  const db = await openDb({ dataDir: await tempDir('content'), databaseUrl: options.databaseUrl });
  await runMigrations(db);
  await seedDemoAccounts(db);
  const [org] = await db.query<{ id: string }>(`INSERT INTO organizations (name) VALUES ('Other Org') RETURNING id::text AS id`);
  await db.query(`INSERT INTO role_rules (org_id, type, value, roles) VALUES ($1, 'DOMAIN', 'other-org.example', '{SOLUTION_PROVIDER}')`, [org!.id]);
  const [foundation] = await db.query<{ id: string }>(`INSERT INTO organizations (name) VALUES ('Test Foundation') RETURNING id::text AS id`);
  await db.query(`INSERT INTO role_rules (org_id, type, value, roles) VALUES ($1, 'DOMAIN', 'foundation.example', '{FOUNDATION_MEMBER}')`, [foundation!.id]);
  const logs: string[] = [];
  const log = (message: string) => logs.push(message);
  const content = await startContent(db, { dir: FIXTURE_DEMO_CONTENT_DIR, demoContent: true, log, now: () => TEST_NOW, irsOrganizations: async () => ({ count: 68, coverage: 'IRS EO BMF, April 2026: 2 states' }) });
  // withMail: the team's mail (replies, newsletters) is kept in the outbox, as on a server without SMTP.
  const mailer = options.withMail ? createMailer(db, { from: 'X4I <no-reply@x4i.test>', siteUrl: 'http://x4i.test', log }) : undefined;
  const app = createApp({ ...appData(db), db, status: () => ({ state: 'ready' }), database: db.kind, log, verify: testVerifier, content, mailer });
  return { db, app, content, logs, close: () => db.close() };
}

/**
 * One content test app for a whole test file: started before its tests, closed after them. The answer stands for
 * the app once started (its fields are read from it then), so a file writes `t.app`, `t.db` as with its own.
 */
export function contentTestAppForFile(options: Parameters<typeof startContentTestApp>[0] = {}): ContentTestApp {
  let started: ContentTestApp | undefined;
  beforeAll(async () => {
    started = await startContentTestApp(options);
  });
  afterAll(async () => {
    await started?.close();
    await removeTempDirs();
  });
  return new Proxy({} as ContentTestApp, {
    get: (_target, key) => {
      if (!started) throw new Error('The content test app is read before its file’s tests start');
      return Reflect.get(started, key);
    },
  });
}
