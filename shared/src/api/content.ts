import useSWR from 'swr';
import type {
  ContentActionResponse,
  ContentCard,
  ContentDetail,
  ExploreResponse,
  SearchContentParams,
  SearchContentResponse,
} from '../contracts/content.js';
import { apiGet, apiPost } from './api-client.js';
import { isRetryableApiError } from './api-error.js';

/** The directory's calls (SPEC 7.2): search, the explore page object, featured solutions, detail pages, actions. */

// ---- GET /search/content -------------------------------------------------------------------------------------

/**
 * One page of search results. pageNumber is zero-based on the wire; empty text, DEFAULT and empty filters are
 * left out of the query (SPEC 5). An older backend answers a bare array: it is read as one page of results.
 */
export async function searchContent(params: SearchContentParams, init?: { signal?: AbortSignal }): Promise<SearchContentResponse> {
  const { type, pageNumber, q, unsdg, filter, sortBy } = params;
  const data = await apiGet<SearchContentResponse | ContentCard[]>(
    '/search/content',
    { type, pageNumber, q: q?.trim(), unsdg, filter: filter?.length ? filter : undefined, sortBy },
    init,
  );
  return Array.isArray(data) ? { numFound: data.length, isDefaultResults: false, results: data } : data;
}

/** The SWR key of one page of results: every parameter that changes the answer, in a fixed order. */
export function searchContentKey(params: SearchContentParams) {
  return [
    '/search/content',
    params.type,
    params.pageNumber,
    params.q?.trim() ?? '',
    params.unsdg ?? '',
    [...(params.filter ?? [])].sort().join(','),
    params.sortBy ?? '',
  ] as const;
}

// ---- GET /explore --------------------------------------------------------------------------------------------

export function getExplore(): Promise<ExploreResponse> {
  return apiGet<ExploreResponse>('/explore');
}

export const EXPLORE_KEY = '/explore';

/** The home page's metrics, carousel, tiles, impact figures and ads. */
export function useExplore() {
  return useSWR(EXPLORE_KEY, getExplore, { shouldRetryOnError: isRetryableApiError });
}

// ---- GET /solution-list --------------------------------------------------------------------------------------

export function getFeaturedSolutions(): Promise<ContentCard[]> {
  return apiGet<ContentCard[]>('/solution-list');
}

export const FEATURED_SOLUTIONS_KEY = '/solution-list';

export function useFeaturedSolutions() {
  return useSWR(FEATURED_SOLUTIONS_KEY, getFeaturedSolutions, { shouldRetryOnError: isRetryableApiError });
}

// ---- GET /themed-content/:slug -------------------------------------------------------------------------------

/** A challenge, grant or article page. */
export function getContentDetail(slug: string): Promise<ContentDetail> {
  return apiGet<ContentDetail>(`/themed-content/${encodeURIComponent(slug)}`);
}

export function contentDetailKey(slug: string | null | undefined): readonly ['/themed-content', string] | null {
  return slug ? ['/themed-content', slug] : null;
}

export function useContentDetail(slug: string | null | undefined) {
  return useSWR(contentDetailKey(slug), ([, key]) => getContentDetail(key), { shouldRetryOnError: isRetryableApiError });
}

// ---- POST themed-content actions (signed in, except share) ---------------------------------------------------

/** Adds (true) or removes (false) the user's vote: a recommendation, or 'we have this challenge'. */
export function voteContent(id: string, vote: boolean): Promise<ContentActionResponse> {
  return apiPost<ContentActionResponse>(`/themed-content/vote/${encodeURIComponent(id)}`, { vote });
}

export function followContent(id: string): Promise<ContentActionResponse> {
  return apiPost<ContentActionResponse>(`/themed-content/follow/${encodeURIComponent(id)}`, undefined);
}

export function unfollowContent(id: string): Promise<ContentActionResponse> {
  return apiPost<ContentActionResponse>(`/themed-content/unfollow/${encodeURIComponent(id)}`, undefined);
}

/** Replaces the user's state votes (upper-case codes); an empty list removes them (SPEC 4). */
export function voteGeo(id: string, states: readonly string[]): Promise<ContentActionResponse> {
  return apiPost<ContentActionResponse>(`/themed-content/voteGeo/${encodeURIComponent(id)}`, {
    states: states.map((state) => state.trim().toUpperCase()),
  });
}

/** Records a share; the source is upper-cased before sending (SPEC 5). */
export function shareContent(id: string, source: string): Promise<ContentActionResponse> {
  return apiPost<ContentActionResponse>(`/themed-content/share/${encodeURIComponent(id)}`, { source: source.trim().toUpperCase() });
}
