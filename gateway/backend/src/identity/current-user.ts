import type { MeResponse } from '@x4i/shared/contracts';
import { displayName, roleFromPermissions } from '@x4i/shared/domain';
import type { Response } from 'express';
import type { JWTPayload } from 'jose';
import type { Queryable } from '../db/db.js';
import { UnauthenticatedError } from '../errors.js';
import { UNAUTHORIZED_MESSAGE } from './access-tokens.js';
import { remembered } from './access-cache.js';
import { findOrCreateExternalAccount, rulesFor, type Account } from './accounts.js';
import { grantsFor } from './role-grants.js';
import { pendingTermsOf } from './terms-of-use.js';

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
  if (!token?.sub) throw new UnauthenticatedError('unauthorized', UNAUTHORIZED_MESSAGE);
  const claims = {
    subject: token.sub,
    email: stringClaim(token, 'email'),
    firstName: stringClaim(token, 'given_name'),
    lastName: stringClaim(token, 'family_name'),
  };
  const account = await remembered(db, `account ${JSON.stringify(claims)}`, () => findOrCreateExternalAccount(db, claims));
  return { account, token };
}

const tokenPermissionsOf = (token: JWTPayload) =>
  Array.isArray(token.permissions) ? token.permissions.filter((p): p is string => typeof p === 'string') : [];

async function userOf(db: Queryable, account: Account, token: JWTPayload): Promise<MeResponse> {
  const tokenPermissions = tokenPermissionsOf(token);
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
    pendingTermsOfUse: await pendingTermsOf(db, account.id, grants.permissions),
    role: roleFromPermissions(grants.permissions),
    roles: grants.roles,
  };
}

/** The signed-in user with their organisation and permissions (token permissions plus role rules). */
export async function currentUser(db: Queryable, res: Response): Promise<CurrentUser> {
  const { account, token } = await currentAccount(db, res);
  // What of the token the answer depends on, beside the account.
  const claims = [stringClaim(token, 'email'), stringClaim(token, 'name'), tokenPermissionsOf(token)];
  const user = await remembered(db, `user ${account.id} ${JSON.stringify(claims)}`, () => userOf(db, account, token));
  return { account, token, user };
}
