import { EXPLORE_KEY, FEATURED_SOLUTIONS_KEY, getExplore, getFeaturedSolutions, type PageDataLoader } from '@x4i/shared';
import type { routeTable } from './route-table';

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
} satisfies Partial<Record<(typeof routeTable)[number]['id'], PageDataLoader>>;
