import type { NonprofitSearchResult } from '@x4i/shared/contracts';
import { nameWords } from '../../data/name-words.js';
import type { Queryable } from '../db.js';
import type { NameDictionary } from './name-dictionary.js';

/** Organisations per page of results; the total says how many match in all. */
export const SEARCH_PAGE_SIZE = 20;

/** Below this length a trigram search finds mostly noise. */
const MIN_TYPO_QUERY = 3;

interface ResultRow {
  ein: string;
  name: string;
  city: string | null;
  state: string | null;
  ntee_cd: string | null;
}

export const RESULT_COLUMNS = 'ein, name, city, state, ntee_cd';

export function toSearchResult(row: ResultRow): NonprofitSearchResult {
  return { ein: row.ein, name: row.name, city: row.city ?? '', state: row.state ?? '', nteeCode: row.ntee_cd };
}

/** Adds rows in order, one per EIN, until the limit. */
export function collectResults(into: NonprofitSearchResult[], rows: ResultRow[], limit = SEARCH_PAGE_SIZE): NonprofitSearchResult[] {
  const seen = new Set(into.map((result) => result.ein));
  for (const row of rows) {
    if (into.length >= limit) break;
    if (seen.has(row.ein)) continue;
    seen.add(row.ein);
    into.push(toSearchResult(row));
  }
  return into;
}

/** One page of a ranked result set and the size of the whole set, in organisations (EINs). */
export interface SearchPage {
  total: number;
  results: NonprofitSearchResult[];
}

interface Slice {
  offset: number;
  limit: number;
}

/**
 * Counts and pages a set of matches in one statement: `matches` must give one row per EIN with the RESULT_COLUMNS,
 * and `order` ranks them (ending with ein, so that pages never overlap).
 */
async function pageOf(db: Queryable, matches: string, order: string, params: unknown[], slice: Slice): Promise<SearchPage> {
  const n = params.length;
  const [row] = await db.query<{ total: number; rows: ResultRow[] | string | null }>(
    `WITH matches AS MATERIALIZED (${matches})
     SELECT (SELECT count(*)::int FROM matches) AS total,
            (SELECT json_agg(json_build_object('ein', ein, 'name', name, 'city', city, 'state', state, 'ntee_cd', ntee_cd) ORDER BY ${order})
             FROM (SELECT * FROM matches ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}) page) AS rows`,
    [...params, slice.limit, slice.offset],
  );
  const rows = typeof row?.rows === 'string' ? (JSON.parse(row.rows) as ResultRow[]) : (row?.rows ?? []);
  return { total: Number(row?.total ?? 0), results: rows.map(toSearchResult) };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Words of the query used at most, and spellings tried per word. */
const MAX_WORDS = 6;
/** Shorter words are taken as typed: one edit turns a 3-letter word into dozens of common ones. */
const MIN_CORRECTED_WORD = 4;
const SPELLINGS_PER_WORD = 3;

/** For a word with no close spelling in memory, dictionary words this similar (trigrams) are tried. */
const MIN_SPELLING_SIMILARITY = 0.4;

/**
 * When even the rarest query word occurs this often, every word is a common, correctly spelled word: there is
 * no typo to tolerate, and a substring search over that many names would cost 100+ ms, so the prefix matches stand.
 */
const BROAD_WORD = 3000;

/** `upper(name) COLLATE "C" LIKE $1` uses the prefix index; $1 is this pattern. */
const prefixPattern = (query: string) => `${escapeLike(query.toUpperCase())}%`;

/**
 * Names that start with the query, one row per EIN: an exact name first, then the largest organisations.
 * Parameters: $1 the prefix pattern, $2 the query in upper case.
 */
async function prefixMatches(db: Queryable, query: string, slice: Slice): Promise<SearchPage> {
  return pageOf(
    db,
    `SELECT DISTINCT ON (ein) ${RESULT_COLUMNS}, revenue_amt, upper(name) = $2 AS exact FROM irs_eo_bmf
     WHERE upper(name) COLLATE "C" LIKE $1
     ORDER BY ein, upper(name) = $2 DESC, revenue_amt DESC NULLS LAST`,
    'exact DESC, revenue_amt DESC NULLS LAST, name, ein',
    [prefixPattern(query), query.toUpperCase()],
    slice,
  );
}

/** Spellings from the dictionary table by trigram similarity: the slower path, for words with no close spelling. */
async function similarSpellings(db: Queryable, words: string[]): Promise<Map<string, { word: string; n: number }[]>> {
  const rows = await db.query<{ typed: string; word: string; n: number }>(
    `SELECT q.typed, d.word, d.n
     FROM unnest($1::text[]) AS q(typed)
     CROSS JOIN LATERAL (
       SELECT word, n FROM irs_name_words
       WHERE word % q.typed AND length(word) >= ${MIN_TYPO_QUERY} AND similarity(word, q.typed) >= ${MIN_SPELLING_SIMILARITY}
       ORDER BY similarity(word, q.typed) DESC, n DESC
       LIMIT ${SPELLINGS_PER_WORD}
     ) d`,
    [words],
  );
  const byWord = new Map<string, { word: string; n: number }[]>();
  for (const row of rows) byWord.set(row.typed, [...(byWord.get(row.typed) ?? []), { word: row.word, n: Number(row.n) }]);
  return byWord;
}

interface WordGroup {
  /** The word as typed and its likely spellings: a name must contain one of them. */
  spellings: string[];
  /** How often those words occur in names: the rarest group drives the index search. */
  n: number;
}

/**
 * Typo-tolerant matches: names that contain every query word of 3+ characters, as typed or in a likelier
 * spelling (one edit away and more common, from the in-memory dictionary; else similar by trigrams), ranked by
 * their trigram similarity to the whole query. 'habitat for humanty' looks for HABITAT and HUMANTY or HUMANITY.
 * Organisations that the prefix matches already hold are left out, so that the two sets add up to the total.
 * No typo search (an empty set) for a short query, or when every word is common and correctly spelled.
 */
async function typoMatches(db: Queryable, dictionary: NameDictionary, query: string, slice: Slice): Promise<SearchPage> {
  const none: SearchPage = { total: 0, results: [] };
  if (query.length < MIN_TYPO_QUERY) return none;
  const words = [...new Set(nameWords(query).filter((word) => word.length >= MIN_TYPO_QUERY))]
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_WORDS);
  if (words.length === 0) return none;
  const groups = new Map<string, WordGroup>();
  for (const word of words) {
    const spellings = word.length >= MIN_CORRECTED_WORD ? dictionary.commonerSpellings(word, SPELLINGS_PER_WORD) : [];
    groups.set(word, {
      spellings: [word, ...spellings.map((s) => s.word)],
      n: dictionary.count(word) + spellings.reduce((sum, s) => sum + s.n, 0),
    });
  }
  const unknown = words.filter((word) => word.length >= MIN_CORRECTED_WORD && groups.get(word)!.n === 0);
  if (unknown.length > 0) {
    for (const [word, similar] of await similarSpellings(db, unknown)) {
      const group = groups.get(word)!;
      group.spellings.push(...similar.map((s) => s.word));
      group.n += similar.reduce((sum, s) => sum + s.n, 0);
    }
  }
  // The index search starts from the rarest word of 4+ characters: a 3-letter word is a substring of far more
  // names than its count says ('%ICE%' is in every SERVICE and JUSTICE).
  const cost = (group: WordGroup) => (group.spellings[0]!.length < MIN_CORRECTED_WORD ? BROAD_WORD : 0) + group.n;
  const ordered = [...groups.values()].sort((a, b) => cost(a) - cost(b));
  if (ordered[0]!.n > BROAD_WORD) return none;

  const params: unknown[] = [query, prefixPattern(query)];
  const condition = (group: WordGroup, column: string) =>
    `(${group.spellings
      .map((spelling) => {
        params.push(`%${escapeLike(spelling)}%`);
        return `${column} ILIKE $${params.length}`;
      })
      .join(' OR ')})`;
  // Only the rarest word goes through the trigram index; the others filter its few rows. ("name || ''" hides the
  // column from the index: intersecting the index entries of a common word costs more than checking the rows.)
  const conditions = [condition(ordered[0]!, 'name'), ...ordered.slice(1).map((group) => condition(group, "(name || '')"))];
  return pageOf(
    db,
    `SELECT DISTINCT ON (ein) ${RESULT_COLUMNS}, revenue_amt, similarity($1, name) AS score FROM irs_eo_bmf b
     WHERE ${conditions.join(' AND ')}
       AND NOT EXISTS (SELECT 1 FROM irs_eo_bmf p WHERE p.ein = b.ein AND upper(p.name) COLLATE "C" LIKE $2)
     ORDER BY ein, similarity($1, name) DESC, revenue_amt DESC NULLS LAST`,
    'score DESC, revenue_amt DESC NULLS LAST, name, ein',
    params,
    slice,
  );
}

