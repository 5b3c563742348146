/** The team's view of the product's e-mail (SPEC 2.6, 8): the outbox and the Contact Us inbox. */

/** STORED: kept in the outbox only (no SMTP server configured); SENT: handed to SMTP; FAILED: SMTP refused it. */
export type OutboxMailStatus = 'STORED' | 'SENT' | 'FAILED';

/** One e-mail the product sent or kept. Times are ISO 8601 (UTC). */
export interface OutboxMail {
  id: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  /** The plain-text body (every mail has an HTML body with the same words). */
  text: string;
  status: OutboxMailStatus;
  /** Why SMTP refused it (FAILED only). */
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** `GET /admin/outbox?page=`: latest first. */
export interface OutboxPage {
  mails: OutboxMail[];
  total: number;
  page: number;
  pageSize: number;
}

/** A reply the team sent to a Contact Us message (it is also in the outbox). */
export interface InboxReply {
  id: string;
  text: string;
  status: OutboxMailStatus;
  createdAt: string;
}

/** A Contact Us message (or support ticket) in the team's inbox. */
export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  organization: string | null;
  message: string;
  createdAt: string;
  /** When a team member marked it handled, and who (their e-mail); null while it waits. */
  handledAt: string | null;
  handledBy: string | null;
  replies: InboxReply[];
}

/** `GET /admin/messages`: waiting messages first (oldest first), then handled ones (latest first). */
export interface InboxMessagesResponse {
  messages: InboxMessage[];
}

/** `POST /admin/messages/:id/handled`. */
export interface InboxMessageHandled {
  handled: boolean;
}

/** `POST /admin/messages/:id/reply`: the text of the e-mail to the sender. */
export interface InboxMessageReply {
  text: string;
}

export const CONTACT_REPLY_MAX = 10_000;
