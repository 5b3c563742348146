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
