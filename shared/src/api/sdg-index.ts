import useSWR from 'swr';
import type { SdgIndexResponse } from '../contracts/report.js';
import { apiGet } from './api-client.js';
import { isRetryableApiError } from './api-error.js';

const PATH = '/report/sdg-index';

/** `GET /report/sdg-index` (SPEC 7.4 'A sustainability-index call takes the state'). */
export function getSdgIndex(state: string | null = null): Promise<SdgIndexResponse> {
  return apiGet<SdgIndexResponse>(PATH, { state: state?.trim().toUpperCase() || undefined });
}

export function sdgIndexKey(state: string | null = null): readonly [typeof PATH, string] {
  return [PATH, state?.trim().toUpperCase() ?? ''];
}

/** The index for the nation or one state; the previous answer stays on screen while the next loads. */
export function useSdgIndex(state: string | null = null) {
  return useSWR(sdgIndexKey(state), ([, code]) => getSdgIndex(code || null), { keepPreviousData: true, shouldRetryOnError: isRetryableApiError });
}
