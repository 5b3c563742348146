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
 * The permissions that let a user create or edit challenges and grants (issue: team members, foundation members
 * and contributing editors). A contributing editor's content permissions cover both kinds; a foundation
 * member's role grants its own challenge and grant permissions (see the backend's role grants).
 */
export const THEMED_CONTENT_PERMISSIONS = {
  challenge: { create: ['create:content', 'create:challenge'], edit: ['edit:content', 'edit:challenge'] },
  grant: { create: ['create:content', 'create:grant'], edit: ['edit:content', 'edit:grant'] },
} as const;

export type ThemedContentKind = keyof typeof THEMED_CONTENT_PERMISSIONS;

const hasAny = (permissions: readonly string[], wanted: readonly string[]) => wanted.some((permission) => permissions.includes(permission));

/** Whether the permissions create challenges or grants (the team creates everything). */
export function canCreateThemedContent(permissions: readonly string[], kind: ThemedContentKind): boolean {
  return permissions.includes(TEAM_PERMISSION) || hasAny(permissions, THEMED_CONTENT_PERMISSIONS[kind].create);
}

/** Whether the permissions carry the right to edit challenges or grants; which ones is the server's to decide. */
export function hasThemedEditPermission(permissions: readonly string[], kind: ThemedContentKind): boolean {
  return permissions.includes(TEAM_PERMISSION) || hasAny(permissions, THEMED_CONTENT_PERMISSIONS[kind].edit);
}

/**
 * The ability flags of SPEC 6, from the permissions alone: the team does everything; solution permissions touch
 * solutions; a create or edit permission of challenges or grants touches that kind.
 */
export function abilitiesFromPermissions(permissions: readonly string[]): Abilities {
  const team = roleFromPermissions(permissions) === 'X4I_TEAM_MEMBER';
  const touches = (kind: ThemedContentKind) => canCreateThemedContent(permissions, kind) || hasThemedEditPermission(permissions, kind);
  return {
    canInvite: team || permissions.some((permission) => permission.includes('invite')),
    canTouchChallenge: touches('challenge'),
    canTouchSolution: team || permissions.includes('create:solution') || permissions.includes('edit:solution'),
    canTouchGrant: touches('grant'),
  };
}

export function isPremiumListingMember(permissions: readonly string[]): boolean {
  return permissions.includes('premium:listing');
}

/** Terms of use the user must accept before a premium tool opens (SPEC 6); id names the version to accept. */
export interface PendingTermsOfUse {
  id: string;
  type: string;
  title: string;
}

/** Compensation report: permission premium:compensation and no pending COMPENSATION terms (SPEC 6). */
export function hasCompensationAccess(permissions: readonly string[], pendingTermsOfUse: readonly Pick<PendingTermsOfUse, 'type'>[]): boolean {
  const team = permissions.includes(TEAM_PERMISSION);
  return (team || permissions.includes('premium:compensation')) && !pendingTermsOfUse.some((terms) => terms.type === 'COMPENSATION');
}

/** NTEE changer: signed in and no pending IRS_LETTER terms; using it needs an IRS_LETTER credit (SPEC 6). */
export function hasNteeChangerAccess(signedIn: boolean, pendingTermsOfUse: readonly Pick<PendingTermsOfUse, 'type'>[]): boolean {
  return signedIn && !pendingTermsOfUse.some((terms) => terms.type === 'IRS_LETTER');
}

export function hasIrsLetterCredits(balances: Readonly<Record<string, number>>): boolean {
  return (balances.IRS_LETTER ?? 0) > 0;
}
