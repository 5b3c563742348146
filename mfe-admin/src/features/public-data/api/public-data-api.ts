import { apiGet, apiPost, isRetryableApiError } from '@x4i/shared';
import type { AdminDataResponse, DataRefreshChangesResponse, DataRefreshView, OrganizationChangeKind } from '@x4i/shared/contracts';
import useSWR from 'swr';

export const ADMIN_DATA_KEY = '/admin/data';

/** While a refresh runs, its progress is asked for this often. */
export const PROGRESS_POLL_MS = 2000;

/** GET /admin/data (team): the sources and their files, a refresh in progress, the history. Polled while one runs. */
export function useAdminData() {
  return useSWR(ADMIN_DATA_KEY, () => apiGet<AdminDataResponse>(ADMIN_DATA_KEY), {
    shouldRetryOnError: isRetryableApiError,
    refreshInterval: (data) => (data?.running ? PROGRESS_POLL_MS : 0),
  });
}

/** POST /admin/data/refresh: 202 with the refresh started; throws ApiError 409 refresh_running or source_off. */
export async function refreshNow(): Promise<DataRefreshView> {
  return (await apiPost<{ refresh: DataRefreshView }>('/admin/data/refresh', {})).refresh;
}

/** POST /admin/data/rollback: the rollback, done; throws ApiError 409 no_previous_snapshot or refresh_running. */
export async function rollBack(): Promise<DataRefreshView> {
  return (await apiPost<{ refresh: DataRefreshView }>('/admin/data/rollback', {})).refresh;
}

/** POST /admin/data/held/confirm: starts a refresh that takes exactly those bytes; throws ApiError 409 not_held. */
export async function confirmHeld(file: string, sha256: string): Promise<DataRefreshView> {
  return (await apiPost<{ refresh: DataRefreshView }>('/admin/data/held/confirm', { file, sha256 })).refresh;
}

/** GET /admin/data/refreshes/:id/changes: one page (50) of what a refresh changed, of one kind or all. */
export function useRefreshChanges(refreshId: number | null, kind: OrganizationChangeKind | null, page: number) {
  const key = refreshId === null ? null : (['/admin/data/refreshes', refreshId, kind ?? '', page] as const);
  return useSWR(key, ([, id, chosen, number]) =>
    apiGet<DataRefreshChangesResponse>(`/admin/data/refreshes/${id}/changes`, { kind: chosen || undefined, page: number }),
  );
}
