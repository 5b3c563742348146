import type { IndexRow } from './name-index.js';
import type { SearchPage } from './index-search.js';

/** A search to judge: by name or by EIN digits, a page of 20. */
export interface Searcher {
  byName(query: string): SearchPage | Promise<SearchPage>;
  byEin(digits: string): SearchPage | Promise<SearchPage>;
}

/** A share found, of how many tried. */
export interface Share {
  found: number;
  tried: number;
  /** The first few that were not found, to read. */
  missed: string[];
}

export interface RelevanceFigures {
  /** One typing error in one word: the organisation the right spelling finds first is in the first 20. */
  typos: Share;
  /** An exact EIN: that organisation first. */
  eins: Share;
  /** An exact name: an organisation of that name first. */
  names: Share;
}

/** A small fast PRNG (mulberry32): the same seed draws the same held-out set. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One typing error in a word: a letter deleted, inserted, replaced, or two neighbours swapped. */
export function misspell(word: string, random: () => number): string {
  const pick = (n: number) => Math.floor(random() * n);
  const letter = () => LETTERS[pick(LETTERS.length)]!;
  for (;;) {
    const at = pick(word.length);
    const kind = pick(4);
    const typo =
      kind === 0
        ? word.slice(0, at) + word.slice(at + 1)
        : kind === 1
          ? word.slice(0, at) + letter() + word.slice(at)
          : kind === 2
            ? word.slice(0, at) + letter() + word.slice(at + 1)
            : at + 1 < word.length
              ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
              : word;
    if (typo !== word) return typo;
  }
}

/** The words of a name as a visitor types them: lower case, split on anything but letters and digits. */
const typedWords = (name: string) => name.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** Query cases drawn from the rows: `count` of each kind. */
export function heldOutSet(rows: readonly IndexRow[], count: number, seed: number) {
  const random = seeded(seed);
  const draw = () => rows[Math.floor(random() * rows.length)]!;
  const typos: { query: string; typo: string }[] = [];
  while (typos.length < count) {
    const words = typedWords(draw().name).slice(0, 1 + Math.floor(random() * 3));
    const long = words.map((word, i) => ({ word, i })).filter(({ word }) => word.length >= 4);
    if (long.length === 0) continue;
    const { word, i } = long[Math.floor(random() * long.length)]!;
    const typo = words.map((other, j) => (j === i ? misspell(word, random) : other));
    typos.push({ query: words.join(' '), typo: typo.join(' ') });
  }
  const eins = Array.from({ length: count }, () => draw().ein);
  const names = Array.from({ length: count }, () => draw().name);
  return { typos, eins, names };
}

const MISSES_SHOWN = 10;

async function share<T>(cases: readonly T[], hit: (item: T) => Promise<boolean>, describe: (item: T) => string): Promise<Share> {
  const result: Share = { found: 0, tried: cases.length, missed: [] };
  for (const item of cases) {
    if (await hit(item)) result.found += 1;
    else if (result.missed.length < MISSES_SHOWN) result.missed.push(describe(item));
  }
  return result;
}

/** The relevance figures of a search over a held-out set. */
export async function measureRelevance(search: Searcher, held: ReturnType<typeof heldOutSet>): Promise<RelevanceFigures> {
  const typos = await share(
    held.typos,
    async ({ query, typo }) => {
      const meant = (await search.byName(query)).results[0]?.ein;
      return meant !== undefined && (await search.byName(typo)).results.some((result) => result.ein === meant);
    },
    ({ query, typo }) => `${typo} (for ${query})`,
  );
  const eins = await share(held.eins, async (ein) => (await search.byEin(ein)).results[0]?.ein === ein, (ein) => ein);
  const names = await share(held.names, async (name) => (await search.byName(name)).results[0]?.name.toUpperCase() === name.toUpperCase(), (name) => name);
  return { typos, eins, names };
}

export const percent = ({ found, tried }: Share) => (tried === 0 ? 0 : (100 * found) / tried);
