import { getLandscape, landscapeKey } from './features/landscape/hooks/landscape';
import { getSdgIndex, sdgIndexKey } from './features/sdg-index/hooks/sdg-index';
import { getResearchPage, researchPageKey } from './features/research-pages/hooks/research-page';
import { getSdgReport, sdgReportKey } from './features/sdg-report/hooks/sdg-report';
import { getServiceDesert, serviceDesertKey } from './features/service-deserts/hooks/service-desert';
import { findLandscape, findServiceDesertMap } from '@x4i/shared/domain';
import { type PageDataLoader, type ResearchPageSlug } from '@x4i/shared/contracts';
import { goalOf, landscapeChoiceOf, stateOf } from './route-location';
import type { routeTable } from './route-table';

/** A landscape page reads its landscape for the reader's choices in the address. */
const landscapeData =
  (slug?: string): PageDataLoader =>
  ({ params, searchParams }) => {
    const landscape = findLandscape(slug ?? params.landscape);
    if (!landscape) return [];
    const choice = landscapeChoiceOf(landscape, searchParams);
    return [{ key: landscapeKey(choice), load: () => getLandscape(choice) }];
  };

/** A research page reads its one answer. */
const researchData =
  (page: ResearchPageSlug): PageDataLoader =>
  () => [{ key: researchPageKey(page), load: () => getResearchPage(page) }];

/**
 * The public data a page reads on its first render, with the same SWR keys and fetchers as its hooks: the server
 * loads it and renders the page with it. Pages not listed render on the server in their loading state.
 */
export const pageData = {
  'sdg-report': ({ params, searchParams }) => {
    const goal = goalOf(params.goal);
    const state = stateOf(searchParams);
    return goal ? [{ key: sdgReportKey(goal, state), load: () => getSdgReport(goal, state) }] : [];
  },
  'nonprofit-landscape': landscapeData('nonprofit-landscape'),
  'vertical-landscape': landscapeData('vertical-landscape'),
  'state-guide': landscapeData('state-guide'),
  'sdg-partnerships': landscapeData('sdg-partnerships'),
  landscape: landscapeData(),
  'sdg-index': ({ searchParams }) => {
    const state = stateOf(searchParams);
    return [{ key: sdgIndexKey(state), load: () => getSdgIndex(state) }];
  },
  'service-desert-map': ({ params }) => {
    const map = findServiceDesertMap(params.map);
    return map ? [{ key: serviceDesertKey(map.slug), load: () => getServiceDesert(map.slug) }] : [];
  },
  'social-innovator-market-pulse': researchData('social-innovator-market-pulse'),
  'nonprofits-software-spending-in-the-us': researchData('nonprofits-software-spending-in-the-us'),
  'lilac-zero-lead-gen-strategy': researchData('lilac-zero-lead-gen-strategy'),
} satisfies Partial<Record<(typeof routeTable)[number]['id'], PageDataLoader>>;
