import useSWR from 'swr';
import type { NonprofitSearchResponse } from '@x4i/shared/contracts';
import { apiGet } from '@x4i/shared';
import { isRetryableApiError } from '@x4i/shared';

const PATH = '/x4i-nonprofit/search';

/** page counts from 1; the first page is asked for without the parameter. */
export function getNonprofitSearch(q: string, page = 1): Promise<NonprofitSearchResponse> {
  return apiGet<NonprofitSearchResponse>(PATH, page > 1 ? { q: q.trim(), page: String(page) } : { q: q.trim() });
}

/** null (no request) for empty or blank text. */
export function nonprofitSearchKey(q: string | null | undefined, page = 1): readonly [typeof PATH, string, number] | null {
  const text = q?.trim();
  return text ? [PATH, text, page] : null;
}

/** Name or EIN search, one page (from 1); keeps the previous results on screen while the next query or page loads. */
export function useNonprofitSearch(q: string | null | undefined, page = 1) {
  return useSWR(nonprofitSearchKey(q, page), ([, text, number]) => getNonprofitSearch(text, number), {
    keepPreviousData: true,
    shouldRetryOnError: isRetryableApiError,
  });
}
