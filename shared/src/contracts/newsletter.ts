/**
 * The newsletter (SPEC 2.7 'Newsletter' in the profile): the team writes it at /admin/newsletter and it is mailed
 * to every member who turned the newsletter on. Team members only (403 for anyone else).
 */

export const NEWSLETTER_SUBJECT_MAX = 200;
export const NEWSLETTER_BODY_MAX = 20_000;

/** A newsletter the team sent. Times are ISO 8601 (UTC). */
export interface SentNewsletter {
  id: string;
  subject: string;
  sentAt: string;
  /** Mails handed on, one to each subscriber (every one is in the outbox). */
  recipients: number;
  /** The e-mail address of the team member who sent it; null when that account was deleted. */
  sentBy: string | null;
}

/** `GET /admin/newsletter`: how many members subscribe now, and the newsletters sent, latest first. */
export interface NewsletterOverview {
  subscribers: number;
  sent: SentNewsletter[];
}

/**
 * `POST /admin/newsletter`: subject 1 to 200 characters on one line; body 1 to 20,000 characters of plain text,
 * paragraphs separated by blank lines.
 */
export interface NewsletterInput {
  subject: string;
  body: string;
}

/** The answer of `POST /admin/newsletter` (201). */
export interface NewsletterSent {
  id: string;
  recipients: number;
}
