import type { EmailVerificationResponse, VerificationMailResponse } from '@x4i/shared/contracts';
import { Router } from 'express';
import { personLimit } from '../http/person-limit.js';
import { z } from 'zod';
import type { Db } from '../db/db.js';
import { HttpError, errorBody } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import { requireBearer, type AccessTokenVerifier } from '../identity/access-tokens.js';
import { currentAccount } from '../identity/current-user.js';
import { sendVerificationMail, verifyEmail } from '../identity/email-verification.js';
import type { Mailer } from '../mail/mailer.js';
import { PRODUCT_NAME } from '../mail/notifications.js';

/** What the site shows for a link that does not work; each says how to get a new one. */
export const VERIFY_LINK_PROBLEMS = {
  invalid: 'This verification link is not valid. Check that you opened the whole link from the e-mail, or ask for a new one on your profile.',
  used: 'This verification link has already been used. If your address is not verified yet, ask for a new link on your profile.',
  expired: 'This verification link has expired. Ask for a new one on your profile.',
} as const;

const verifyInput = z.strictObject({ token: z.string({ error: 'Send the token from the link.' }).min(1).max(200) }, { error: 'Send a JSON object with the token.' });

/**
 * POST /account/verify-email confirms an address with the link's token (no sign-in needed: the link is the proof);
 * POST /me/verification-email mails a new link to the signed-in user's unverified address.
 */
export function emailVerificationRouter(db: Db, verify: AccessTokenVerifier | null, mailer: Mailer | undefined): Router {
  const router = Router();
  // Per account (it runs after the token is read), counting the links mailed.
  const resendLimit = personLimit({
    windowMs: 60 * 60_000,
    limit: 5,
    refuse: (_req, res) => {
      res.status(429).json(errorBody('too_many_requests', 'Five links an hour have been sent already. Please look for them in your inbox, or try again later.'));
    },
  });

  router.post('/account/verify-email', async (req, res) => {
    const { token } = parseInput(verifyInput, req.body, 'invalid_token');
    const result = await verifyEmail(db, token);
    if (!result.ok) throw new HttpError(400, `link_${result.problem}`, VERIFY_LINK_PROBLEMS[result.problem]);
    const body: EmailVerificationResponse = { email: result.email };
    res.json(body);
  });

  router.post('/me/verification-email', requireBearer(verify), resendLimit, async (_req, res) => {
    const { account } = await currentAccount(db, res);
    if (account.emailVerified) throw new HttpError(409, 'already_verified', 'Your e-mail address is already verified.');
    if (!account.hasPassword || !account.email) {
      throw new HttpError(409, 'verified_by_provider', 'Your e-mail address is managed by the service you sign in with, not by us.');
    }
    // Without SMTP the outbox's copy withholds the link: the mail could reach no one.
    if (!mailer?.siteUrl || !mailer.delivers) throw new HttpError(503, 'mail_unavailable', 'Verification mails cannot be sent from this server.');
    const sent = await sendVerificationMail(db, mailer, { account, publicUrl: mailer.siteUrl, productName: PRODUCT_NAME });
    if (!sent) throw new HttpError(503, 'mail_failed', 'The e-mail could not be sent right now. Please try again in a few minutes.');
    const body: VerificationMailResponse = { sentTo: account.email };
    res.status(202).json(body);
  });

  return router;
}
