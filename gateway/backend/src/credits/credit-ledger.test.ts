import { openDb } from '../db/connect.js';
import type { Db } from '../db/db.js';
import { loadMigrations, runMigrations } from '../db/migrate.js';
import { removeTempDirs, tempDir } from '../testing/test-backend.js';
import { addCreditGrant, addCreditUse, creditBalance, creditBalances, ledgerEntries } from './credit-ledger.js';

jest.setTimeout(60_000);

let db: Db;
let alice: string;
let bob: string;
let team: string;

const account = async (subject: string, email: string, first = '', last = '') =>
  (await db.query<{ id: string }>(`INSERT INTO accounts (subject, email, first_name, last_name) VALUES ($1, $2, $3, $4) RETURNING id::text AS id`, [subject, email, first, last]))[0]!
    .id;

beforeAll(async () => {
  db = await openDb({ dataDir: await tempDir('credits') });
  const migrations = await loadMigrations();
  // The database as it was before the ledger, with balances in the mutable table.
  await runMigrations(db, migrations.filter((migration) => migration.version < '0018'));
  alice = await account('alice', 'alice@example.org', 'Alice', 'Adams');
  bob = await account('bob', 'bob@example.org');
  team = await account('team', 'team@x4i.example', 'Taylor', 'Team');
  await db.query(`INSERT INTO account_credits (account_id, type, balance) VALUES ($1, 'IRS_LETTER', 3), ($1, 'REPORT', 1), ($2, 'IRS_LETTER', 0)`, [alice, bob]);
  await runMigrations(db, migrations);
});
afterAll(async () => {
  await db.close();
  await removeTempDirs();
});

describe('the move to the credit ledger', () => {
  it('carries the old balances over as opening grants and drops the mutable table', async () => {
    const rows = await db.query<{ account_id: string; type: string; amount: number; reason: string; granted_by: string | null }>(
      `SELECT account_id::text AS account_id, type, amount, reason, granted_by::text AS granted_by FROM credit_ledger ORDER BY type`,
    );
    expect(rows).toEqual([
      { account_id: alice, type: 'IRS_LETTER', amount: 3, reason: 'Balance carried over from the previous credit table', granted_by: null },
      { account_id: alice, type: 'REPORT', amount: 1, reason: 'Balance carried over from the previous credit table', granted_by: null },
    ]);
    expect(await db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'account_credits'`)).toEqual([]);
  });
});

describe('balances', () => {
  it('are the sums of the ledger, per type, IRS_LETTER always present', async () => {
    expect(await creditBalances(db, alice)).toEqual({ IRS_LETTER: 3, REPORT: 1 });
    expect(await creditBalances(db, bob)).toEqual({ IRS_LETTER: 0 });
    await db.transaction((tx) => addCreditGrant(tx, { accountId: bob, type: 'IRS_LETTER', amount: 2, reason: 'Pilot', grantedBy: team }));
    await db.transaction((tx) => addCreditGrant(tx, { accountId: bob, type: 'IRS_LETTER', amount: 5, reason: 'Board request', grantedBy: team }));
    expect(await creditBalance(db, bob, 'IRS_LETTER')).toBe(7);
  });

  it('refuse a use that names no letter, and a grant that names one', async () => {
    await expect(db.query(`INSERT INTO credit_ledger (account_id, type, amount, reason) VALUES ($1, 'IRS_LETTER', -1, 'x')`, [bob])).rejects.toThrow(/check/i);
    await expect(
      db.query(`INSERT INTO credit_ledger (account_id, type, amount, reason, letter_id) VALUES ($1, 'IRS_LETTER', 1, 'x', gen_random_uuid())`, [bob]),
    ).rejects.toThrow(/check/i);
  });

  it('list the ledger newest first, with who and why', async () => {
    const entries = await ledgerEntries(db, bob);
    expect(entries.map((entry) => [entry.amount, entry.reason])).toEqual([
      [5, 'Board request'],
      [2, 'Pilot'],
    ]);
    expect(entries[0]).toMatchObject({
      type: 'IRS_LETTER',
      account: { email: 'bob@example.org', name: 'bob@example.org' },
      grantedBy: { email: 'team@x4i.example', name: 'Taylor Team' },
      letterId: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect((await ledgerEntries(db, null)).length).toBe(4);
    expect((await ledgerEntries(db, null, 1)).length).toBe(1);
  });

  it('counts a use against the balance', async () => {
    // The letters table comes with its own migration: a use names a real letter.
    const [letter] = await db.query<{ id: string }>(
      `INSERT INTO ntee_change_letters (account_id, ein, organization_name, address_lines, old_code, old_title, new_code, new_title, reasons, signer_name, signer_title, pdf)
       VALUES ($1, '123456789', 'Test Org', '{}', NULL, NULL, 'B20', 'Elementary and secondary schools', 'Reasons long enough to count.', 'Bo Bee', 'Chair', '\\x25504446')
       RETURNING id::text AS id`,
      [bob],
    );
    await db.transaction((tx) => addCreditUse(tx, { accountId: bob, type: 'IRS_LETTER', amount: 1, reason: 'NTEE change letter', letterId: letter!.id }));
    expect(await creditBalance(db, bob, 'IRS_LETTER')).toBe(6);
    expect((await ledgerEntries(db, bob))[0]).toMatchObject({ amount: -1, grantedBy: null, letterId: letter!.id });
  });
});
