import { EXPLORE_PAGE_SIZE, parseContentSlugOrNull } from '@x4i/shared/domain';
import type { ContentIndex } from '../content-index.js';
import type { ContentItem } from '../model.js';
import { passesFilters } from './filters.js';
import type { SearchQuery } from './search-params.js';
import { comparatorFor, defaultOrder } from './sorts.js';

export interface SearchOutcome {
  numFound: number;
  isDefaultResults: boolean;
  /** The requested page. */
  items: ContentItem[];
}

function inCategory(item: ContentItem, unsdg: string | null): boolean {
  return unsdg === null || item.categories.includes(unsdg);
}

/**
 * One page (of pageSize items) of the type's items in the goal, matching the text and every filter, in the chosen order. When text
 * was given and nothing matched, the answer is the type's default list for the goal instead (its first page in
 * the default order, filters left out), flagged isDefaultResults, so the page can say 'no results for x, here
 * are ...'.
 */
export function searchItems(index: ContentIndex, query: SearchQuery, today: string, pageSize = EXPLORE_PAGE_SIZE): SearchOutcome {
  const { type, q, unsdg, filters, sort, pageNumber } = query;
  const countersOf = (id: string) => index.countersOf(id);
  let candidates: ContentItem[];
  let scores: Map<string, number> | null = null;
  if (q) {
    scores = new Map(index.match(q, type).map((match) => [match.id, match.score]));
    // A slug typed into the box finds its item first (SPEC 5 uses a solution slug that way).
    const bySlug = parseContentSlugOrNull(q.toLowerCase()) ? index.find(q.toLowerCase()) : undefined;
    if (bySlug?.contentType === type) scores.set(bySlug.id, Number.POSITIVE_INFINITY);
    candidates = [...scores.keys()].map((id) => index.find(id)!).filter(Boolean);
  } else {
    candidates = index.ofType(type);
  }
  const matches = candidates.filter((item) => inCategory(item, unsdg) && passesFilters(item, countersOf(item.id), filters));
  const start = pageNumber * pageSize;

  if (q && matches.length === 0) {
    const defaults = index
      .ofType(type)
      .filter((item) => inCategory(item, unsdg))
      .sort(defaultOrder)
      .slice(0, EXPLORE_PAGE_SIZE);
    return { numFound: defaults.length, isDefaultResults: true, items: defaults.slice(start, start + pageSize) };
  }
  matches.sort(comparatorFor(sort, { countersOf, scores, today }));
  return { numFound: matches.length, isDefaultResults: false, items: matches.slice(start, start + pageSize) };
}
