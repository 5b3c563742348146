import type { Role } from '@x4i/shared/domain';
import type { OrganizationType } from '@x4i/shared/contracts';

export const ROLE_LABELS: Record<Role, string> = {
  COMMUNITY_MEMBER: 'Community Member',
  SOLUTION_PROVIDER: 'Solution Provider',
  CONTRIBUTING_EDITOR: 'Contributing Editor',
  FOUNDATION_MEMBER: 'Foundation Member',
  X4I_TEAM_MEMBER: 'X4I Team Member',
};

export const ORGANIZATION_TYPE_LABELS: Record<OrganizationType, string> = {
  ACADEMIC: 'Academic',
  FOUNDATION: 'Foundation',
  GOV: 'Government',
  NPO: 'Nonprofit',
  PRIVATE_CO: 'Private company',
  OTHER: 'Other',
};

/** SPEC 6: every role has the community benefits; every role but the community member's also the special ones. */
export const COMMUNITY_BENEFITS = [
  'Search, explore, view and share all content',
  'Follow solutions and save them to a private dashboard',
  'Recommend solutions',
] as const;

export const SPECIAL_BENEFITS = ['Create and edit a marketplace listing', 'Access to webinars and the community'] as const;

export function hasSpecialBenefits(roles: readonly Role[]): boolean {
  return roles.some((role) => role !== 'COMMUNITY_MEMBER');
}

/** The roles the server says the user holds; an older backend names one. */
export function rolesOf(user: { role: Role; roles?: Role[] }): Role[] {
  return user.roles && user.roles.length > 0 ? user.roles : [user.role];
}

const listFormat = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** 'Foundation Member and Contributing Editor'. */
export function rolesLabel(roles: readonly Role[]): string {
  return listFormat.format(roles.map((role) => ROLE_LABELS[role]));
}

/** 'Your benefits as an X4I Team Member' (X4I is said 'ex-four-eye'), 'as a Foundation Member and Contributing Editor'. */
export function benefitsTitle(roles: readonly Role[]): string {
  const label = rolesLabel(roles);
  return `Your benefits as ${/^([AEIOU]|X4I)/.test(label) ? 'an' : 'a'} ${label}`;
}
