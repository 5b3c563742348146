import { DEFAULT_MARKER, exploreTabOf, FILTER_OPTIONS, findUnSdgByValue, isFilterValue, isSortValue, SORT_OPTIONS, UN_SDG_ALL } from '@x4i/shared/domain';
import { InvalidInputError } from '../../errors.js';
import { DIRECTORY_CONTENT_TYPES, isDirectoryContentType, type DirectoryContentType } from '../model.js';

/** `GET /search/content` parameters (SPEC 7.2), checked. */
export interface SearchQuery {
  type: DirectoryContentType;
  /** Zero-based. */
  pageNumber: number;
  /** Trimmed; null when empty. */
  q: string | null;
  /** UNSDG1..UNSDG17; null for all goals. */
  unsdg: string | null;
  /** Filter values, without DEFAULT. */
  filters: string[];
  /** A sort value of the type's tab, or DEFAULT. */
  sort: string;
}

export const MAX_QUERY_LENGTH = 200;
export const MAX_PAGE_NUMBER = 10_000;

const invalid = (message: string) => new InvalidInputError('invalid_search', message);

function single(name: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(`Send ${name} once.`);
  return value;
}

function list(value: unknown): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

export function parseSearchParams(query: Record<string, unknown>): SearchQuery {
  const type = single('type', query.type)?.trim().toLowerCase() ?? '';
  if (!isDirectoryContentType(type)) throw invalid(`type is one of ${DIRECTORY_CONTENT_TYPES.join(', ')}.`);

  const page = single('pageNumber', query.pageNumber)?.trim() ?? '0';
  if (!/^\d{1,6}$/.test(page) || Number(page) > MAX_PAGE_NUMBER) throw invalid(`pageNumber is a whole number from 0 to ${MAX_PAGE_NUMBER}.`);

  const q = single('q', query.q)?.trim() ?? '';
  if (q.length > MAX_QUERY_LENGTH) throw invalid(`q has up to ${MAX_QUERY_LENGTH} characters.`);

  const goal = single('unsdg', query.unsdg)?.trim().toUpperCase() ?? '';
  if (goal && !findUnSdgByValue(goal)) throw invalid('unsdg is one of UNSDG1 to UNSDG17.');

  const tab = exploreTabOf(type);
  const filters = [...new Set(list(query.filter).map((value) => value.trim().toUpperCase()))].filter((value) => value !== DEFAULT_MARKER);
  for (const filter of filters) {
    if (!tab || !isFilterValue(tab, filter)) {
      const allowed = tab ? FILTER_OPTIONS[tab].map((option) => option.value).filter((value) => value !== DEFAULT_MARKER) : [];
      throw invalid(
        allowed.length > 0 ? `filter ${filter} is not a filter of ${type}; use ${allowed.join(', ')}.` : `${type} takes no filter.`,
      );
    }
  }

  const sort = single('sortBy', query.sortBy)?.trim().toUpperCase() || DEFAULT_MARKER;
  if (sort !== DEFAULT_MARKER && (!tab || !isSortValue(tab, sort))) {
    const allowed = tab ? SORT_OPTIONS[tab].map((option) => option.value) : [DEFAULT_MARKER];
    throw invalid(`sortBy ${sort} is not a sort of ${type}; use ${allowed.join(', ')}.`);
  }

  return { type, pageNumber: Number(page), q: q || null, unsdg: goal && goal !== UN_SDG_ALL.value ? goal : null, filters, sort };
}
