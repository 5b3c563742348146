import type { MeResponse } from '@x4i/shared/contracts';
import { canCreateThemedContent, hasThemedEditPermission, TEAM_PERMISSION, type ThemedContentKind } from '@x4i/shared/domain';
import type { ContentItem, DirectoryContentType } from '../model.js';

/**
 * Who creates and edits challenges and grants (issue 10, SPEC 5 and 6). Creating: the team, foundation members
 * and contributing editors. Editing: the team edits every one; anyone else needs the edit permission of that
 * kind and must own the item: they created it, or it belongs to their organisation (items take the creator's
 * organisation). Seeded items belong to nobody, so only the team edits them.
 */

export const THEMED_KIND_OF: Readonly<Partial<Record<DirectoryContentType, ThemedContentKind>>> = {
  'social-challenge-idea': 'challenge',
  'grants-funding': 'grant',
};

export const THEMED_CREATE_REFUSED_MESSAGE: Readonly<Record<ThemedContentKind, string>> = {
  challenge: 'Your account cannot create challenges. Ask for editing access to post a challenge.',
  grant: 'Your account cannot create grants. Ask for editing access to list a grant.',
};

type User = Pick<MeResponse, 'permissions' | 'organization'>;

export function canCreateThemed(user: User, kind: ThemedContentKind): boolean {
  return canCreateThemedContent(user.permissions, kind);
}

export function canEditThemed(user: User, accountId: string, item: Pick<ContentItem, 'contentType' | 'orgId' | 'createdBy'>): boolean {
  const kind = THEMED_KIND_OF[item.contentType];
  if (!kind) return false;
  if (user.permissions.includes(TEAM_PERMISSION)) return true;
  if (!hasThemedEditPermission(user.permissions, kind)) return false;
  const created = item.createdBy !== null && item.createdBy === accountId;
  const ofOrganization = item.orgId !== null && user.organization !== null && user.organization.id === item.orgId;
  return created || ofOrganization;
}
