import { useState } from 'react';
import useSWR from 'swr';
import type { AdminDataResponse, DataRefreshChangesResponse, DataRefreshView, OrganizationChangeKind } from '@x4i/shared/contracts';
import { apiGet, apiPost } from '@x4i/shared';
import { isRetryableApiError } from '@x4i/shared';

/** The team's public-data calls (team members only: 401 signed out, 403 otherwise). */

const PATH = '/admin/data';

/** While a refresh runs, `GET /admin/data` is asked again this often for its progress. */
export const ADMIN_DATA_POLL_MS = 2000;

/** `GET /admin/data`: the sources and their files, a refresh in progress, the history (newest first). */
export function getAdminData(): Promise<AdminDataResponse> {
  return apiGet<AdminDataResponse>(PATH);
}

export const adminDataKey = '/api/admin/data' as const;

/** How often the screen asks again: every ADMIN_DATA_POLL_MS while a refresh runs, otherwise never. */
export function adminDataPollInterval(data: AdminDataResponse | undefined): number {
  return data?.running ? ADMIN_DATA_POLL_MS : 0;
}

/** The screen's data, polled while a refresh runs; `mutate()` reloads it. */
export function useAdminData() {
  // A number, not a function of the data: SWR starts or stops polling only when this value changes.
  const [pollMs, setPollMs] = useState(0);
  const result = useSWR(adminDataKey, getAdminData, { shouldRetryOnError: isRetryableApiError, refreshInterval: pollMs });
  const wanted = adminDataPollInterval(result.data);
  if (wanted !== pollMs) setPollMs(wanted);
  return result;
}

/** A write's path for one source (`?source=`; the backend takes the IRS files when none is named). */
const forSource = (path: string, source: string | undefined) => (source ? `${path}?source=${encodeURIComponent(source)}` : path);

/**
 * `POST /admin/data/refresh?source=` (202): the refresh of a source started. Throws ApiError 409 `refresh_running` or
 * `source_off`.
 */
export async function startDataRefresh(source?: string): Promise<DataRefreshView> {
  return (await apiPost<{ refresh: DataRefreshView }>(forSource(`${PATH}/refresh`, source), {})).refresh;
}

/**
 * `POST /admin/data/rollback?source=`: the rollback of a source, done, as its history entry (trigger 'rollback'). Throws ApiError 409
 * `no_previous_snapshot` or `refresh_running`.
 */
export async function rollBackData(source?: string): Promise<DataRefreshView> {
  return (await apiPost<{ refresh: DataRefreshView }>(forSource(`${PATH}/rollback`, source), {})).refresh;
}

/**
 * `POST /admin/data/held/confirm` (202): starts a refresh that takes the held file with exactly this checksum.
 * Throws ApiError 409 `not_held` (no longer held with it), `refresh_running` or `source_off`.
 */
export async function confirmHeldFile(file: string, sha256: string, source?: string): Promise<DataRefreshView> {
  return (await apiPost<{ refresh: DataRefreshView }>(forSource(`${PATH}/held/confirm`, source), { file, sha256 })).refresh;
}

/** `GET /admin/data/refreshes/:id/changes?kind=&page=`: a page (50) of what a refresh changed, of one kind or all. */
export function getRefreshChanges(refreshId: number, kind: OrganizationChangeKind | null, page: number): Promise<DataRefreshChangesResponse> {
  return apiGet<DataRefreshChangesResponse>(`${PATH}/refreshes/${refreshId}/changes`, { kind, page });
}

/** Nothing is asked without a refresh. */
export function refreshChangesKey(refreshId: number | null, kind: OrganizationChangeKind | null, page: number) {
  return refreshId === null ? null : (['/api/admin/data/refreshes', refreshId, kind, page] as const);
}

/** One page of a refresh's changes; the page on screen stays while the next loads. */
export function useRefreshChanges(refreshId: number | null, kind: OrganizationChangeKind | null, page: number) {
  return useSWR(refreshChangesKey(refreshId, kind, page), ([, id, chosen, number]) => getRefreshChanges(id, chosen, number), {
    keepPreviousData: true,
    shouldRetryOnError: isRetryableApiError,
  });
}
