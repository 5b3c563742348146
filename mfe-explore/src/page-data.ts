import { contentDetailKey, EXPLORE_KEY, FEATURED_SOLUTIONS_KEY, getContentDetail, getExplore, getFeaturedSolutions, getSolution, solutionKey } from '@x4i/shared';
import { parseContentPath } from '@x4i/shared/domain';
import { type PageDataLoader } from '@x4i/shared/contracts';
import type { routeTable } from './route-table';

/**
 * The directory's catch-all routes: a solution's page reads useSolution(slug), a challenge, grant or article's
 * page useContentDetail(slug), both from the path. Listings and searches render their results in the browser.
 */
const contentPathData: PageDataLoader = ({ pathname = '' }) => {
  const path = parseContentPath(pathname);
  if (path.kind === 'solution') return [{ key: solutionKey(path.slug)!, load: () => getSolution(path.slug) }];
  if (path.kind === 'content') return [{ key: contentDetailKey(path.slug)!, load: () => getContentDetail(path.slug) }];
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
