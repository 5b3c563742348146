import type { InboxMessage, InboxReply } from '@x4i/shared/contracts';
import type { Queryable } from '../db/db.js';
import { isoTime as iso } from '../db/iso-time.js';


/** The inbox shows this many messages: every waiting one comes before any handled one. */
export const INBOX_LIMIT = 500;

interface MessageRow {
  id: string;
  name: string;
  email: string;
  organization: string | null;
  message: string;
  created_at: string;
  handled_at: string | null;
  handled_by: string | null;
}

const SELECT = `SELECT m.id::text AS id, m.name, m.email, m.organization, m.message, ${iso('m.created_at')} AS created_at,
    ${iso('m.handled_at')} AS handled_at, a.email AS handled_by
  FROM contact_messages m LEFT JOIN accounts a ON a.id = m.handled_by`;

async function withReplies(db: Queryable, rows: MessageRow[]): Promise<InboxMessage[]> {
  const ids = rows.map((row) => row.id);
  const replies = ids.length
    ? await db.query<{ id: string; contact_message_id: string; text_body: string; status: InboxReply['status']; created_at: string }>(
        `SELECT id::text AS id, contact_message_id::text AS contact_message_id, text_body, status, ${iso('created_at')} AS created_at
         FROM outbox WHERE contact_message_id = ANY($1::uuid[]) AND kind = 'CONTACT_REPLY' ORDER BY created_at, id`,
        [ids],
      )
    : [];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    organization: row.organization,
    message: row.message,
    createdAt: row.created_at,
    handledAt: row.handled_at,
    handledBy: row.handled_by,
    replies: replies
      .filter((reply) => reply.contact_message_id === row.id)
      .map((reply) => ({ id: reply.id, text: reply.text_body, status: reply.status, createdAt: reply.created_at })),
  }));
}

/** Waiting messages first, oldest first (the next to answer on top); then handled ones, latest first. */
export async function listContactMessages(db: Queryable, limit = INBOX_LIMIT, offset = 0): Promise<InboxMessage[]> {
  const rows = await db.query<MessageRow>(
    `${SELECT} ORDER BY (m.handled_at IS NULL) DESC, CASE WHEN m.handled_at IS NULL THEN m.created_at END ASC, m.handled_at DESC, m.id LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return withReplies(db, rows);
}

export async function findContactMessage(db: Queryable, id: string): Promise<InboxMessage | null> {
  const rows = await db.query<MessageRow>(`${SELECT} WHERE m.id = $1`, [id]);
  return rows.length ? (await withReplies(db, rows))[0]! : null;
}

/** Marks the message handled by the team member, or waiting again; false when there is no such message. */
export async function setContactMessageHandled(db: Queryable, id: string, handled: boolean, accountId: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE contact_messages SET handled_at = CASE WHEN $2::boolean THEN COALESCE(handled_at, now()) END,
       handled_by = CASE WHEN $2::boolean THEN COALESCE(handled_by, $3::uuid) END
     WHERE id = $1 RETURNING id`,
    [id, handled, accountId],
  );
  return rows.length > 0;
}
