import type { Role } from '@x4i/shared/domain';

/**
 * What each role of a role rule grants (SPEC 6). Foundation members and contributing editors create and edit
 * challenges and grants; a foundation member's own permissions name the two kinds.
 */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly string[]>> = {
  X4I_TEAM_MEMBER: ['do:all'],
  SOLUTION_PROVIDER: ['create:solution', 'edit:solution'],
  CONTRIBUTING_EDITOR: ['create:content', 'edit:content'],
  FOUNDATION_MEMBER: ['create:grant', 'edit:grant', 'create:challenge', 'edit:challenge'],
  COMMUNITY_MEMBER: [],
};

export type RuleType = 'EMAIL' | 'DOMAIN';

/** A role rule with its organisation, as the grants need it. */
export interface RuleWithOrganization {
  type: RuleType;
  /** The e-mail address (EMAIL) or domain (DOMAIN) matched. */
  value: string;
  roles: readonly string[];
  organization: { id: string; name: string; subscriptions: readonly string[] };
}

export interface Grants {
  permissions: string[];
  /** Every role held, from the rules and from permissions that make up a role, most powerful first; COMMUNITY_MEMBER alone when none. */
  roles: Role[];
  /** The organisation of the first matching rule (an e-mail rule before a domain rule), or null. */
  organization: { id: string; name: string } | null;
}

/** The domain of an e-mail address, lowercased; '' when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase();
}

export function ruleMatches(rule: Pick<RuleWithOrganization, 'type' | 'value'>, email: string): boolean {
  const address = email.trim().toLowerCase();
  if (!address) return false;
  const value = rule.value.trim().toLowerCase();
  return rule.type === 'EMAIL' ? value === address : value === emailDomain(address) && value !== '';
}

/**
 * The permissions a user gets from the rules matching their e-mail (each role's permissions, plus the
 * subscriptions of the rule's organisation) merged with the permissions they already have, without duplicates.
 */
export function grantsFor(email: string, rules: readonly RuleWithOrganization[], ownPermissions: readonly string[] = []): Grants {
  const matching = rules
    .filter((rule) => ruleMatches(rule, email))
    .sort((a, b) => (a.type === b.type ? 0 : a.type === 'EMAIL' ? -1 : 1));
  const permissions = new Set(ownPermissions);
  for (const rule of matching) {
    for (const role of rule.roles) for (const permission of ROLE_PERMISSIONS[role as Role] ?? []) permissions.add(permission);
    for (const subscription of rule.organization.subscriptions) permissions.add(subscription);
  }
  const first = matching[0];
  return {
    permissions: [...permissions],
    roles: rolesOf(matching.flatMap((rule) => rule.roles), ownPermissions),
    organization: first ? { id: first.organization.id, name: first.organization.name } : null,
  };
}

/** The order roles are named in: the most powerful first. */
const ROLE_ORDER: readonly Role[] = ['X4I_TEAM_MEMBER', 'FOUNDATION_MEMBER', 'CONTRIBUTING_EDITOR', 'SOLUTION_PROVIDER', 'COMMUNITY_MEMBER'];

/**
 * The roles a rule names, and those whose every permission the token carries (a hosted provider's team member, a
 * solution provider made by hand); everyone is a community member, named only when they are nothing more.
 */
export function rolesOf(ruleRoles: readonly string[], ownPermissions: readonly string[]): Role[] {
  const held = new Set<string>(ruleRoles);
  for (const role of ROLE_ORDER) {
    const needed = ROLE_PERMISSIONS[role];
    if (needed.length > 0 && needed.every((permission) => ownPermissions.includes(permission))) held.add(role);
  }
  const roles = ROLE_ORDER.filter((role) => role !== 'COMMUNITY_MEMBER' && held.has(role));
  return roles.length > 0 ? roles : ['COMMUNITY_MEMBER'];
}
