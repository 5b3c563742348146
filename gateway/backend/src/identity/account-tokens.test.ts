import { openDb } from '../db/connect.js';
import type { Db } from '../db/db.js';
import { runMigrations } from '../db/migrate.js';
import { removeTempDirs, tempDir } from '../testing/test-backend.js';
import { createLocalAccount } from './accounts.js';
import { checkAccountToken, consumeAccountToken, createAccountToken, hashAccountToken, retireAccountTokens } from './account-tokens.js';

jest.setTimeout(60_000);

let db: Db;
let accountId: string;

beforeAll(async () => {
  db = await openDb({ dataDir: await tempDir('account-tokens') });
  await runMigrations(db);
  accountId = (await createLocalAccount(db, { email: 'ada@example.org', password: 'long enough', firstName: 'Ada', lastName: 'L' }))!.id;
});

afterAll(async () => {
  await db.close();
  await removeTempDirs();
});

describe('single-use links', () => {
  it('stores only the digest of the token', async () => {
    const token = await createAccountToken(db, accountId, 'PASSWORD_RESET', 60);
    const rows = await db.query<{ token_hash: string }>('SELECT token_hash FROM account_tokens');
    expect(rows.map((row) => row.token_hash)).toContain(hashAccountToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('works once: the second use is refused as used', async () => {
    const token = await createAccountToken(db, accountId, 'PASSWORD_RESET', 60);
    expect(await checkAccountToken(db, token, 'PASSWORD_RESET')).toEqual({ ok: true, accountId });
    expect(await consumeAccountToken(db, token, 'PASSWORD_RESET')).toEqual({ ok: true, accountId });
    expect(await consumeAccountToken(db, token, 'PASSWORD_RESET')).toEqual({ ok: false, problem: 'used' });
    expect(await checkAccountToken(db, token, 'PASSWORD_RESET')).toEqual({ ok: false, problem: 'used' });
  });

  it('is refused as expired after its time', async () => {
    const token = await createAccountToken(db, accountId, 'PASSWORD_RESET', 60);
    await db.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hashAccountToken(token)]);
    expect(await checkAccountToken(db, token, 'PASSWORD_RESET')).toEqual({ ok: false, problem: 'expired' });
    expect(await consumeAccountToken(db, token, 'PASSWORD_RESET')).toEqual({ ok: false, problem: 'expired' });
  });

  it('is invalid when unknown, malformed, or meant for another purpose', async () => {
    const token = await createAccountToken(db, accountId, 'EMAIL_VERIFICATION', 60);
    expect(await consumeAccountToken(db, token, 'PASSWORD_RESET')).toEqual({ ok: false, problem: 'invalid' });
    expect(await checkAccountToken(db, 'x'.repeat(43), 'PASSWORD_RESET')).toEqual({ ok: false, problem: 'invalid' });
    expect(await checkAccountToken(db, "' OR 1=1 --", 'PASSWORD_RESET')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('retires the other unused links of the account', async () => {
    const first = await createAccountToken(db, accountId, 'PASSWORD_RESET', 60);
    await retireAccountTokens(db, accountId, 'PASSWORD_RESET');
    expect(await checkAccountToken(db, first, 'PASSWORD_RESET')).toEqual({ ok: false, problem: 'used' });
  });
});
