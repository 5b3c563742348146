import { DEFAULT_CONTENT_TYPE, findContentType, type ContentType } from './content-types.js';
import { ALL_CATEGORY_URI, findUnSdgByUri } from './un-sdg.js';

/** The pure rules of the explore pages (SPEC 2.4, 5, 9). */

export const DEFAULT_CATEGORY = ALL_CATEGORY_URI;
/** Sort and filter marker that means 'none chosen'. */
export const DEFAULT_MARKER = 'DEFAULT';
export const EXPLORE_PAGE_SIZE = 10;

export interface ExploreRouteParams {
  categorySlug?: string | null;
  contentType?: string | null;
}

export interface ResolvedExploreRoute {
  categorySlug: string;
  contentType: ContentType;
  /** Set when the URL named an unknown category or content type: where to redirect. */
  redirectTo: string | null;
}

/** Lowercases both parts; an unknown one is replaced by its default and a redirect is asked for. */
export function resolveExploreRoute({ categorySlug, contentType }: ExploreRouteParams): ResolvedExploreRoute {
  const category = categorySlug?.trim().toLowerCase() || DEFAULT_CATEGORY;
  const requestedType = contentType?.trim().toLowerCase() || DEFAULT_CONTENT_TYPE;
  const validCategory = findUnSdgByUri(category) ? category : DEFAULT_CATEGORY;
  const found = findContentType(requestedType);
  const validType = found?.contentType ?? DEFAULT_CONTENT_TYPE;
  const changed = validCategory !== category || validType !== requestedType;
  return {
    categorySlug: validCategory,
    contentType: validType,
    redirectTo: changed ? `/${validCategory}/${validType}` : null,
  };
}

/** A finite number above 0, else 1 (SPEC 5). */
export function normalizePageNumber(value: unknown): number {
  const page = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof page !== 'number' || !Number.isFinite(page) || page <= 0) return 1;
  return Math.max(1, Math.floor(page));
}

/** DEFAULT (or nothing) counts as no sort. */
export function normalizeSort(sort: string | null | undefined): string | null {
  const value = sort?.trim();
  return value && value !== DEFAULT_MARKER ? value : null;
}

/** DEFAULT and empty entries count as no filter; duplicates are dropped. */
export function normalizeFilters(filters: string | readonly string[] | null | undefined): string[] {
  const list = typeof filters === 'string' ? [filters] : (filters ?? []);
  const kept = list.map((filter) => filter.trim()).filter((filter) => filter && filter !== DEFAULT_MARKER);
  return [...new Set(kept)];
}
