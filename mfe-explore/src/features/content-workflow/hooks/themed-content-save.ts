import type { ChallengePayload, ContentSaveResponse, GrantPayload } from '@x4i/shared/contracts';
import { apiPost } from '@x4i/shared';

/** The saves of the challenge and grant workflows; each answers the item's (possibly new) slug and page. */

/** `POST challenge/create`. */
export function createChallenge(payload: ChallengePayload): Promise<ContentSaveResponse> {
  return apiPost<ContentSaveResponse>('/challenge/create', payload);
}

/** `POST challenge/update`: the payload carries the id or slug. */
export function updateChallenge(payload: ChallengePayload): Promise<ContentSaveResponse> {
  return apiPost<ContentSaveResponse>('/challenge/update', payload);
}

/** `POST grant/create`. */
export function createGrant(payload: GrantPayload): Promise<ContentSaveResponse> {
  return apiPost<ContentSaveResponse>('/grant/create', payload);
}

/** `POST grant/update`: the payload carries the id or slug. */
export function updateGrant(payload: GrantPayload): Promise<ContentSaveResponse> {
  return apiPost<ContentSaveResponse>('/grant/update', payload);
}
