import type { Db, Queryable } from '../db/db.js';
import type { Mailer } from '../mail/mailer.js';
import { emailVerificationMail } from '../mail/messages.js';
import type { Account } from './accounts.js';
import { consumeAccountToken, createAccountToken, retireAccountTokens, type AccountTokenProblem } from './account-tokens.js';

/** How long a verification link works: long enough for a mail that waits in a spam folder over a weekend. */
export const VERIFY_LINK_DAYS = 7;

/** The site's page that the link opens; it confirms the address with POST /account/verify-email. */
export const VERIFY_PATH = '/verify-email';

export function verificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}${VERIFY_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * Mails a new verification link to the account's address. Earlier links stay valid until one is used, so a person
 * who asked twice can follow either mail. Answers false when SMTP refused the mail.
 */
export async function sendVerificationMail(
  db: Queryable,
  mailer: Mailer,
  input: { account: Pick<Account, 'id' | 'email' | 'firstName'>; publicUrl: string; productName: string },
): Promise<boolean> {
  const { account } = input;
  if (!account.email) return false;
  const token = await createAccountToken(db, account.id, 'EMAIL_VERIFICATION', VERIFY_LINK_DAYS * 24 * 60);
  const mail = emailVerificationMail({
    productName: input.productName,
    name: account.firstName,
    link: verificationLink(input.publicUrl, token),
    validDays: VERIFY_LINK_DAYS,
  });
  const sent = await mailer.send({ kind: 'EMAIL_VERIFICATION', to: account.email, ...mail, secrets: [token] });
  return sent.status !== 'FAILED';
}

export type VerifyResult = { ok: true; email: string } | { ok: false; problem: AccountTokenProblem };

/** Marks the address verified with a link from the mail, in one transaction that uses up every link of the account. */
export async function verifyEmail(db: Db, token: string): Promise<VerifyResult> {
  return db.transaction(async (tx): Promise<VerifyResult> => {
    const check = await consumeAccountToken(tx, token, 'EMAIL_VERIFICATION');
    if (!check.ok) return check;
    await retireAccountTokens(tx, check.accountId, 'EMAIL_VERIFICATION');
    const [row] = await tx.query<{ email: string }>(
      `UPDATE accounts SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1 RETURNING email`,
      [check.accountId],
    );
    return { ok: true, email: row!.email };
  });
}
