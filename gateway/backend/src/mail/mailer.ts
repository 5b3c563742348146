import nodemailer, { type Transporter } from 'nodemailer';
import type { Queryable } from '../db/db.js';
import { withholdSecrets } from './withhold-secrets.js';

/** What a mail is, kept with it in the outbox. */
export type MailKind =
  | 'PASSWORD_RESET'
  | 'PASSWORD_CHANGED'
  | 'EMAIL_VERIFICATION'
  | 'CONTACT_FORWARD'
  | 'CONTACT_REPLY'
  | 'ACCESS_REQUEST_RECEIVED'
  | 'ACCESS_REQUEST_GRANTED'
  | 'ACCESS_REQUEST_DECLINED'
  | 'DIGEST'
  | 'NEWSLETTER'
  | 'WATCH_CHANGES';

/** One e-mail, always with a plain-text and an HTML body. */
export interface Mail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The Contact Us message this mail forwards or answers. */
  contactMessageId?: string;
  /** What only the recipient may read (a link's token): sent, but withheld from the outbox's copy. */
  secrets?: readonly string[];
}

/** STORED: kept in the outbox only (no SMTP server configured); SENT: handed to SMTP; FAILED: SMTP refused it. */
export type MailStatus = 'STORED' | 'SENT' | 'FAILED';

export interface SentMail {
  id: string;
  status: MailStatus;
}

export interface Mailer {
  /** Hands the mail to SMTP (when configured) and records it in the outbox either way. Never throws on an SMTP error. */
  send(mail: Mail): Promise<SentMail>;
  /** The From address. */
  readonly from: string;
  /** Whether mail leaves the product (an SMTP server is set); false: mail is only kept in the outbox. */
  readonly delivers: boolean;
  /** Where Contact Us messages are forwarded; undefined: they are not. */
  readonly teamEmail?: string;
  /** The product's public origin, for links in mails; undefined: mails carry no links to the site. */
  readonly siteUrl?: string;
  /** One sentence for the server log: where mail goes. */
  readonly describe: string;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL with credentials; undefined keeps every mail in the outbox only. */
  smtpUrl?: string;
  from: string;
  teamEmail?: string;
  siteUrl?: string;
  log?: (message: string) => void;
}

/** The SMTP URL without its password, for the log. */
export function redactSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'an SMTP server';
  }
}

export function createMailer(db: Queryable, options: MailerOptions): Mailer {
  const log = options.log ?? (() => undefined);
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl, { from: options.from })
    : null;

  async function record(mail: Mail, status: MailStatus, error: string | null): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO outbox (kind, sender, recipient, reply_to, subject, text_body, html_body, status, error, contact_message_id, sent_at)
       VALUES ($10, $1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $7 = 'SENT' THEN now() END) RETURNING id::text AS id`,
      [
        options.from,
        mail.to,
        mail.replyTo ?? null,
        mail.subject,
        withholdSecrets(mail.text, mail.secrets),
        withholdSecrets(mail.html, mail.secrets),
        status,
        error,
        mail.contactMessageId ?? null,
        mail.kind,
      ],
    );
    return row!.id;
  }

  return {
    from: options.from,
    delivers: transport !== null,
    teamEmail: options.teamEmail,
    siteUrl: options.siteUrl?.replace(/\/+$/, ''),
    describe: transport
      ? `E-mail: sent through ${redactSmtpUrl(options.smtpUrl!)} from ${options.from}; every mail is also kept in the outbox (/admin/outbox)`
      : `E-mail: no SMTP_URL set, so mail is not sent: every mail is kept in the outbox, which the team reads at /admin/outbox`,
    async send(mail) {
      if (!transport) return { id: await record(mail, 'STORED', null), status: 'STORED' };
      try {
        await transport.sendMail({ from: options.from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const id = await record(mail, 'FAILED', message);
        // The reason stays in the outbox for the team: an SMTP server's reply often quotes the address.
        log(`E-mail ${id} (${mail.kind}) not sent; the outbox has the reason`);
        return { id, status: 'FAILED' };
      }
      return { id: await record(mail, 'SENT', null), status: 'SENT' };
    },
    close() {
      transport?.close();
    },
  };
}
