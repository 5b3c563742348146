import useSWR from 'swr';
import type { NteeCodeCountsResponse, NteeSuggestResponse } from '@x4i/shared/contracts';
import { apiGet } from '@x4i/shared';
import { isRetryableApiError } from '@x4i/shared';

/** GET /ntee/code-counts for a code: the call a builder page with ?code= makes (and a server renderer may make). */
export function nteeCodeCountsRequest(code: string): { path: string; params: Record<string, string> } {
  return { path: '/ntee/code-counts', params: { code } };
}

/** Who carries a code, by state, with the largest peers; nothing is asked without a code. */
export function useNteeCodeCounts(code: string | null) {
  const request = code ? nteeCodeCountsRequest(code) : null;
  return useSWR(request ? ['ntee-code-counts', request.params.code] : null, () => apiGet<NteeCodeCountsResponse>(request!.path, request!.params), {
    keepPreviousData: true,
    shouldRetryOnError: isRetryableApiError,
  });
}

/** The likeliest codes for a description; nothing is asked for an empty one. */
export function useNteeSuggestions(description: string | null) {
  const q = description?.trim() ?? '';
  return useSWR(q ? ['ntee-suggest', q] : null, () => apiGet<NteeSuggestResponse>('/ntee/suggest', { q }), {
    shouldRetryOnError: isRetryableApiError,
    revalidateOnFocus: false,
  });
}
