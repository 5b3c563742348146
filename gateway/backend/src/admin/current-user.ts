import { TEAM_PERMISSION } from '@x4i/shared/domain';
import type { RequestHandler, Response } from 'express';
import type { Queryable } from '../db/db.js';
import { ForbiddenError } from '../errors.js';
import type { Account } from '../identity/accounts.js';
import { currentUser } from '../identity/current-user.js';

export const FORBIDDEN_MESSAGE = 'Only the X4I team can do this.';

/**
 * SPEC 2.4: admin calls need the X4I_TEAM_MEMBER role: 'do:all' from the token or from a role rule, computed at
 * each call as GET /me computes it, so a rule change takes effect at once. 403 otherwise. Mount after
 * requireBearer; puts the team member's account on res.locals.
 */
export function requireTeamMember(db: Queryable): RequestHandler {
  return async (_req, res, next) => {
    const { account, user } = await currentUser(db, res);
    if (!user.permissions.includes(TEAM_PERMISSION)) throw new ForbiddenError('forbidden', FORBIDDEN_MESSAGE);
    res.locals.teamMember = account;
    next();
  };
}

/** The account of the team member making the call (after requireTeamMember). */
export function teamMemberOf(res: Response): Account {
  return res.locals.teamMember as Account;
}
