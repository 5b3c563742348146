import { dataVintagesKey, finderPageKey, getDataVintages, getFinderPage } from '@x4i/shared';
import type { PageDataLoader } from '@x4i/shared/contracts';
import type { routeTable } from '../route-table';
import { badgeCountKey, getBadgeCount } from './static/tech4pi-badge';

/**
 * The public data the shell's own pages read on their first render, declared as the remotes declare theirs: the
 * server loads it and renders the page with it.
 */
export const shellPageData = {
  // Our Data lists the IRS files and the SAIPE year in use, which change with every refresh.
  'our-data': () => [
    { key: finderPageKey(), load: getFinderPage },
    { key: dataVintagesKey(), load: getDataVintages },
  ],
  // Tech4PI counts the listings that carry the badge.
  tech4pi: () => [{ key: badgeCountKey, load: getBadgeCount }],
} satisfies Partial<Record<(typeof routeTable)[number]['id'], PageDataLoader>>;
