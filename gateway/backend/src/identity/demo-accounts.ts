import type { Db } from '../db/db.js';
import { createLocalAccount, normalizeEmail } from './accounts.js';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'x4i-demo';
export const DEMO_ORGANIZATION = 'Demo Solutions Co. (demo)';

export const DEMO_ACCOUNTS = [
  { email: 'member@demo.x4i.org', firstName: 'Morgan', lastName: 'Member', permissions: [] as string[] },
  // SOLUTION_PROVIDER through the demo organisation's role rule, not through stored permissions
  { email: 'provider@demo.x4i.org', firstName: 'Priya', lastName: 'Provider', permissions: [] as string[] },
  { email: 'team@demo.x4i.org', firstName: 'Taylor', lastName: 'Team', permissions: ['do:all'] },
] as const;

const DEMO_RULE = { type: 'EMAIL', value: 'provider@demo.x4i.org', roles: ['SOLUTION_PROVIDER'] } as const;

/** Adds the demo accounts, organisation and role rule where missing; changes nothing that is there. */
export async function seedDemoAccounts(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      const [found] = await tx.query('SELECT 1 FROM accounts WHERE email = $1', [normalizeEmail(account.email)]);
      if (!found) await createLocalAccount(tx, { ...account, permissions: [...account.permissions], password: DEMO_PASSWORD });
    }
    const [org] = await tx.query<{ id: string }>(
      `INSERT INTO organizations (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id::text AS id`,
      [DEMO_ORGANIZATION],
    );
    await tx.query(
      `INSERT INTO role_rules (org_id, type, value, roles) VALUES ($1, $2, $3, $4) ON CONFLICT (org_id, type, value) DO NOTHING`,
      [org!.id, DEMO_RULE.type, DEMO_RULE.value, [...DEMO_RULE.roles]],
    );
  });
}

/** Removes the demo accounts (and what they sent), the demo organisation and its rules. */
export async function removeDemoAccounts(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM accounts WHERE email = ANY($1::text[])', [DEMO_ACCOUNTS.map((account) => account.email)]);
    await tx.query('DELETE FROM organizations WHERE name = $1', [DEMO_ORGANIZATION]);
  });
}
