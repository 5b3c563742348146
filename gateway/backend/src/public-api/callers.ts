import { API_KEY_HEADER, API_KEY_MESSAGES, PUBLIC_API_QUOTAS } from '@x4i/shared/contracts';
import { TEAM_PERMISSION } from '@x4i/shared/domain';
import type { RequestHandler, Response } from 'express';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { addressKey } from '../http/person-limit.js';
import { remembered } from '../identity/access-cache.js';
import { rulesFor } from '../identity/accounts.js';
import { currentUser } from '../identity/current-user.js';
import { grantsFor } from '../identity/role-grants.js';
import { findApiKey, hashApiKey, type ApiKeyOwner } from './api-keys.js';

/** Who makes a call of the public API, and so which quota it counts against. */
export type ApiCaller =
  | { kind: 'key'; key: ApiKeyOwner; team: boolean }
  | { kind: 'team-member' }
  | { kind: 'member'; accountId: string }
  | { kind: 'address'; address: string };

export const callerOf = (res: Response) => res.locals.apiCaller as ApiCaller;

/**
 * The quota key of a caller: a key's id, a signed-in member's account, or the address (an IPv6 caller by its /56,
 * as one household or host): people behind one address count apart once they sign in or use a key.
 */
export function quotaKeyOf(caller: ApiCaller): string {
  if (caller.kind === 'key') return `key:${caller.key.keyId}`;
  if (caller.kind === 'member') return `account:${caller.accountId}`;
  return caller.kind === 'address' ? `ip:${caller.address}` : 'team';
}

export interface PublicApiQuotas {
  anonymousPerHour: number;
  keyPerHour: number;
}

/** Calls per hour; null: no quota (the team). A signed-in member has the anonymous quota, counted as themselves. */
export function hourlyQuotaOf(caller: ApiCaller, quotas: PublicApiQuotas = PUBLIC_API_QUOTAS): number | null {
  if (caller.kind === 'team-member' || (caller.kind === 'key' && caller.team)) return null;
  return caller.kind === 'key' ? quotas.keyPerHour : quotas.anonymousPerHour;
}

/**
 * Whether the account holds the team's permission, from its stored permissions and its role rules, as GET /me
 * reads them. A key is used without the owner's token, so permissions that only a hosted provider's token carries
 * do not count here: such a member's keys are on the team when a role rule says so.
 */
export async function isTeamAccount(db: Queryable, accountId: string): Promise<boolean> {
  const [row] = await db.query<{ email: string | null; permissions: string[] }>('SELECT email, permissions FROM accounts WHERE id = $1', [accountId]);
  if (!row) return false;
  const email = row.email ?? '';
  const grants = grantsFor(email, email ? await rulesFor(db, email) : [], row.permissions ?? []);
  return grants.permissions.includes(TEAM_PERMISSION);
}

/**
 * Reads the caller: an API key in X-Api-Key (401 when it is not a valid, live key), else a signed-in team member
 * (the site's own pages, through the gateway), else the client's address. Key lookups are kept until a key or an
 * access table changes (a revoked key is refused at once).
 */
export function identifyCaller(db: Queryable): RequestHandler {
  return async (req, res, next) => {
    const secret = req.get(API_KEY_HEADER);
    if (secret !== undefined) {
      const found = await remembered(db, `api-key ${hashApiKey(secret.trim())}`, async () => {
        const key = await findApiKey(db, secret.trim());
        return key ? { key, team: await isTeamAccount(db, key.accountId) } : null;
      });
      if (!found) throw new HttpError(401, 'invalid_api_key', API_KEY_MESSAGES.invalidKey);
      res.locals.apiCaller = { kind: 'key', ...found } satisfies ApiCaller;
    } else if (res.locals.token) {
      const { user } = await currentUser(db, res);
      res.locals.apiCaller = (user.permissions.includes(TEAM_PERMISSION) ? { kind: 'team-member' } : { kind: 'member', accountId: user.id }) satisfies ApiCaller;
    } else {
      res.locals.apiCaller = { kind: 'address', address: addressKey(req.ip) } satisfies ApiCaller;
    }
    next();
  };
}
