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

export function hasSpecialBenefits(role: Role): boolean {
  return role !== 'COMMUNITY_MEMBER';
}
