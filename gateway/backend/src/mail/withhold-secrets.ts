/**
 * The outbox keeps a copy of every mail for the team, and the team must not be able to act as the recipient.
 * So a mail names the secrets it carries (a reset or verification token), and the stored copy has each one
 * replaced by a mark; only the mail handed to SMTP keeps them. A `token=` parameter in any link is withheld too,
 * in case a new kind of mail forgets to name its secret.
 */
export const WITHHELD = 'WITHHELD';

const TOKEN_PARAMETER = /([?&](?:amp;)?token=)[^&\s"'<>]+/gi;

export function withholdSecrets(body: string, secrets: readonly string[] = []): string {
  let stored = body;
  for (const secret of secrets) {
    if (secret.length === 0) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) stored = stored.split(form).join(WITHHELD);
  }
  return stored.replace(TOKEN_PARAMETER, `$1${WITHHELD}`);
}
