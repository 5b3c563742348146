import type { NonprofitSearchResult } from '@x4i/shared/contracts';
import { nameWords } from '../../data/name-words.js';
import type { Queryable } from '../db.js';
import type { NameDictionary } from './name-dictionary.js';

export const SEARCH_LIMIT = 20;

/** Rows fetched per stage: more than the limit, since an EIN can have a record in more than one file. */
const FETCH = SEARCH_LIMIT * 2;

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
export function collectResults(into: NonprofitSearchResult[], rows: ResultRow[], limit = SEARCH_LIMIT): NonprofitSearchResult[] {
  const seen = new Set(into.map((result) => result.ein));
  for (const row of rows) {
    if (into.length >= limit) break;
    if (seen.has(row.ein)) continue;
    seen.add(row.ein);
    into.push(toSearchResult(row));
  }
  return into;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Prefix matches examined at most: the largest of them come first, and a one-letter query stays cheap. */
const PREFIX_WINDOW = 500;

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

/**
 * Names that start with the query: an exact name first, then the largest organisations. Only the first
 * PREFIX_WINDOW matches in name order are ranked, which keeps 'a' as fast as 'habitat for humanity'.
 */
async function prefixMatches(db: Queryable, query: string): Promise<ResultRow[]> {
  const upper = query.toUpperCase();
  return db.query<ResultRow>(
    `SELECT ${RESULT_COLUMNS} FROM (
       SELECT ${RESULT_COLUMNS}, revenue_amt, upper(name) = $2 AS exact FROM irs_eo_bmf
       WHERE upper(name) COLLATE "C" LIKE $1
       ORDER BY upper(name) COLLATE "C"
       LIMIT ${PREFIX_WINDOW}
     ) prefix
     ORDER BY exact DESC, revenue_amt DESC NULLS LAST, name
     LIMIT ${FETCH}`,
    [`${escapeLike(upper)}%`, upper],
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
 */
async function typoMatches(db: Queryable, dictionary: NameDictionary, query: string): Promise<ResultRow[]> {
  const words = [...new Set(nameWords(query).filter((word) => word.length >= MIN_TYPO_QUERY))]
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_WORDS);
  if (words.length === 0) return [];
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
  if (ordered[0]!.n > BROAD_WORD) return [];

  const params: unknown[] = [query];
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
  return db.query<ResultRow>(
    `SELECT ${RESULT_COLUMNS} FROM irs_eo_bmf
     WHERE ${conditions.join(' AND ')}
     ORDER BY similarity($1, name) DESC, revenue_amt DESC NULLS LAST, name
     LIMIT ${FETCH}`,
    params,
  );
}

/**
 * By name: names that start with the query first, then typo-tolerant matches, best first, one result per EIN.
 */
export async function searchByName(
  db: Queryable,
  dictionary: NameDictionary,
  query: string,
): Promise<NonprofitSearchResult[]> {
  const results = collectResults([], await prefixMatches(db, query));
  if (results.length >= SEARCH_LIMIT || query.length < MIN_TYPO_QUERY) return results;
  return collectResults(results, await typoMatches(db, dictionary, query));
}

/** By EIN: 9 digits match exactly, fewer match as a prefix (the range of 9-digit EINs that start with them). */
export async function searchByEin(db: Queryable, digits: string): Promise<NonprofitSearchResult[]> {
  const rows =
    digits.length === 9
      ? await db.query<ResultRow>(
          `SELECT ${RESULT_COLUMNS} FROM irs_eo_bmf b JOIN irs_files f ON f.file_name = b.source_file
           WHERE ein = $1 ORDER BY f.snapshot_date DESC LIMIT ${FETCH}`,
          [digits],
        )
      : await db.query<ResultRow>(`SELECT ${RESULT_COLUMNS} FROM irs_eo_bmf WHERE ein BETWEEN $1 AND $2 ORDER BY ein LIMIT ${FETCH}`, [
          digits.padEnd(9, '0'),
          digits.padEnd(9, '9'),
        ]);
  return collectResults([], rows);
}
