import { ORGANIZATION_TYPES, type MeResponse, type ProfileResponse } from '@x4i/shared/contracts';
import { displayName, roleFromPermissions } from '@x4i/shared/domain';
import { Router, type Response } from 'express';
import type { JWTPayload } from 'jose';
import { z } from 'zod';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import { addRoleRequest, findOrCreateExternalAccount, rulesFor, updateProfile, type Account } from '../identity/accounts.js';
import { requireBearer, UNAUTHORIZED_MESSAGE, type AccessTokenVerifier } from '../identity/access-tokens.js';
import { grantsFor } from '../identity/role-grants.js';

const profileUpdate = z.strictObject(
  {
    orgType: z.enum(ORGANIZATION_TYPES, { error: `orgType is one of ${ORGANIZATION_TYPES.join(', ')}.` }).optional(),
    newsletter: z.boolean({ error: 'newsletter is true or false.' }).optional(),
    weeklyEmail: z.boolean({ error: 'weeklyEmail is true or false.' }).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'Send a JSON object.') },
).refine((update) => Object.keys(update).length > 0, { error: 'Send orgType, newsletter or weeklyEmail.' });

const text = (name: string, max: number) =>
  z
    .string({ error: `Enter ${name}.` })
    .trim()
    .min(1, { error: `Enter ${name}.` })
    .max(max, { error: `Enter ${name} of up to ${max} characters.` });

const roleRequest = z.strictObject(
  { orgName: text('the organization name', 200), orgUrl: text('the organization URL', 500), actionText: text('what you want to do', 5000) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'Send a JSON object.') },
);

const stringClaim = (payload: JWTPayload, name: string) => (typeof payload[name] === 'string' ? (payload[name] as string) : undefined);

export interface CurrentAccount {
  account: Account;
  /** The verified access token's claims. */
  token: JWTPayload;
}

export interface CurrentUser extends CurrentAccount {
  /** The user as GET /me answers it: organisation and permissions from the token and the role rules. */
  user: MeResponse;
}

/**
 * The signed-in user's account row (created on first call for a hosted provider's user). Use behind
 * requireBearer, or optionalBearer when res.locals.token is set.
 */
export async function currentAccount(db: Queryable, res: Response): Promise<CurrentAccount> {
  const token = res.locals.token as JWTPayload | undefined;
  if (!token?.sub) throw new HttpError(401, 'unauthorized', UNAUTHORIZED_MESSAGE);
  const account = await findOrCreateExternalAccount(db, {
    subject: token.sub,
    email: stringClaim(token, 'email'),
    firstName: stringClaim(token, 'given_name'),
    lastName: stringClaim(token, 'family_name'),
  });
  return { account, token };
}

async function userOf(db: Queryable, account: Account, token: JWTPayload): Promise<MeResponse> {
  const tokenPermissions = Array.isArray(token.permissions) ? token.permissions.filter((p): p is string => typeof p === 'string') : [];
  const email = account.email ?? stringClaim(token, 'email') ?? '';
  const grants = grantsFor(email, email ? await rulesFor(db, email) : [], tokenPermissions);
  const name = displayName({ firstName: account.firstName, lastName: account.lastName, name: stringClaim(token, 'name') });
  return {
    id: account.subject,
    firstName: account.firstName,
    lastName: account.lastName,
    name,
    email,
    organization: grants.organization,
    permissions: grants.permissions,
    pendingTermsOfUse: [],
    role: roleFromPermissions(grants.permissions),
  };
}

/** The signed-in user with their organisation and permissions (token permissions plus role rules). */
export async function currentUser(db: Queryable, res: Response): Promise<CurrentUser> {
  const { account, token } = await currentAccount(db, res);
  return { account, token, user: await userOf(db, account, token) };
}

/** GET /me, GET /profile, POST /profile/update, POST /role/request: all need a valid bearer access token. */
export function meRouter(db: Queryable, verify: AccessTokenVerifier | null): Router {
  const router = Router();
  const auth = requireBearer(verify);

  router.get('/me', auth, async (_req, res) => {
    const { user } = await currentUser(db, res);
    res.setHeader('Cache-Control', 'no-store');
    res.json(user);
  });

  router.get('/profile', auth, async (_req, res) => {
    const { account, user } = await currentUser(db, res);
    const profile: ProfileResponse = {
      email: user.email,
      name: user.name,
      orgType: account.orgType,
      newsletter: account.newsletter,
      weeklyEmail: account.weeklyEmail,
      role: user.role,
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json(profile);
  });

  router.post('/profile/update', auth, async (req, res) => {
    const changes = parseInput(profileUpdate, req.body, 'invalid_profile');
    const { account } = await currentAccount(db, res);
    await updateProfile(db, account.id, changes);
    res.json({});
  });

  router.post('/role/request', auth, async (req, res) => {
    const request = parseInput(roleRequest, req.body, 'invalid_role_request');
    const { account } = await currentAccount(db, res);
    await addRoleRequest(db, account.id, request);
    res.status(201).json({});
  });

  return router;
}
