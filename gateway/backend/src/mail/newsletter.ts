import { PROFILE_PAGE_PATH, type NewsletterInput, type NewsletterOverview, type NewsletterSent } from '@x4i/shared/contracts';
import type { Queryable } from '../db/db.js';
import type { Mailer } from './mailer.js';
import { newsletterMail } from './messages.js';
import { PRODUCT_NAME } from './notifications.js';
import { isoTime as iso } from '../db/iso-time.js';

/** The newsletter ("Newsletter" in the profile, accounts.newsletter): written and sent by the team. */

const SUBSCRIBED = `newsletter AND email IS NOT NULL AND email <> ''`;

export async function newsletterOverview(db: Queryable): Promise<NewsletterOverview> {
  const [count] = await db.query<{ subscribers: number }>(`SELECT count(*)::int AS subscribers FROM accounts WHERE ${SUBSCRIBED}`);
  const sent = await db.query<{ id: string; subject: string; sent_at: string; recipients: number; sent_by: string | null }>(
    `SELECT n.id::text AS id, n.subject, ${iso('n.sent_at')} AS sent_at, n.recipients, a.email AS sent_by
     FROM newsletters n LEFT JOIN accounts a ON a.id = n.sent_by ORDER BY n.sent_at DESC, n.id`,
  );
  return {
    subscribers: Number(count?.subscribers ?? 0),
    sent: sent.map((row) => ({ id: row.id, subject: row.subject, sentAt: row.sent_at, recipients: Number(row.recipients), sentBy: row.sent_by })),
  };
}

/**
 * Records the newsletter, then mails it to every subscriber (kind NEWSLETTER); null, and nothing recorded, when
 * nobody subscribes. A mail that cannot be recorded is logged and left out of the count; SMTP refusing one leaves
 * it in the outbox marked failed, as every mail.
 */
export async function sendNewsletter(
  db: Queryable,
  mailer: Mailer,
  input: NewsletterInput & { sentBy: string },
  log: (message: string) => void,
): Promise<NewsletterSent | null> {
  const subscribers = await db.query<{ email: string }>(`SELECT email FROM accounts WHERE ${SUBSCRIBED} ORDER BY email`);
  if (subscribers.length === 0) return null;
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO newsletters (subject, body, recipients, sent_by) VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
    [input.subject, input.body, subscribers.length, input.sentBy],
  );
  const id = row!.id;
  const content = newsletterMail({
    productName: PRODUCT_NAME,
    subject: input.subject,
    body: input.body,
    profileUrl: mailer.siteUrl ? `${mailer.siteUrl}${PROFILE_PAGE_PATH}` : undefined,
  });
  let handedOn = 0;
  for (const { email } of subscribers) {
    try {
      await mailer.send({ kind: 'NEWSLETTER', to: email, replyTo: mailer.teamEmail, ...content });
      handedOn += 1;
    } catch (error) {
      log(`A newsletter e-mail was not recorded: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (handedOn !== subscribers.length) await db.query('UPDATE newsletters SET recipients = $2 WHERE id = $1', [id, handedOn]);
  return { id, recipients: handedOn };
}
