import { CREDIT_TYPES, type CreditBalances, type CreditLedgerEntry, type CreditType } from '@x4i/shared/contracts';
import type { Queryable } from '../db/db.js';

/**
 * IRS-letter credits (SPEC 3 Credit balances, 6): a ledger of grants (+n, by the team) and uses (-1, by a letter).
 * A balance is the sum of an account's rows of a type, never a stored counter, so every credit has its who and why.
 */

/** Each type's balance; every type of CREDIT_TYPES is present (0 without rows), and any other type the ledger holds. */
export async function creditBalances(db: Queryable, accountId: string): Promise<CreditBalances> {
  const rows = await db.query<{ type: string; balance: number }>(
    'SELECT type, sum(amount)::int AS balance FROM credit_ledger WHERE account_id = $1 GROUP BY type ORDER BY type',
    [accountId],
  );
  const zeros = Object.fromEntries(CREDIT_TYPES.map((type) => [type, 0]));
  return { ...zeros, ...Object.fromEntries(rows.map((row) => [row.type, Number(row.balance)])) };
}

/** One type's balance. */
export async function creditBalance(db: Queryable, accountId: string, type: CreditType): Promise<number> {
  const [row] = await db.query<{ balance: number }>('SELECT coalesce(sum(amount), 0)::int AS balance FROM credit_ledger WHERE account_id = $1 AND type = $2', [
    accountId,
    type,
  ]);
  return Number(row?.balance ?? 0);
}

/** Any number shared by every process that spends credits in the same database (the key's second half is the account). */
const CREDIT_LOCK_CLASS = 7_401;

/**
 * Holds the account's credit lock until the transaction ends: two letters produced at the same moment read the
 * balance one after the other, so the second sees the first one's use and one credit is never spent twice.
 * Works on a Postgres server (several processes) and on the embedded database alike.
 */
export async function lockAccountCredits(tx: Queryable, accountId: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [CREDIT_LOCK_CLASS, accountId]);
}

export interface CreditGrant {
  accountId: string;
  type: CreditType;
  amount: number;
  reason: string;
  grantedBy: string;
}

/** Adds a grant; answers the new row's id. */
export async function addCreditGrant(tx: Queryable, grant: CreditGrant): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO credit_ledger (account_id, type, amount, reason, granted_by) VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id`,
    [grant.accountId, grant.type, grant.amount, grant.reason, grant.grantedBy],
  );
  return row!.id;
}

/** Records the use of one credit by a letter (inside the transaction that holds the lock and inserts the letter). */
export async function addCreditUse(tx: Queryable, use: { accountId: string; type: CreditType; amount: number; reason: string; letterId: string }): Promise<void> {
  await tx.query(`INSERT INTO credit_ledger (account_id, type, amount, reason, letter_id) VALUES ($1, $2, $3, $4, $5)`, [
    use.accountId,
    use.type,
    -use.amount,
    use.reason,
    use.letterId,
  ]);
}

/** The most ledger rows one answer lists: the team reads the newest; older ones stay in the database. */
export const LEDGER_LIST_LIMIT = 200;

interface LedgerRow {
  id: string;
  type: CreditType;
  amount: number;
  reason: string;
  account_email: string | null;
  account_first: string;
  account_last: string;
  granter_email: string | null;
  granter_first: string | null;
  granter_last: string | null;
  granted_by: string | null;
  letter_id: string | null;
  created_at: string;
}

const person = (email: string | null, first: string | null, last: string | null) => ({
  email: email ?? '',
  name: [first, last].filter(Boolean).join(' ') || email || '',
});

/** The ledger, newest first, capped at LEDGER_LIST_LIMIT: one account's rows, or everyone's when accountId is null. */
export async function ledgerEntries(db: Queryable, accountId: string | null, limit = LEDGER_LIST_LIMIT, offset = 0): Promise<CreditLedgerEntry[]> {
  const rows = await db.query<LedgerRow>(
    `SELECT l.id::text AS id, l.type, l.amount, l.reason, l.granted_by::text AS granted_by, l.letter_id::text AS letter_id,
            to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
            a.email AS account_email, a.first_name AS account_first, a.last_name AS account_last,
            g.email AS granter_email, g.first_name AS granter_first, g.last_name AS granter_last
     FROM credit_ledger l
     JOIN accounts a ON a.id = l.account_id
     LEFT JOIN accounts g ON g.id = l.granted_by
     WHERE $1::uuid IS NULL OR l.account_id = $1::uuid
     ORDER BY l.created_at DESC, l.id DESC
     LIMIT $2 OFFSET $3`,
    [accountId, limit, offset],
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    amount: Number(row.amount),
    reason: row.reason,
    account: person(row.account_email, row.account_first, row.account_last),
    grantedBy: row.granted_by ? person(row.granter_email, row.granter_first, row.granter_last) : null,
    letterId: row.letter_id,
    createdAt: row.created_at,
  }));
}
