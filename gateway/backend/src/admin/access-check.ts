import type { AccessCheckMatch, AccessCheckResult, OrganizationSummary } from '@x4i/shared/contracts';
import { isOrganizationSubscription, roleFromPermissions, type RuleType } from '@x4i/shared/domain';
import type { Queryable } from '../db/db.js';
import { findAccountByEmail, normalizeEmail } from '../identity/accounts.js';
import { emailDomain, grantsFor, ruleMatches } from '../identity/role-grants.js';
import { toRoleRule } from './role-rules.js';

interface MatchRow {
  id: string;
  org_id: string;
  type: RuleType;
  value: string;
  roles: string[] | null;
  org_name: string;
  subscriptions: string[] | null;
}

/**
 * `GET /role/accessCheck`: what the address would get at its next session load, computed exactly as GET /me
 * does (grantsFor over the matching rules, with the account's stored permissions), and which rules say so.
 */
export async function accessCheck(db: Queryable, email: string): Promise<AccessCheckResult> {
  const address = normalizeEmail(email);
  const rows = await db.query<MatchRow>(
    `SELECT r.id::text AS id, r.org_id::text AS org_id, r.type, r.value, r.roles, o.name AS org_name, o.subscriptions
     FROM role_rules r JOIN organizations o ON o.id = r.org_id
     WHERE (r.type = 'EMAIL' AND r.value = $1) OR (r.type = 'DOMAIN' AND r.value = $2)
     ORDER BY r.created_at, r.id`,
    [address, emailDomain(address)],
  );
  const matchedRules: AccessCheckMatch[] = rows
    .filter((row) => ruleMatches(row, address))
    // The e-mail rule first, as grantsFor takes the organisation from it.
    .sort((a, b) => (a.type === b.type ? 0 : a.type === 'EMAIL' ? -1 : 1))
    .map((row) => ({
      rule: toRoleRule(row),
      organization: { id: row.org_id, name: row.org_name, subscriptions: (row.subscriptions ?? []).filter(isOrganizationSubscription) },
    }));
  const account = await findAccountByEmail(db, address);
  const grants = grantsFor(
    address,
    matchedRules.map(({ rule, organization }) => ({ type: rule.type, value: rule.value, roles: rule.roles.map(({ name }) => name), organization })),
    account?.permissions ?? [],
  );
  const organizations = new Map<string, OrganizationSummary>();
  for (const { organization } of matchedRules) organizations.set(organization.id, { id: organization.id, name: organization.name });
  return {
    email: address,
    accountExists: account !== null,
    organization: grants.organization,
    organizations: [...organizations.values()],
    role: roleFromPermissions(grants.permissions),
    permissions: grants.permissions,
    matchedRules,
  };
}
