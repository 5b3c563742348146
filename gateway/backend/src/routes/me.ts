import { ORGANIZATION_TYPES, type ProfileResponse } from '@x4i/shared/contracts';
import { normalizeOrgUrl } from '@x4i/shared/domain';
import { Router, type Response } from 'express';
import { z } from 'zod';
import type { Queryable } from '../db/db.js';
import { parseInput } from '../http/validate.js';
import { forgetAccessAnswers } from '../identity/access-cache.js';
import { addRoleRequest, updateProfile } from '../identity/accounts.js';
import { requireBearer, type AccessTokenVerifier } from '../identity/access-tokens.js';
import { currentAccount, currentUser } from '../identity/current-user.js';
import type { Mailer } from '../mail/mailer.js';
import { sendAccessRequestReceived } from '../mail/notifications.js';

// The same rules as the sign-up form's name fields.
const personName = (which: 'first' | 'last') =>
  z
    .string({ error: `Enter your ${which} name.` })
    .trim()
    .min(1, { error: `Enter your ${which} name.` })
    .max(100, { error: `Enter a ${which} name of up to 100 characters.` })
    .refine((value) => !/\p{Cc}/u.test(value), { error: `Enter your ${which} name without control characters.` })
    .optional();

const profileUpdate = z.strictObject(
  {
    orgType: z.enum(ORGANIZATION_TYPES, { error: `orgType is one of ${ORGANIZATION_TYPES.join(', ')}.` }).optional(),
    newsletter: z.boolean({ error: 'newsletter is true or false.' }).optional(),
    weeklyEmail: z.boolean({ error: 'weeklyEmail is true or false.' }).optional(),
    firstName: personName('first'),
    lastName: personName('last'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'Send a JSON object.') },
).refine((update) => Object.keys(update).length > 0, { error: 'Send orgType, newsletter, weeklyEmail, firstName or lastName.' });

const text = (name: string, max: number) =>
  z
    .string({ error: `Enter ${name}.` })
    .trim()
    .min(1, { error: `Enter ${name}.` })
    .max(max, { error: `Enter ${name} of up to ${max} characters.` });

/** The organisation's site, as the request form sends it: a bare domain gets https:// (the same rule as the form). */
const orgUrl = text('the organization URL', 500).transform((value, ctx) => {
  const url = normalizeOrgUrl(value);
  if (url === null || url.length > 500) {
    ctx.addIssue({ code: 'custom', message: 'Enter the organization URL as a web address such as https://example.org.' });
    return z.NEVER;
  }
  return url;
});

const roleRequest = z.strictObject(
  { orgName: text('the organization name', 200), orgUrl, actionText: text('what you want to do', 5000) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'Send a JSON object.') },
);

/** GET /me, GET /profile, POST /profile/update, POST /role/request: all need a valid bearer access token. */
export function meRouter(db: Queryable, verify: AccessTokenVerifier | null, mail: { mailer?: Mailer; log?: (message: string) => void } = {}): Router {
  const router = Router();
  const auth = requireBearer(verify);

  router.get('/me', auth, async (_req, res) => {
    const { user } = await currentUser(db, res);
    res.setHeader('Cache-Control', 'no-store');
    res.json(user);
  });

  const profileOf = async (res: Response): Promise<ProfileResponse> => {
    const { account, user } = await currentUser(db, res);
    return {
      email: user.email,
      name: user.name,
      firstName: account.firstName,
      lastName: account.lastName,
      orgType: account.orgType,
      newsletter: account.newsletter,
      weeklyEmail: account.weeklyEmail,
      role: user.role,
      emailVerified: account.hasPassword ? account.emailVerified : null,
    };
  };

  router.get('/profile', auth, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(await profileOf(res));
  });

  // Answers the profile as it now stands, as GET /profile would.
  router.post('/profile/update', auth, async (req, res) => {
    const changes = parseInput(profileUpdate, req.body, 'invalid_profile');
    const { account } = await currentAccount(db, res);
    await updateProfile(db, account.id, changes);
    // The name is part of the kept answers of /me: this request and the user's next must see the new one.
    forgetAccessAnswers(db);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await profileOf(res));
  });

  router.post('/role/request', auth, async (req, res) => {
    const request = parseInput(roleRequest, req.body, 'invalid_role_request');
    const { account } = await currentAccount(db, res);
    await addRoleRequest(db, account.id, request);
    await sendAccessRequestReceived(mail.mailer, account, request.orgName, mail.log ?? (() => undefined));
    res.status(201).json({});
  });

  return router;
}
