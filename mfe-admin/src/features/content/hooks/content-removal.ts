import useSWR from 'swr';
import type { ContentDeleteRequest, ManagedContentItem, ManagedContentList, RemovedContentList, RemovedContentRecord } from '@x4i/shared/contracts';
import { apiGet, apiPost } from '@x4i/shared';
import { isRetryableApiError } from '@x4i/shared';
import { settleApiCall, type ApiResult } from '../../organizations/hooks/organizations';

/** The team's content calls (team members only: 401 signed out, 403 otherwise). */

const PATH = '/admin/content';
const itemPath = (id: string, action: string) => `${PATH}/${encodeURIComponent(id)}/${action}`;

/** SWR keys of the two lists, so a change can reload both. */
export const managedContentKey = (q: string) => [PATH, q] as const;
export const removedContentKey = `${PATH}/removed` as const;

/** `GET /admin/content?q=`: the directory's items whose title holds q, unpublished ones too. */
export function useManagedContent(q: string) {
  return useSWR(managedContentKey(q), () => apiGet<ManagedContentList>(PATH, { q: q || null }), { shouldRetryOnError: isRetryableApiError, keepPreviousData: true });
}

/** `GET /admin/content/removed`: the records of deleted items, newest first. */
export function useRemovedContent() {
  return useSWR(removedContentKey, () => apiGet<RemovedContentList>(removedContentKey), { shouldRetryOnError: isRetryableApiError });
}

/** `POST /admin/content/:id/unpublish` or `/publish`: the item as it now stands. */
export function setContentPublished(id: string, published: boolean): Promise<ApiResult<ManagedContentItem>> {
  return settleApiCall(apiPost<ManagedContentItem>(itemPath(id, published ? 'publish' : 'unpublish'), {}));
}

/** `POST /admin/content/:id/delete`: 400 `title_mismatch` unless the title is the item's. */
export function deleteContent(id: string, request: ContentDeleteRequest): Promise<ApiResult<RemovedContentRecord>> {
  return settleApiCall(apiPost<RemovedContentRecord>(itemPath(id, 'delete'), request));
}
