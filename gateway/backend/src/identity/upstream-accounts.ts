import type { Db, Queryable } from '../db/db.js';
import { createPasswordlessAccount, findAccountByEmail, findAccountBySubject, type Account } from './accounts.js';
import type { UpstreamProviderId } from './upstream-providers.js';

/** What an upstream provider said about the person, from its checked ID token. */
export interface UpstreamIdentity {
  provider: UpstreamProviderId;
  subject: string;
  /** An address the upstream says it verified. */
  email: string;
  firstName: string;
  lastName: string;
}

export type UpstreamAccountResult =
  | { kind: 'signed-in' | 'linked' | 'created'; account: Account }
  /** A local account has this address but never confirmed it: linking could hand it to whoever set its password. */
  | { kind: 'unconfirmed-local' };

/** The account an upstream subject was linked to before, or null. */
export async function findLinkedAccount(db: Queryable, provider: UpstreamProviderId, subject: string): Promise<Account | null> {
  const [row] = await db.query<{ subject: string }>(
    `SELECT a.subject FROM upstream_identities u JOIN accounts a ON a.id = u.account_id WHERE u.provider = $1 AND u.subject = $2`,
    [provider, subject],
  );
  return row ? findAccountBySubject(db, row.subject) : null;
}

/**
 * The local account an upstream sign-in signs in as: the one linked to its subject before; else the account with
 * its verified address, linked now; else a new account, linked. In one transaction, so two sign-ins at once link
 * once.
 */
export function accountForUpstream(db: Db, identity: UpstreamIdentity): Promise<UpstreamAccountResult> {
  return db.transaction(async (tx): Promise<UpstreamAccountResult> => {
    const linked = await findLinkedAccount(tx, identity.provider, identity.subject);
    if (linked) return { kind: 'signed-in', account: linked };
    let kind: 'linked' | 'created' = 'linked';
    let account = await findAccountByEmail(tx, identity.email);
    // A password account whose owner never followed the verification link may have been opened by someone else in
    // this person's name; it is linked once its owner confirms the address.
    if (account?.hasPassword && !account.emailVerified) return { kind: 'unconfirmed-local' };
    if (!account) {
      kind = 'created';
      account = await createPasswordlessAccount(tx, identity);
      // Taken in the meantime by a sign-up: the transaction is rolled back, and the person tries again.
      if (!account) throw new Error('the e-mail address was taken during the sign-in');
    }
    await tx.query('INSERT INTO upstream_identities (provider, subject, account_id, email) VALUES ($1, $2, $3, $4)', [
      identity.provider,
      identity.subject,
      account.id,
      identity.email.toLowerCase(),
    ]);
    return { kind, account };
  });
}
