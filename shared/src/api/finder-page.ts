import useSWR from 'swr';
import type { FinderPageResponse } from '../contracts/nonprofit.js';
import { apiGet } from './api-client.js';
import { isRetryableApiError } from './api-error.js';

const PATH = '/x4i-nonprofit/finder-page';

export function getFinderPage(): Promise<FinderPageResponse> {
  return apiGet<FinderPageResponse>(PATH);
}

export function finderPageKey(): typeof PATH {
  return PATH;
}

/** What the NTEE code finder shows before any search: counts, freshness, coverage, a default organisation. */
export function useFinderPage() {
  return useSWR(finderPageKey(), getFinderPage, { shouldRetryOnError: isRetryableApiError });
}
