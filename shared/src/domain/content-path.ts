import { parseContentSlugOrNull } from './content-slug.js';
import { findContentType, type ContentType } from './content-types.js';
import { isSearchTermSegment, parseSearchTermSegment, searchTermUriSegment } from './content-url.js';
import { resolveExploreRoute } from './explore-rules.js';
import { findUnSdgByUri } from './un-sdg.js';

/**
 * What a path of the directory opens (SPEC 2.4). The router ranks the home, listing, search and catch-all
 * patterns by shape only, and several of them match the same paths, so one parser decides:
 *
 * - `/` home;
 * - `/category/content-type` a listing, `/category/content-type/q-term` (or `/category/q-term`) a search;
 * - `/category/money-flow` the money flow;
 * - `/all/tech-solution/title-slug-s-slug` a solution, `/cats/type word/title-slug/slug` any detail page;
 * - an unknown category or content type, a type word, or upper case in a listing: a redirect to the canonical
 *   listing; anything else: not found.
 */
export type ContentPath =
  | { kind: 'home' }
  | { kind: 'listing'; categorySlug: string; contentType: ListingContentType }
  | { kind: 'search'; categorySlug: string; contentType: ListingContentType; searchTerm: string }
  | { kind: 'money-flow'; categorySlug: string }
  | { kind: 'solution'; slug: string }
  | { kind: 'content'; slug: string; contentKind: 'challenge' | 'grant' | 'article' }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

export type ListingContentType = Exclude<ContentType, 'money-flow'>;

const MONEY_FLOW: ContentType = 'money-flow';

/** A solution slug at the end of a tech-solution segment: 'donor-crm-s-77' → 's-77'. */
const TRAILING_SOLUTION_SLUG = /(?:^|-)(s-\w+)$/;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function pathSegments(pathname: string): string[] {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return path.split('/').filter(Boolean);
}

function isCategory(segment: string): boolean {
  return findUnSdgByUri(segment) !== undefined;
}

/** Listing, search or money flow for a category and a content-type segment (and a raw 'q-' segment, if any). */
function explorePath(rawCategory: string, rawType: string, searchSegment: string | null): ContentPath {
  const category = decodeSegment(rawCategory);
  const type = decodeSegment(rawType);
  const knownType = findContentType(type);
  // Neither part is the directory's: some other page that does not exist, not a listing to repair.
  if (!isCategory(category) && !knownType) return { kind: 'not-found' };
  // SPEC 2.4: a listing whose content type is not one falls back to the home page (a search keeps its term and
  // goes to the default type's search).
  if (!knownType && searchSegment === null) return { kind: 'redirect', to: '/' };

  const resolved = resolveExploreRoute({ categorySlug: category, contentType: type });
  const canonical = `/${resolved.categorySlug}/${resolved.contentType}`;
  const isCanonical = category === resolved.categorySlug && type === resolved.contentType;

  if (resolved.contentType === MONEY_FLOW) {
    return isCanonical && searchSegment === null ? { kind: 'money-flow', categorySlug: resolved.categorySlug } : { kind: 'redirect', to: canonical };
  }
  const contentType = resolved.contentType as ListingContentType;
  if (searchSegment === null) {
    return isCanonical ? { kind: 'listing', categorySlug: resolved.categorySlug, contentType } : { kind: 'redirect', to: canonical };
  }
  // Lower case, as the URL builders write it (SPEC 2.4: URLs are lowercased); search ignores case anyway.
  const searchTerm = (parseSearchTermSegment(searchSegment) ?? '').toLowerCase();
  if (!searchTerm) return { kind: 'redirect', to: canonical };
  // The term's one spelling in a path (searchTermUriSegment); the segment is compared as it came, percent-encoded.
  const segment = searchTermUriSegment(searchTerm);
  return isCanonical && searchSegment === segment
    ? { kind: 'search', categorySlug: resolved.categorySlug, contentType, searchTerm }
    : { kind: 'redirect', to: `${canonical}/${segment}` };
}

/** A detail page from the slug at the end of the path (its letter says the kind), or null. */
function detailPath(slugSegment: string): ContentPath | null {
  const parsed = parseContentSlugOrNull(decodeSegment(slugSegment).toLowerCase());
  if (!parsed) return null;
  if (parsed.kind === 'solution') return { kind: 'solution', slug: parsed.slug };
  return { kind: 'content', slug: parsed.slug, contentKind: parsed.kind };
}

function isDetailType(segment: string): boolean {
  const type = findContentType(decodeSegment(segment));
  return type !== undefined && type.contentType !== MONEY_FLOW;
}

export function parseContentPath(pathname: string): ContentPath {
  const segments = pathSegments(pathname);
  const [first, second, third] = segments;
  switch (segments.length) {
    case 0:
      return { kind: 'home' };
    case 1: {
      // A category alone opens its default listing; any other single segment is a page that does not exist.
      const category = decodeSegment(first!);
      if (!isCategory(category)) return { kind: 'not-found' };
      const resolved = resolveExploreRoute({ categorySlug: category });
      return { kind: 'redirect', to: `/${resolved.categorySlug}/${resolved.contentType}` };
    }
    case 2:
      // `/:categorySlug/:searchTerm`: the search route's content type is optional.
      if (isSearchTermSegment(second)) return explorePath(first!, 'tech-solution', second);
      return explorePath(first!, second!, null);
    case 3: {
      if (isSearchTermSegment(third)) return explorePath(first!, second!, third);
      if (!isDetailType(second!)) return { kind: 'not-found' };
      if (findContentType(decodeSegment(second!))?.contentType === 'tech-solution') {
        const slug = TRAILING_SOLUTION_SLUG.exec(decodeSegment(third!).toLowerCase())?.[1];
        if (slug) return { kind: 'solution', slug };
      }
      return detailPath(third!) ?? { kind: 'not-found' };
    }
    case 4:
    case 5:
      if (!isDetailType(second!)) return { kind: 'not-found' };
      return detailPath(segments.at(-1)!) ?? { kind: 'not-found' };
    default:
      return { kind: 'not-found' };
  }
}
