import useSWR from 'swr';
import type { SdgIndexResponse } from '@x4i/shared/contracts';
import { apiGet } from '@x4i/shared';
import { isRetryableApiError } from '@x4i/shared';

const PATH = '/report/sdg-index';

/** The call that loads the index page: `GET /report/sdg-index` (SPEC 7.4 'A sustainability-index call takes the state'). */
export function sdgIndexRequest(state: string | null = null): { path: string; params: Record<string, string> } {
  const code = state?.trim().toUpperCase();
  return { path: PATH, params: code ? { state: code } : {} };
}

export function getSdgIndex(state: string | null = null): Promise<SdgIndexResponse> {
  const { path, params } = sdgIndexRequest(state);
  return apiGet<SdgIndexResponse>(path, params);
}

export function sdgIndexKey(state: string | null = null): readonly [typeof PATH, string] {
  return [PATH, state?.trim().toUpperCase() ?? ''];
}

/** The index for the nation or one state; the previous answer stays on screen while the next loads. */
export function useSdgIndex(state: string | null = null) {
  return useSWR(sdgIndexKey(state), ([, code]) => getSdgIndex(code || null), { keepPreviousData: true, shouldRetryOnError: isRetryableApiError });
}
