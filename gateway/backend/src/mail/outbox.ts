import type { OutboxMail, OutboxPage } from '@x4i/shared/contracts';
import type { Queryable } from '../db/db.js';
import { isoTime as iso } from '../db/iso-time.js';

export const OUTBOX_PAGE_SIZE = 50;


interface OutboxRow {
  id: string;
  sender: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  status: OutboxMail['status'];
  error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** The outbox, latest first, one page at a time (page 1 is the latest). */
export async function outboxPage(db: Queryable, page: number): Promise<OutboxPage> {
  const [count] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM outbox');
  const rows = await db.query<OutboxRow>(
    `SELECT id::text AS id, sender, recipient, reply_to, subject, text_body, status, error, ${iso('created_at')} AS created_at, ${iso('sent_at')} AS sent_at
     FROM outbox ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [OUTBOX_PAGE_SIZE, (page - 1) * OUTBOX_PAGE_SIZE],
  );
  return {
    total: Number(count?.total ?? 0),
    page,
    pageSize: OUTBOX_PAGE_SIZE,
    mails: rows.map((row) => ({
      id: row.id,
      from: row.sender,
      to: row.recipient,
      replyTo: row.reply_to,
      subject: row.subject,
      text: row.text_body,
      status: row.status,
      error: row.error,
      createdAt: row.created_at,
      sentAt: row.sent_at,
    })),
  };
}
