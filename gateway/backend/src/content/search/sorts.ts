import { isOpenGrant, type ContentItem, type ItemCounters } from '../model.js';

/** The explore sorts (SPEC 9 sort values) as comparators; ties go to the newest item, then the slug. */

export interface SortContext {
  countersOf(id: string): ItemCounters;
  /** Relevance of each item for the search text; absent without text. */
  scores: ReadonlyMap<string, number> | null;
  /** YYYY-MM-DD: grants closing before it are closed. */
  today: string;
}

export type Comparator = (a: ContentItem, b: ContentItem) => number;

export const newestFirst: Comparator = (a, b) => (a.createdAt === b.createdAt ? a.slug.localeCompare(b.slug) : a.createdAt < b.createdAt ? 1 : -1);

const descending =
  (value: (item: ContentItem) => number): Comparator =>
  (a, b) =>
    value(b) - value(a) || newestFirst(a, b);

/** Without search text: premium listings first, then the newest. */
export const defaultOrder: Comparator = (a, b) => (a.premiumListing === b.premiumListing ? newestFirst(a, b) : a.premiumListing ? -1 : 1);

export function comparatorFor(sort: string, context: SortContext): Comparator {
  const { countersOf, scores, today } = context;
  const popularity = (item: ContentItem) => countersOf(item.id).votes + countersOf(item.id).follows;
  switch (sort) {
    case 'CREATION_DATE':
      return newestFirst;
    case 'POPULARITY':
      return descending(popularity);
    case 'ACTIVITY':
      return descending((item) => item.ideas + popularity(item));
    case 'GRANT_AMOUNT':
      return descending((item) => item.grantAmount ?? -1);
    case 'EXPIRATION_DATE':
      return (a, b) => {
        const openA = isOpenGrant(a, today);
        const openB = isOpenGrant(b, today);
        if (openA !== openB) return openA ? -1 : 1;
        // Open: the soonest deadline first (no deadline last). Closed: the most recently closed first.
        const dateA = a.expirationDate ?? '9999-12-31';
        const dateB = b.expirationDate ?? '9999-12-31';
        if (dateA !== dateB) return (dateA < dateB ? -1 : 1) * (openA ? 1 : -1);
        return newestFirst(a, b);
      };
    default:
      return scores ? descending((item) => scores.get(item.id) ?? 0) : defaultOrder;
  }
}