/** The rows of a page from 1. */
const sliceOf = (page: number, pageSize: number): Slice => ({ offset: (page - 1) * pageSize, limit: pageSize });

/**
 * By name: names that start with the query first, then typo-tolerant matches, best first, one result per EIN;
 * `page` (from 1) pages through both sets as one list, and the total counts both.
 */
export async function searchByName(db: Queryable, dictionary: NameDictionary, query: string, page = 1, pageSize = SEARCH_PAGE_SIZE): Promise<SearchPage> {
  const slice = sliceOf(page, pageSize);
  const prefix = await prefixMatches(db, query, slice);
  const before = Math.max(0, prefix.total - slice.offset);
  const typo = await typoMatches(db, dictionary, query, {
    offset: Math.max(0, slice.offset - prefix.total),
    limit: Math.max(0, slice.limit - Math.min(before, slice.limit)),
  });
  return { total: prefix.total + typo.total, results: [...prefix.results, ...typo.results] };
}

/**
 * By EIN: 9 digits match exactly (the newest record of that EIN), fewer match as a prefix (the range of 9-digit
 * EINs that start with them), in EIN order.
 */
export async function searchByEin(db: Queryable, digits: string, page = 1, pageSize = SEARCH_PAGE_SIZE): Promise<SearchPage> {
  if (digits.length === 9) {
    const rows = await db.query<ResultRow>(
      `SELECT ${RESULT_COLUMNS} FROM irs_eo_bmf b JOIN irs_files f ON f.file_name = b.source_file
       WHERE ein = $1 ORDER BY f.snapshot_date DESC LIMIT 1`,
      [digits],
    );
    return { total: rows.length, results: page === 1 ? rows.map(toSearchResult) : [] };
  }
  return pageOf(
    db,
    `SELECT DISTINCT ON (ein) ${RESULT_COLUMNS} FROM irs_eo_bmf WHERE ein BETWEEN $1 AND $2 ORDER BY ein`,
    'ein',
    [digits.padEnd(9, '0'), digits.padEnd(9, '9')],
    sliceOf(page, pageSize),
  );
}
