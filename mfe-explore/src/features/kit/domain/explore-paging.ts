import { EXPLORE_PAGE_SIZE } from '@x4i/shared/domain';

/** Paging of the explore results (SPEC 4 'Explore search', 9). */

/** Default results (the search found nothing) report a result count of one page, so they never load more. */
export function resultCountOf(page: { numFound: number; isDefaultResults: boolean } | undefined): number {
  if (!page) return 0;
  return page.isDefaultResults ? EXPLORE_PAGE_SIZE : page.numFound;
}

/** Loading more is allowed while pageNumber (pages loaded, from 1) * page size is below the result count. */
export function canLoadMore(pageNumber: number, resultCount: number): boolean {
  return pageNumber * EXPLORE_PAGE_SIZE < resultCount;
}
