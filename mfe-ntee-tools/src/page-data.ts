import { finderPageKey, getFinderPage, getNonprofitDetails, nonprofitDetailsKey } from '@x4i/shared';
import { type PageDataLoader } from '@x4i/shared/contracts';
import type { routeTable } from './route-table';

/**
 * The public data each page reads on its first render, with the same SWR keys and fetchers as its hooks: the
 * server loads it and renders the page with it. Pages not listed render on the server in their loading state.
 */
export const pageData = {
  // useFinderPage() before any search (a search in the URL renders its results in the browser).
  finder: () => [{ key: finderPageKey(), load: getFinderPage }],
  // useNonprofitDetails(ein); an unknown EIN is a 404, which leaves the page to the browser.
  'finder-ein': ({ params }) => {
    const key = nonprofitDetailsKey(params.ein);
    return key ? [{ key, load: () => getNonprofitDetails(key[1]) }] : [];
  },
} satisfies Partial<Record<(typeof routeTable)[number]['id'], PageDataLoader>>;
