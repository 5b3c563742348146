import { searchContent } from '@x4i/shared';
import { filterValuesToUris } from '@x4i/shared/domain';
import type { SearchContentParams } from '@x4i/shared/contracts';
import { staticPaths } from './static-paths';

/** The directory's search for the listings that carry the Tech4PI badge. */
const badgeSearch: SearchContentParams = { type: 'tech-solution', pageNumber: 0, filter: ['TECH_4_PI'] };

/** The directory's listing page with the same filter. */
export const techSolutionsWithBadge = `${staticPaths.techSolutions}?${filterValuesToUris('SOLUTION', badgeSearch.filter ?? [])
  .map((uri) => `filter=${uri}`)
  .join('&')}`;

/** Pages of results read at most: the badge is awarded by hand, so its listings are few. */
const MAX_PAGES = 10;

export interface BadgeCount {
  /** Listings that carry the badge. */
  count: number;
  /** Of those read, how many are demo listings. */
  demo: number;
  /** How many were read (all of them unless there are more than MAX_PAGES pages). */
  read: number;
}

export const badgeCountKey = ['/search/content', 'tech4pi-badge'] as const;

/** Counts the listings that carry the badge and the demo listings among them (Tech4PI page; the server loads it too). */
export async function getBadgeCount(): Promise<BadgeCount> {
  const first = await searchContent(badgeSearch);
  let results = first.results;
  for (let page = 1; results.length < first.numFound && page < MAX_PAGES; page++) {
    const next = await searchContent({ ...badgeSearch, pageNumber: page });
    if (next.results.length === 0) break;
    results = [...results, ...next.results];
  }
  return { count: first.numFound, demo: results.filter((card) => card.demo).length, read: results.length };
}
