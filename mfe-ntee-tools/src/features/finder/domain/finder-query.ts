import { EIN_LENGTH, looksLikeEin, normalizeEin } from '@x4i/shared/domain';

/**
 * More digits than an EIN has: told as the user types, and never sent. Fewer are fine: the backend reads them as
 * the start of an EIN.
 */
export function isMalformedEin(query: string): boolean {
  return looksLikeEin(query) && normalizeEin(query).length > EIN_LENGTH;
}

/** The search the finder runs for its address's `?q=` (null: none, or an EIN with too many digits). */
export function finderSearchOf(searchParams: URLSearchParams): { query: string; page: number } | null {
  const query = (searchParams.get('q') ?? '').trim();
  if (!query || isMalformedEin(query)) return null;
  return { query, page: pageFrom(searchParams.get('page')) };
}

/** The page of the results an address asks for: `?page=` from 1; a missing or malformed page is the first. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
