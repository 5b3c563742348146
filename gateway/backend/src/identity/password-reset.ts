import type { Db, Queryable } from '../db/db.js';
import type { Mailer } from '../mail/mailer.js';
import { passwordChangedMail, passwordResetMail } from '../mail/messages.js';
import { findAccountByEmail } from './accounts.js';
import { consumeAccountToken, createAccountToken, retireAccountTokens, type AccountTokenProblem } from './account-tokens.js';
import { hashPassword } from './password.js';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60;

export const RESET_PATH = '/oidc/reset-password';

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}${RESET_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * Mails a reset link when a local account (one with a password) has this address. Answers 'sent' when SMTP took
 * the mail, 'failed' when it refused it, 'none' when no such account exists, and 'undeliverable' when no SMTP server
 * is set: the outbox's copy withholds the link, so no one could use it.
 */
export async function requestPasswordReset(
  db: Queryable,
  mailer: Mailer,
  input: { email: string; publicUrl: string; productName: string },
): Promise<'sent' | 'failed' | 'none' | 'undeliverable'> {
  // Asked before the account is looked up: the answer must not tell whether the address is registered.
  if (!mailer.delivers) return 'undeliverable';
  const account = await findAccountByEmail(db, input.email);
  // A hosted provider's user has no password here to reset. A local account without one (opened through Google,
  // LinkedIn or Microsoft) may choose one this way.
  if (!account?.email || (!account.hasPassword && account.subject !== account.id)) return 'none';
  const token = await createAccountToken(db, account.id, 'PASSWORD_RESET', RESET_LINK_MINUTES);
  const mail = passwordResetMail({
    productName: input.productName,
    name: account.firstName,
    link: resetLink(input.publicUrl, token),
    validMinutes: RESET_LINK_MINUTES,
  });
  const sent = await mailer.send({ kind: 'PASSWORD_RESET', to: account.email, ...mail, secrets: [token] });
  return sent.status === 'FAILED' ? 'failed' : 'sent';
}

export type ResetResult = { ok: true; email: string; firstName: string } | { ok: false; problem: AccountTokenProblem };

/**
 * Sets the new password with a reset link, in one transaction: the link is used up, the account's other reset links
 * stop working, and every access token issued before now is refused (every other session is signed out).
 */
export async function resetPassword(db: Db, mailer: Mailer, input: { token: string; password: string; productName: string }): Promise<ResetResult> {
  const passwordHash = await hashPassword(input.password);
  const result = await db.transaction(async (tx): Promise<ResetResult> => {
    const check = await consumeAccountToken(tx, input.token, 'PASSWORD_RESET');
    if (!check.ok) return check;
    await retireAccountTokens(tx, check.accountId, 'PASSWORD_RESET');
    const [row] = await tx.query<{ email: string; first_name: string }>(
      `UPDATE accounts SET password_hash = $2, sessions_valid_after = clock_timestamp() WHERE id = $1 RETURNING email, first_name`,
      [check.accountId, passwordHash],
    );
    return { ok: true, email: row!.email, firstName: row!.first_name };
  });
  if (result.ok) {
    await mailer.send({ kind: 'PASSWORD_CHANGED', to: result.email, ...passwordChangedMail({ productName: input.productName, name: result.firstName }) });
  }
  return result;
}
