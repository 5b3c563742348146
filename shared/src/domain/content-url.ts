import { isContentSlug } from './content-slug.js';
import { contentTypeWord, findContentType, type ContentType } from './content-types.js';
import { ALL_CATEGORY_URI, findUnSdgByUri, findUnSdgByValue } from './un-sdg.js';

/** Content URLs (SPEC 2.4), all lowercased. */

export const SEARCH_TERM_PREFIX = 'q-';

export interface ContentUrlInput {
  contentType: ContentType;
  title?: string | null;
  /** UNSDG values ('UNSDG1') or category slugs ('no-poverty'). */
  categories?: readonly string[] | null;
  slug?: string | null;
}

export interface ListingUrlInput {
  categorySlug?: string | null;
  contentType: string;
  searchTerm?: string | null;
}

/** 'Tech for Good: Ünïcode & more!' → 'tech-for-good-unicode-more'. */
export function slugifyTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A category as it appears in a URL: the goal's slug for a UNSDG value, else the value lowercased. */
export function categoryUriSlug(category: string): string {
  const entry = findUnSdgByValue(category) ?? findUnSdgByUri(category);
  return entry ? entry.uri : category.trim().toLowerCase();
}

function missingPart(): Error {
  return new Error('A content URL needs title, categories and slug');
}

/** /all/tech-solution/title-slug-slug */
export function techSolutionUrl(item: Pick<ContentUrlInput, 'title' | 'slug'>): string {
  const titleSlug = slugifyTitle(item.title ?? '');
  const slug = item.slug?.trim();
  if (!titleSlug || !slug) throw missingPart();
  return `/${ALL_CATEGORY_URI}/tech-solution/${titleSlug}-${slug}`.toLowerCase();
}

/** /categories joined by '+'/type word/title slug/content slug; tech solutions take their own shape. */
export function contentUrl(item: ContentUrlInput): string {
  if (item.contentType === 'tech-solution') return techSolutionUrl(item);
  const titleSlug = slugifyTitle(item.title ?? '');
  const slug = item.slug?.trim();
  const categories = (item.categories ?? []).map(categoryUriSlug).filter(Boolean);
  if (!titleSlug || !slug || categories.length === 0) throw missingPart();
  return `/${categories.join('+')}/${contentTypeWord(item.contentType)}/${titleSlug}/${slug}`.toLowerCase();
}

/**
 * /category or all/content type/ with an optional 'q-' search term. The segment is the content type the explore
 * route validates (SPEC 2.5 links /all/tech-solution/, /no-poverty/tech-solution/); a type word is accepted too.
 * An unknown content type falls back to '/'.
 */
export function listingUrl({ categorySlug, contentType, searchTerm }: ListingUrlInput): string {
  const type = findContentType(contentType);
  if (!type) return '/';
  const category = categorySlug?.trim() ? categoryUriSlug(categorySlug) : ALL_CATEGORY_URI;
  const base = `/${category}/${type.contentType}/`;
  const term = searchTerm?.trim();
  return term ? `${base}${searchTermUriSegment(term)}` : base;
}

/**
 * The one form of a search term in a path (SPEC 2.4: lowercased, prefixed 'q-'): words joined by hyphens, as the
 * menus write their preset searches ('Mental Health' → 'q-mental-health'), anything else percent-encoded. The
 * search box and the menus write it; any other spelling of the same search ('q-mental%20health', 'Q-Mental-Health')
 * is sent here with a permanent redirect. Search splits words on hyphens, so the hyphens lose nothing.
 */
export function searchTermUriSegment(term: string): string {
  return `${SEARCH_TERM_PREFIX}${encodeURIComponent(term.trim().toLowerCase().replace(/\s+/g, '-'))}`;
}

/**
 * The search term of a 'q-' path segment, or null when the segment is not one. Hyphens read as spaces: the menu
 * writes its preset searches as slugs ('q-mental-health'), and search splits words on hyphens anyway. A content
 * slug ('q-s-grantpilot') stays as it is: search highlights that solution (SPEC 5).
 */
export function parseSearchTermSegment(segment: string | null | undefined): string | null {
  if (!isSearchTermSegment(segment)) return null;
  const raw = segment.slice(SEARCH_TERM_PREFIX.length);
  let term: string;
  try {
    term = decodeURIComponent(raw);
  } catch {
    term = raw;
  }
  term = term.trim();
  return isContentSlug(term.toLowerCase()) ? term : term.replace(/-+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Whether a path segment is a search term's ('q-…', in any case: addresses are read without regard to case). */
export function isSearchTermSegment(segment: string | null | undefined): segment is string {
  return segment?.toLowerCase().startsWith(SEARCH_TERM_PREFIX) === true;
}

const SOLUTION_DETAIL_SEGMENT = /(?:^|-)(s-\w+)$/i;

/**
 * The solution slug of a tech-solution detail path (`/<category>/tech-solution/<title-slug>-<s-slug>`, in any
 * case, with 'solution' as the type word too), or null for any other path. Search segments ('q-…') are not
 * details.
 */
export function solutionSlugOfPath(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length !== 3) return null;
  const [, type, last] = segments as [string, string, string];
  if (findContentType(type)?.contentType !== 'tech-solution' || last.startsWith(SEARCH_TERM_PREFIX)) return null;
  const match = SOLUTION_DETAIL_SEGMENT.exec(last);
  return match ? match[1]!.toLowerCase() : null;
}
