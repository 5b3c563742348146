import { ALL_CATEGORY_VALUE, exploreTabOf, filterUrisToValues, filterValuesToUris, findUnSdgByUri, listingUrl, normalizeFilters, normalizeSort, type ContentType, type ListingContentType } from '@x4i/shared/domain';
import { type SearchContentParams } from '@x4i/shared/contracts';

/** What the explore page searches for: the URL's category, type, term and filters, and the chosen sort. */
export interface ExploreQuery {
  categorySlug: string;
  contentType: ListingContentType;
  /** '' on a listing. */
  searchTerm: string;
  /** Filter values; [DEFAULT] for none. */
  selectedFilters: readonly string[];
  /** A sort value; DEFAULT for none. */
  selectedSort: string;
}

/** The search call's parameters, without the page: DEFAULT, empty text and ALL are left out (SPEC 5). */
export function searchParamsOf(query: ExploreQuery): Omit<SearchContentParams, 'pageNumber'> {
  const goal = findUnSdgByUri(query.categorySlug);
  const filter = normalizeFilters(query.selectedFilters);
  const sortBy = normalizeSort(query.selectedSort);
  const q = query.searchTerm.trim();
  return {
    type: query.contentType,
    ...(q ? { q } : {}),
    ...(goal && goal.value !== ALL_CATEGORY_VALUE ? { unsdg: goal.value } : {}),
    ...(filter.length > 0 ? { filter } : {}),
    ...(sortBy ? { sortBy } : {}),
  };
}

/** The filter values a URL's query selects for the content type ([DEFAULT] when none). */
export function selectedFiltersOf(contentType: ContentType, search: string): string[] {
  return filterUrisToValues(exploreTabOf(contentType), new URLSearchParams(search).getAll('filter'));
}

/** '?filter=slug&filter=…' for filter values, or '' when none is chosen (SPEC 2.4: filters ride as URL slugs). */
export function filterSearchString(contentType: ContentType, values: readonly string[]): string {
  const query = new URLSearchParams();
  for (const uri of filterValuesToUris(exploreTabOf(contentType), values)) query.append('filter', uri);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A listing or search URL, with a query string (the filters) kept as given. */
export function exploreUrl(target: { categorySlug: string; contentType: ContentType; searchTerm?: string | null }, search = ''): string {
  return `${listingUrl(target)}${search}`;
}
