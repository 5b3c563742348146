import useSWR from 'swr';
import type { NonprofitSearchResponse } from '../contracts/nonprofit.js';
import { apiGet } from './api-client.js';
import { isRetryableApiError } from './api-error.js';

const PATH = '/x4i-nonprofit/search';

export function getNonprofitSearch(q: string): Promise<NonprofitSearchResponse> {
  return apiGet<NonprofitSearchResponse>(PATH, { q: q.trim() });
}

/** null (no request) for empty or blank text. */
export function nonprofitSearchKey(q: string | null | undefined): readonly [typeof PATH, string] | null {
  const text = q?.trim();
  return text ? [PATH, text] : null;
}

/** Name or EIN search; keeps the previous results on screen while the next query loads. */
export function useNonprofitSearch(q: string | null | undefined) {
  return useSWR(nonprofitSearchKey(q), ([, text]) => getNonprofitSearch(text), {
    keepPreviousData: true,
    shouldRetryOnError: isRetryableApiError,
  });
}
