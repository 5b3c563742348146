import { oneEditAway } from '../../data/name-words.js';
import type { Queryable } from '../db.js';

/** The words of all names with their counts (irs_name_words, about 75,000 words), in memory for spelling fixes. */
export interface NameDictionary {
  count(word: string): number;
  /**
   * Likelier spellings of a rare or unknown word, most common first: words of 3+ characters one edit away that
   * are more common than it, or, for two words run together, the pair with a space ('STATEEDUCATION').
   */
  commonerSpellings(word: string, limit: number): Spelling[];
}

export interface Spelling {
  word: string;
  /** Occurrences in names (for a pair, of its rarer part). */
  n: number;
}

/** A word seen this often in names is taken as meant, not as a typo ('LION' stays, 'FUNDATION' is corrected). */
export const RARE_WORD = 20;

/** Parts of a word run together must be this long ('STATE' + 'EDUCATION'). */
const MIN_PART = 3;

export async function loadNameDictionary(db: Queryable): Promise<NameDictionary> {
  const rows = await db.query<{ word: string; n: number }>('SELECT word, n FROM irs_name_words');
  const counts = new Map(rows.map((row) => [row.word, Number(row.n)]));
  const count = (word: string) => counts.get(word) ?? 0;
  return {
    count,
    commonerSpellings(word, limit) {
      const own = count(word);
      if (own >= RARE_WORD) return [];
      const edits = [...oneEditAway(word)].filter((candidate) => candidate.length >= 3 && count(candidate) > own);
      const score = new Map(edits.map((edit) => [edit, count(edit)]));
      for (let at = MIN_PART; at <= word.length - MIN_PART; at++) {
        const left = word.slice(0, at);
        const right = word.slice(at);
        const pair = Math.min(count(left), count(right));
        if (pair > own) score.set(`${left} ${right}`, pair);
      }
      return [...score]
        .map(([spelling, n]) => ({ word: spelling, n }))
        .sort((a, b) => b.n - a.n)
        .slice(0, limit);
    },
  };
}
