import type { MeResponse } from '@x4i/shared/contracts';
import { TEAM_PERMISSION } from '@x4i/shared/domain';
import type { ContentItem } from '../model.js';

/** SPEC 5 and 8: the message for a user who may not edit a solution. */
export const EDIT_REFUSED_MESSAGE = 'Only members of this organization are able to edit.';
export const CREATE_REFUSED_MESSAGE = 'Your account cannot create solutions. Ask for editing access to list your solution.';
export const CERTIFICATIONS_REFUSED_MESSAGE = 'Certifications (Tech4PI, traction, Microsoft) are set by the X4I team only.';
export const NO_ORGANIZATION_MESSAGE =
  'Your account is not linked to an organization, so you cannot create a solution yet. Ask for editing access for your organization.';

type User = Pick<MeResponse, 'permissions' | 'organization'>;

export function isTeamMember(user: User): boolean {
  return user.permissions.includes(TEAM_PERMISSION);
}

export function canCreateSolution(user: User): boolean {
  return isTeamMember(user) || user.permissions.includes('create:solution');
}

/** Team members edit every solution; others need edit:solution and membership of the owning organisation. */
export function canEditSolution(user: User, item: Pick<ContentItem, 'orgId'>): boolean {
  if (isTeamMember(user)) return true;
  return user.permissions.includes('edit:solution') && user.organization !== null && item.orgId !== null && user.organization.id === item.orgId;
}

/** Uploading images is part of creating or editing a listing. */
export function canUploadImages(user: User): boolean {
  return isTeamMember(user) || user.permissions.includes('create:solution') || user.permissions.includes('edit:solution');
}
