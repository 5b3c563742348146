import { finderPageKey, getFinderPage } from '@x4i/shared';
import { getNonprofitDetails, nonprofitDetailsKey } from './features/finder/hooks/nonprofit-details';
import { getNonprofitSearch, nonprofitSearchKey } from './features/finder/hooks/nonprofit-search';
import { finderSearchOf } from './features/finder/domain/finder-query';
import { type PageDataLoader } from '@x4i/shared/contracts';
import type { routeTable } from './route-table';

/**
 * The public data each page reads on its first render, with the same SWR keys and fetchers as its hooks: the
 * server loads it and renders the page with it. Pages not listed render on the server in their loading state.
 */
export const pageData = {
  // useFinderPage(), and useNonprofitSearch() for a search in the address: the server renders its results, so
  // nothing below them moves when the page is taken over.
  finder: ({ searchParams }) => {
    const search = finderSearchOf(searchParams);
    const key = search ? nonprofitSearchKey(search.query, search.page) : null;
    return [{ key: finderPageKey(), load: getFinderPage }, ...(search && key ? [{ key, load: () => getNonprofitSearch(search.query, search.page) }] : [])];
  },
  // useNonprofitDetails(ein); an unknown EIN is a 404, which leaves the page to the browser.
  'finder-ein': ({ params }) => {
    const key = nonprofitDetailsKey(params.ein);
    return key ? [{ key, load: () => getNonprofitDetails(key[1]) }] : [];
  },
} satisfies Partial<Record<(typeof routeTable)[number]['id'], PageDataLoader>>;
