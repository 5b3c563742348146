import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createApp } from '../app.js';
import { openDb } from '../db/connect.js';
import type { Db } from '../db/db.js';
import { runMigrations } from '../db/migrate.js';
import { keepAccessAnswers } from '../identity/access-cache.js';
import { importShippedData } from '../data/first-start-import.js';
import { localVerifier } from '../identity/access-tokens.js';
import { createNonprofitData } from '../nonprofit-data.js';
import { shippedDataDir } from '../paths.js';
import { FIXTURE_IRS_DIR, removeTempDirs, tempDir } from './test-backend.js';
import { appData } from './app-data.js';

const ISSUER = 'https://login.example/';
const AUDIENCE = 'https://x4i.example/api';

export interface CompensationTestApp {
  db: Db;
  app: ReturnType<typeof createApp>;
  /** 'Bearer <token>' of a user with these claims. */
  bearer(claims: { sub: string; email: string; permissions?: string[] }): Promise<string>;
}

/**
 * The API over a database with the shipped data imported (the fixture IRS files), and a token signer: one per
 * test file, created before its tests and closed after them.
 */
export function compensationAppForFile(): () => CompensationTestApp {
  let context: CompensationTestApp | undefined;
  beforeAll(async () => {
    const db = await openDb({ dataDir: await tempDir('compensation') });
    await runMigrations(db);
    // As the backend does: access answers kept until a change is announced.
    await keepAccessAnswers(db);
    await importShippedData(db, { referenceDir: shippedDataDir, irsDir: FIXTURE_IRS_DIR, log: () => undefined });
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
    const verify = localVerifier(ISSUER, AUDIENCE, { keys: [jwk] });
    const app = createApp({ ...appData(db, createNonprofitData(db)), db, status: () => ({ state: 'ready' }), database: 'pglite', log: () => undefined, verify });
    const bearer = async (claims: Record<string, unknown>) =>
      `Bearer ${await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(ISSUER).setAudience(AUDIENCE).setIssuedAt().setExpirationTime('1h').sign(privateKey)}`;
    context = { db, app, bearer };
  });
  afterAll(async () => {
    await context?.db.close();
    await removeTempDirs();
  });
  return () => context!;
}
