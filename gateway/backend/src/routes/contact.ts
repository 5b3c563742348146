import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Queryable } from '../db/db.js';
import { errorBody, HttpError } from '../http/errors.js';
import { personLimit } from '../http/person-limit.js';
import { optionalBearer, type AccessTokenVerifier } from '../identity/access-tokens.js';
import type { Mailer } from '../mail/mailer.js';
import { forwardContactMessage } from '../mail/notifications.js';

export const CONTACT_NAME_MAX = 120;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_ORGANIZATION_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

export const RATE_LIMITED_MESSAGE = 'Too many messages. Please try again in a few minutes.';

const NAME_MESSAGE = `Enter your name (up to ${CONTACT_NAME_MAX} characters).`;
const EMAIL_MESSAGE = 'Enter a valid email address.';
const ORGANIZATION_MESSAGE = `Enter an organization name of up to ${CONTACT_ORGANIZATION_MAX} characters.`;
const MESSAGE_MESSAGE = `Enter a message of 1 to ${CONTACT_MESSAGE_MAX} characters.`;

const contactMessageInput = z.strictObject(
  {
    name: z.string({ error: NAME_MESSAGE }).trim().min(1, { error: NAME_MESSAGE }).max(CONTACT_NAME_MAX, { error: NAME_MESSAGE }),
    email: z
      .string({ error: EMAIL_MESSAGE })
      .trim()
      .max(CONTACT_EMAIL_MAX, { error: EMAIL_MESSAGE })
      .pipe(z.email({ error: EMAIL_MESSAGE })),
    organization: z
      .string({ error: ORGANIZATION_MESSAGE })
      .trim()
      .max(CONTACT_ORGANIZATION_MAX, { error: ORGANIZATION_MESSAGE })
      .nullish()
      .transform((value) => value || null),
    message: z.string({ error: MESSAGE_MESSAGE }).trim().min(1, { error: MESSAGE_MESSAGE }).max(CONTACT_MESSAGE_MAX, { error: MESSAGE_MESSAGE }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'Send a JSON object.') },
);

export type ContactMessageInput = z.output<typeof contactMessageInput>;

/**
 * A failure names the field it is about in its code (`invalid_email`), so the form shows the message beside that
 * field; an unknown field is `unknown_field`.
 */
function parseContactMessage(body: unknown): ContactMessageInput {
  const result = contactMessageInput.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  const code = issue?.code === 'unrecognized_keys' ? 'unknown_field' : typeof field === 'string' ? `invalid_${field}` : 'invalid_request';
  throw new HttpError(400, code, issue?.message ?? 'The request is not valid.');
}

export interface ContactRouterOptions {
  /** Messages one client may send per window; default 5 per 10 minutes. */
  limit?: number;
  windowMs?: number;
  /** Forwards each message to the team's address (TEAM_EMAIL). */
  mailer?: Mailer;
  log?: (message: string) => void;
  /** Reads a signed-in sender's token, so that their messages count against them and not their address. */
  verify?: AccessTokenVerifier | null;
}

/** Messages sent per person (see person-limit.ts); behind the gateway, the address comes from X-Forwarded-For. */
function contactRateLimit({ limit = 5, windowMs = 10 * 60_000 }: ContactRouterOptions): RequestHandler {
  return personLimit({
    windowMs,
    limit,
    refuse: (_req, res) => {
      res.status(429).json(errorBody('rate_limited', RATE_LIMITED_MESSAGE));
    },
  });
}

/** POST /contact: a message from the Contact Us dialog (SPEC 2.6), stored for the team and forwarded to TEAM_EMAIL. */
export function contactRouter(db: Queryable, options: ContactRouterOptions = {}): Router {
  const router = Router();

  router.post('/contact', optionalBearer(options.verify ?? null), contactRateLimit(options), async (req, res) => {
    const input = parseContactMessage(req.body);
    const [row] = await db.query<{ id: string }>(
      'INSERT INTO contact_messages (name, email, organization, message) VALUES ($1, $2, $3, $4) RETURNING id',
      [input.name, input.email, input.organization, input.message],
    );
    await forwardContactMessage(options.mailer, { id: row!.id, ...input }, options.log ?? (() => undefined));
    res.status(201).json({ id: row!.id });
  });

  return router;
}
