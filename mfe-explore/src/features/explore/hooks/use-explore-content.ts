import { isRetryableApiError, searchContent, searchContentKey } from '@x4i/shared';
import { type ContentActionResponse, type ContentCard, type SearchContentParams, type SearchContentResponse } from '@x4i/shared/contracts';
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize as infiniteKey } from 'swr/infinite';
import { canLoadMore, resultCountOf } from '../../kit/domain/explore-paging';
import { searchParamsOf, type ExploreQuery } from '../../kit/domain/explore-query';

/** SPEC 3 'Explore state', as the page sees it. */
export interface ExploreState {
  categorySlug: string;
  contentType: ExploreQuery['contentType'];
  searchTerm: string;
  contentList: ContentCard[];
  /** Pages loaded, from 1 (0 before the first answer). */
  pageNumber: number;
  resultCount: number;
  isDefaultResults: boolean;
  selectedFilters: readonly string[];
  selectedSort: string;
}

export interface ExploreContent {
  state: ExploreState;
  /** Nothing to show yet for this query. */
  isLoading: boolean;
  /** The list shown is the previous query's, while this one loads. */
  isStale: boolean;
  isLoadingMore: boolean;
  canLoadMore: boolean;
  error: unknown;
  loadMore(): void;
  retry(): void;
  /** Keeps a card's counters in the cache after a vote or follow. */
  updateCard(id: string, counters: ContentActionResponse): void;
}

type SearchKey = ReturnType<typeof searchContentKey>;

/** The SWR key of each page of a query's results (pages counted from 0, as useSWRInfinite counts them). */
export function exploreSearchKey(query: ExploreQuery): (pageNumber: number) => SearchKey {
  const base = searchParamsOf(query);
  return (pageNumber) => searchContentKey({ ...base, pageNumber });
}

/** Loads one page of results for its key. */
export function searchPage(key: SearchKey): Promise<SearchContentResponse> {
  return searchContent(paramsOfKey(key));
}

function paramsOfKey([, type, pageNumber, q, unsdg, filter, sortBy]: SearchKey): SearchContentParams {
  return {
    type,
    pageNumber,
    ...(q ? { q } : {}),
    ...(unsdg ? { unsdg } : {}),
    ...(filter ? { filter: filter.split(',') } : {}),
    ...(sortBy ? { sortBy } : {}),
  };
}

const NO_PAGES: SearchContentResponse[] = [];

/**
 * The explore results (SPEC 4 'Explore search'), a page of 10 at a time. Each query is its own cache entry, so a
 * fresh query starts at page 1 and an answer to a superseded query never replaces the current list; while a new
 * query loads, the previous list stays on screen, marked stale.
 */
export function useExploreContent(query: ExploreQuery): ExploreContent {
  const getKey = useMemo(
    () => exploreSearchKey(query),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters arrive as a new array each render; their values are what matter.
    [query.categorySlug, query.contentType, query.searchTerm, query.selectedFilters.join(','), query.selectedSort],
  );
  const { data, error, size, setSize, isLoading, mutate } = useSWRInfinite<SearchContentResponse, unknown, (index: number) => SearchKey>(getKey, searchPage, {
    revalidateFirstPage: false,
    keepPreviousData: true,
    shouldRetryOnError: isRetryableApiError,
  });

  // The first page the server rendered with is this query's own answer, not a previous query's (SWR counts it as
  // loading until the browser has fetched it again).
  const { fallback } = useSWRConfig();
  const fromServer = data !== undefined && data === fallback[infiniteKey(getKey)];
  const pages = data ?? NO_PAGES;
  const last = pages.at(-1);
  const resultCount = resultCountOf(last);
  const pageNumber = pages.length;
  const isStale = isLoading && pages.length > 0 && !fromServer;
  const isLoadingMore = !isLoading && size > pages.length && !error;
  const contentList = useMemo(() => {
    const seen = new Set<string>();
    return pages.flatMap((page) => page.results).filter((card) => (seen.has(card.id) ? false : (seen.add(card.id), true)));
  }, [pages]);

  const more = !isStale && !isLoadingMore && canLoadMore(pageNumber, resultCount);
  const loadMore = useCallback(() => {
    if (more) void setSize(pageNumber + 1);
  }, [more, pageNumber, setSize]);

  const updateCard = useCallback(
    (id: string, counters: ContentActionResponse) => {
      const { votes, follows, orgsUseSolution, followed, userAssociated } = counters;
      void mutate(
        (current) =>
          current?.map((page) => ({
            ...page,
            results: page.results.map((card) => (card.id === id ? { ...card, votes, follows, orgsUseSolution, followed, userAssociated } : card)),
          })),
        { revalidate: false },
      );
    },
    [mutate],
  );

  return {
    state: {
      categorySlug: query.categorySlug,
      contentType: query.contentType,
      searchTerm: query.searchTerm,
      contentList,
      pageNumber,
      resultCount,
      isDefaultResults: last?.isDefaultResults ?? false,
      selectedFilters: query.selectedFilters,
      selectedSort: query.selectedSort,
    },
    isLoading: isLoading && pages.length === 0,
    isStale,
    isLoadingMore,
    canLoadMore: more,
    error: isStale ? undefined : error,
    loadMore,
    retry: () => void mutate(),
    updateCard,
  };
}
