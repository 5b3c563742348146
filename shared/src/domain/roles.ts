/** Roles, abilities and premium access from a user's permissions (SPEC 6). */

export const ROLES = ['COMMUNITY_MEMBER', 'CONTRIBUTING_EDITOR', 'FOUNDATION_MEMBER', 'SOLUTION_PROVIDER', 'X4I_TEAM_MEMBER'] as const;
export type Role = (typeof ROLES)[number];

/** Short codes of role rules (SPEC 6). SP and FM are additive. */
export const RULE_ROLE_CODES = { SP: 'SOLUTION_PROVIDER', CE: 'CONTRIBUTING_EDITOR', FM: 'FOUNDATION_MEMBER', CM: 'COMMUNITY_MEMBER', X4I: 'X4I_TEAM_MEMBER' } as const satisfies Record<string, Role>;

export const TEAM_PERMISSION = 'do:all';

export function roleFromPermissions(permissions: readonly string[]): Role {
  if (permissions.includes(TEAM_PERMISSION)) return 'X4I_TEAM_MEMBER';
  if (permissions.includes('create:solution') || permissions.includes('edit:solution')) return 'SOLUTION_PROVIDER';
  return 'COMMUNITY_MEMBER';
}

export interface Abilities {
  /** INVITE */
  canInvite: boolean;
  /** CREATE, EDIT, EDIT_FACET */
  canTouchChallenge: boolean;
  /** CREATE_SOLUTION, EDIT_SOLUTION */
  canTouchSolution: boolean;
  /** CREATE_GRANT, EDIT_GRANT */
  canTouchGrant: boolean;
}

/**
 * The ability flags of SPEC 6. The spec sets the challenge and grant flags by no visible logic, but also says
 * the team role does everything; so they are true for the team and false for everyone else.
 */
export function abilitiesFromPermissions(permissions: readonly string[]): Abilities {
  const team = roleFromPermissions(permissions) === 'X4I_TEAM_MEMBER';
  return {
    canInvite: team || permissions.some((permission) => permission.includes('invite')),
    canTouchChallenge: team,
    canTouchSolution: team || permissions.includes('create:solution') || permissions.includes('edit:solution'),
    canTouchGrant: team,
  };
}

export function isPremiumListingMember(permissions: readonly string[]): boolean {
  return permissions.includes('premium:listing');
}

export interface PendingTermsOfUse {
  type: string;
}

/** Compensation report: permission premium:compensation and no pending COMPENSATION terms (SPEC 6). */
export function hasCompensationAccess(permissions: readonly string[], pendingTermsOfUse: readonly PendingTermsOfUse[]): boolean {
  const team = permissions.includes(TEAM_PERMISSION);
  return (team || permissions.includes('premium:compensation')) && !pendingTermsOfUse.some((terms) => terms.type === 'COMPENSATION');
}

/** NTEE changer: signed in and no pending IRS_LETTER terms; using it needs an IRS_LETTER credit (SPEC 6). */
export function hasNteeChangerAccess(signedIn: boolean, pendingTermsOfUse: readonly PendingTermsOfUse[]): boolean {
  return signedIn && !pendingTermsOfUse.some((terms) => terms.type === 'IRS_LETTER');
}

export function hasIrsLetterCredits(balances: Readonly<Record<string, number>>): boolean {
  return (balances.IRS_LETTER ?? 0) > 0;
}
