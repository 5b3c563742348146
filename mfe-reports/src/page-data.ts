import { getSdgIndex, sdgIndexKey } from '@x4i/shared';
import { type PageDataLoader } from '@x4i/shared/contracts';
import { stateOf } from './route-data';
import type { routeTable } from './route-table';

/**
 * The public data a page reads on its first render, with the same SWR keys and fetchers as its hooks: the server
 * loads it and renders the page with it. Pages not listed render on the server in their loading state. A goal's
 * report page is not listed yet: rendered with its report, its markup differs from the browser's first render
 * (a text node), which has to be found first.
 */
export const pageData = {
  'sdg-index': ({ searchParams }) => {
    const state = stateOf(searchParams);
    return [{ key: sdgIndexKey(state), load: () => getSdgIndex(state) }];
  },
} satisfies Partial<Record<(typeof routeTable)[number]['id'], PageDataLoader>>;
