import { contentDetailKey, EXPLORE_KEY, FEATURED_SOLUTIONS_KEY, getContentDetail, getExplore, getFeaturedSolutions } from '@x4i/shared';
import { getMoneyFlow, moneyFlowKey } from './features/money-flow/hooks/money-flow';
import { getSolution, solutionKey } from './features/solution/hooks/solutions';
import { DEFAULT_MARKER, INCOME_BUCKET_CODES, isSolutionSlug, parseContentPath } from '@x4i/shared/domain';
import { type PageDataLoader } from '@x4i/shared/contracts';
import { unstable_serialize as infiniteKey } from 'swr/infinite';
import { selectedFiltersOf, type ExploreQuery } from './features/kit/domain/explore-query';
import { exploreSearchKey, searchPage } from './features/explore/hooks/use-explore-content';
import { unsdgOfCategory } from './features/money-flow/domain/money-flow-selection';
import type { routeTable } from './route-table';

/**
 * The directory's catch-all routes, read from the path as their pages read it: a solution's page reads
 * useSolution(slug), a challenge, grant or article's page useContentDetail(slug); a listing or search its first
 * page of results (the sort is the default until the visitor picks one); the money flow its figures for the goal,
 * with every state and every income bucket (its default selection).
 */
const contentPathData: PageDataLoader = ({ pathname = '', searchParams }) => {
  const path = parseContentPath(pathname);
  if (path.kind === 'solution') return [{ key: solutionKey(path.slug)!, load: () => getSolution(path.slug) }];
  if (path.kind === 'content') return [{ key: contentDetailKey(path.slug)!, load: () => getContentDetail(path.slug) }];
  if (path.kind === 'money-flow') {
    const params = { unsdg: unsdgOfCategory(path.categorySlug), state: null, incomeBuckets: INCOME_BUCKET_CODES };
    return [{ key: moneyFlowKey(params), load: () => getMoneyFlow(params) }];
  }
  if (path.kind === 'listing' || path.kind === 'search') {
    const searchTerm = path.kind === 'search' ? path.searchTerm : '';
    // A solution's slug typed as the term is not searched: the page moves to the listing and highlights it.
    if (isSolutionSlug(searchTerm.toLowerCase())) return [];
    const query: ExploreQuery = {
      categorySlug: path.categorySlug,
      contentType: path.contentType,
      searchTerm,
      selectedFilters: selectedFiltersOf(path.contentType, searchParams.toString()),
      selectedSort: DEFAULT_MARKER,
    };
    const getKey = exploreSearchKey(query);
    // useSWRInfinite keeps its pages under one key of its own, the list of pages as its value.
    return [{ key: infiniteKey(getKey), load: async () => [await searchPage(getKey(0))] }];
  }
  return [];
};

/**
 * The public data each page reads on its first render, with the same SWR keys and fetchers as its hooks: the
 * server loads it and renders the page with it. Pages not listed render on the server in their loading state.
 */
export const pageData = {
  // useExplore() and useFeaturedSolutions() in the home page.
  home: () => [
    { key: EXPLORE_KEY, load: getExplore },
    { key: FEATURED_SOLUTIONS_KEY, load: getFeaturedSolutions },
  ],
  listing: contentPathData,
  search: contentPathData,
  content: contentPathData,
  'content-long': contentPathData,
} satisfies Partial<Record<(typeof routeTable)[number]['id'], PageDataLoader>>;
