import { NEWSLETTER_BODY_MAX, NEWSLETTER_SUBJECT_MAX } from '@x4i/shared/contracts';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { requireTeamMember, teamMemberOf } from '../admin/current-user.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import { requireBearer, type AccessTokenVerifier } from '../identity/access-tokens.js';
import type { Mailer } from '../mail/mailer.js';
import { newsletterOverview, sendNewsletter } from '../mail/newsletter.js';

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

const SUBJECT_MESSAGE = `Write a subject of 1 to ${NEWSLETTER_SUBJECT_MAX} characters.`;
const BODY_MESSAGE = `Write the text: 1 to ${NEWSLETTER_BODY_MAX.toLocaleString('en-US')} characters.`;

const newsletterInput = z.strictObject(
  {
    subject: z
      .string({ error: SUBJECT_MESSAGE })
      .trim()
      .min(1, { error: SUBJECT_MESSAGE })
      .max(NEWSLETTER_SUBJECT_MAX, { error: SUBJECT_MESSAGE })
      // A mail header is one line.
      .refine((subject) => !/[\r\n]/.test(subject), { error: 'The subject is one line.' }),
    body: z.string({ error: BODY_MESSAGE }).trim().min(1, { error: BODY_MESSAGE }).max(NEWSLETTER_BODY_MAX, { error: BODY_MESSAGE }),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'Send a JSON object with subject and body.'),
  },
);

/**
 * The newsletter, for the team. Every call needs a valid bearer token (401) and the X4I_TEAM_MEMBER role (403).
 *
 *   GET  /admin/newsletter   { subscribers, sent }: how many members subscribe, and the newsletters sent, latest first
 *   POST /admin/newsletter   { subject, body } → 201 { id, recipients }: mailed to every member with "Newsletter" on;
 *                            409 no_subscribers when nobody subscribes
 */
export function newsletterRouter(db: Queryable, verify: AccessTokenVerifier | null, options: { mailer?: Mailer; log: (message: string) => void }): Router {
  const router = Router();
  router.use('/admin/newsletter', noStore, requireBearer(verify), requireTeamMember(db));

  router.get('/admin/newsletter', async (_req, res) => {
    res.json(await newsletterOverview(db));
  });

  router.post('/admin/newsletter', async (req, res) => {
    const input = parseInput(newsletterInput, req.body, 'invalid_newsletter');
    if (!options.mailer) throw new HttpError(503, 'mail_unavailable', 'E-mail is not available on this server.');
    const sent = await sendNewsletter(db, options.mailer, { ...input, sentBy: teamMemberOf(res).id }, options.log);
    if (!sent) throw new HttpError(409, 'no_subscribers', 'No member has the newsletter turned on, so there is nobody to send it to.');
    res.status(201).json(sent);
  });

  return router;
}
