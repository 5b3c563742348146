import { CONTACT_REPLY_MAX } from '@x4i/shared/contracts';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { requireTeamMember, teamMemberOf } from '../admin/current-user.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { formatQuery, parseInput } from '../http/validate.js';
import { exportedFrom, inPages, streamTable } from '../http/stream-table.js';
import { teamRecords } from '../admin/team-records.js';
import { requireBearer, type AccessTokenVerifier } from '../identity/access-tokens.js';
import { findContactMessage, listContactMessages, setContactMessageHandled } from '../mail/contact-messages.js';
import type { Mailer } from '../mail/mailer.js';
import { contactReplyMail } from '../mail/messages.js';
import { PRODUCT_NAME } from '../mail/notifications.js';
import { outboxPage } from '../mail/outbox.js';

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

const PAGE_MESSAGE = 'page is a whole number from 1.';
const pageQuery = z.object({
  page: z.coerce.number({ error: PAGE_MESSAGE }).int({ error: PAGE_MESSAGE }).min(1, { error: PAGE_MESSAGE }).max(100_000, { error: PAGE_MESSAGE }).default(1),
});

const objectError = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${(issue.keys ?? []).join(', ')}.` : 'Send a JSON object.',
};
const handledInput = z.strictObject({ handled: z.boolean({ error: 'handled is true or false.' }) }, objectError);
const REPLY_MESSAGE = `Write a reply of 1 to ${CONTACT_REPLY_MAX} characters.`;
const replyInput = z.strictObject(
  { text: z.string({ error: REPLY_MESSAGE }).trim().min(1, { error: REPLY_MESSAGE }).max(CONTACT_REPLY_MAX, { error: REPLY_MESSAGE }) },
  objectError,
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_SUCH_MESSAGE = 'There is no such message.';

function messageId(value: unknown): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw new HttpError(404, 'not_found', NO_SUCH_MESSAGE);
  return value;
}

const utcDate = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The team's mail screens. Every call needs a valid bearer token (401) and the X4I_TEAM_MEMBER role (403).
 *
 *   GET  /admin/outbox?page=            { mails, total, page, pageSize }: every e-mail the product sent or kept, latest first
 *   GET  /admin/messages                { messages }: Contact Us messages and support tickets, waiting ones first
 *   POST /admin/messages/:id/handled    { handled } → { message }
 *   POST /admin/messages/:id/reply      { text } → 201 { message }: mailed to the sender; 502 mail_not_sent when SMTP refused it
 */
export function teamMailRouter(db: Queryable, verify: AccessTokenVerifier | null, options: { mailer?: Mailer } = {}): Router {
  const router = Router();
  router.use('/admin', noStore, requireBearer(verify), requireTeamMember(db));

  router.get('/admin/outbox', async (req, res) => {
    const { page } = parseInput(pageQuery, req.query, 'invalid_page');
    res.json(await outboxPage(db, page));
  });

  // The whole outbox and inbox, not the page or the 500 the screens show, streamed.
  router.get('/admin/outbox/export', async (req, res) => {
    const { format } = parseInput(formatQuery, req.query, 'invalid_format');
    async function* rows() {
      for (let page = 1; ; page += 1) {
        const { mails, pageSize } = await outboxPage(db, page);
        yield* mails.map((mail) => [mail.createdAt, mail.from, mail.to, mail.replyTo, mail.subject, mail.status, mail.sentAt, mail.error, mail.text]);
        if (mails.length < pageSize) return;
      }
    }
    await streamTable(
      res,
      {
        title: 'Outbox: every e-mail the product sent or kept, latest first',
        header: ['created', 'from', 'to', 'replyTo', 'subject', 'status', 'sent', 'error', 'text'],
        sources: [teamRecords()],
        fileStem: 'admin-outbox',
        format,
        exportedFrom: exportedFrom(req),
      },
      rows(),
    );
  });

  router.get('/admin/messages/export', async (req, res) => {
    const { format } = parseInput(formatQuery, req.query, 'invalid_format');
    async function* rows() {
      for await (const message of inPages((offset, limit) => listContactMessages(db, limit, offset))) {
        yield [message.createdAt, message.name, message.email, message.organization, message.message, message.handledAt, message.handledBy, message.replies.length];
      }
    }
    await streamTable(
      res,
      {
        title: 'Contact messages: waiting ones first (oldest first), then handled ones (latest first)',
        header: ['received', 'name', 'email', 'organization', 'message', 'handled', 'handledBy', 'replies'],
        sources: [teamRecords()],
        fileStem: 'admin-contact-messages',
        format,
        exportedFrom: exportedFrom(req),
      },
      rows(),
    );
  });

  router.get('/admin/messages', async (_req, res) => {
    res.json({ messages: await listContactMessages(db) });
  });

  router.post('/admin/messages/:id/handled', async (req, res) => {
    const id = messageId(req.params.id);
    const { handled } = parseInput(handledInput, req.body, 'invalid_handled');
    if (!(await setContactMessageHandled(db, id, handled, teamMemberOf(res).id))) throw new HttpError(404, 'not_found', NO_SUCH_MESSAGE);
    res.json({ message: await findContactMessage(db, id) });
  });

  router.post('/admin/messages/:id/reply', async (req, res) => {
    const id = messageId(req.params.id);
    const { text } = parseInput(replyInput, req.body, 'invalid_reply');
    const message = await findContactMessage(db, id);
    if (!message) throw new HttpError(404, 'not_found', NO_SUCH_MESSAGE);
    if (!options.mailer) throw new HttpError(503, 'mail_unavailable', 'E-mail is not available on this server.');
    const content = contactReplyMail({ productName: PRODUCT_NAME, reply: text, original: message.message, sentAt: utcDate(message.createdAt) });
    const sent = await options.mailer.send({ kind: 'CONTACT_REPLY', to: message.email, replyTo: options.mailer.teamEmail, contactMessageId: id, ...content });
    if (sent.status === 'FAILED') {
      throw new HttpError(502, 'mail_not_sent', 'The reply could not be sent: the mail server refused it. It is in the outbox, marked not sent; please try again later.');
    }
    res.status(201).json({ message: await findContactMessage(db, id) });
  });

  return router;
}
