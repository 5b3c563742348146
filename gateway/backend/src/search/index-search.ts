import type { NonprofitSearchResult } from '@x4i/shared/contracts';
import { nameWords, oneEditAway } from '../data/name-words.js';
import { RARE_WORD } from '../db/queries/name-dictionary.js';
import { asciiUpper, comparePrefix, documentCount, lowerBound, prefixRange, resultOf, type NameIndexData } from './name-index.js';
import { byteLength, textAt } from './text-column.js';
import { topK } from './top-k.js';
import { nextStamp, TrigramScorer } from './trigrams.js';

import type { SearchPage } from '../db/queries/search-nonprofits.js';

export type { SearchPage };

/** Below this length a typo-tolerant search finds mostly noise. */
const MIN_TYPO_QUERY = 3;
/** Words of the query used at most. */
const MAX_WORDS = 6;
/** Likelier spellings tried per word, the commonest first: the one meant is often not the commonest. */
const SPELLINGS_PER_WORD = 8;
/**
 * A word in fewer than RARE_WORD names (the database search's rule) may be a typo ('FUNDATION'); a commoner one
 * only when a word one edit away is COMMONER times as common: the whole country's names hold the same typos
 * dozens of times ('INTERNATIONL').
 */
const COMMONER = 20;
/** Parts of a word run together must be this long ('STATE' + 'EDUCATION'). */
const MIN_PART = 3;
/**
 * When even the rarest query word is in this many names, and every word is spelled as names spell it, the names
 * that start with the query are the answer: ranking every name that merely contains 'church' would cost more
 * than the rest of the search, and add nothing a visitor scrolls to.
 */
const BROAD_GROUP = 10_000;
/** Matches ranked by similarity at most (about 3 ms of scoring); more are ranked by revenue. */
const SIMILARITY_LIMIT = 10_000;

/** A range [low, high) of word ids (one word, or every word that starts with a prefix), or of names in name order. */
type WordRange = readonly [number, number];

/** What a name must hold for one query word: any word in the ranges, or a pair of words in a row. */
interface WordGroup {
  ranges: WordRange[];
  pairs: (readonly [number, number])[];
  /** Names holding the group's words, about (the postings to read): the cheapest group drives the search. */
  cost: number;
  /** A rare or unknown word, given likelier spellings: the search tolerates the typo however broad they are. */
  corrected: boolean;
}

/** For the order of matches that do not start with the query as typed: whether they start with it as meant. */
interface LeadingWord {
  ids: Set<number>;
  /** Words that start with the word as typed, and for the last word with a spelling of it (it may be unfinished). */
  ranges: WordRange[];
}

const encoder = new TextEncoder();

/**
 * Name and EIN search over a NameIndexData, as the SQL search did it: names that start with the query first (an
 * exact name first, then the largest organisations), then names that hold every query word of 3+ characters or
 * a likelier spelling of it; one result per EIN; totals over both sets, and pages through them as one list.
 * One instance per thread: it keeps scratch space for the trigram scores.
 */
export class IndexSearch {
  private readonly scorer = new TrigramScorer();
  private readonly count: number;
  private readonly wordIds: Map<string, number>;
  /** Names that hold the commonest word. */
  private readonly commonest: number;
  /** Spellings worked out for the query at hand, by word. */
  private spellings = new Map<string, string[]>();
  /** A mark per document, for taking each once from several postings lists. */
  private readonly stamps: Uint32Array;
  private stamp = 0;
  /** The typo matches of the query at hand, sorted into those that start as meant and the rest. */
  private readonly firstScratch: Uint32Array;
  private readonly restScratch: Uint32Array;

  constructor(readonly data: NameIndexData) {
    this.count = documentCount(data);
    this.stamps = new Uint32Array(this.count);
    // Spelling fixes look up hundreds of words per query word: a map answers each at once.
    const words = data.words.starts.length - 1;
    this.wordIds = new Map();
    let commonest = 0;
    for (let id = 0; id < words; id++) {
      this.wordIds.set(textAt(data.words, id), id);
      commonest = Math.max(commonest, this.postingCount([id, id + 1]));
    }
    this.commonest = commonest;
    this.firstScratch = new Uint32Array(this.count);
    this.restScratch = new Uint32Array(this.count);
  }

  searchByEin(digits: string, page: number, pageSize: number): SearchPage {
    const { eins } = this.data;
    const low = lowerBound(this.count, (doc) => eins[doc]! >= Number(digits.padEnd(9, '0')));
    const high = lowerBound(this.count, (doc) => eins[doc]! > Number(digits.padEnd(9, '9')));
    const from = Math.min(high, low + (page - 1) * pageSize);
    const to = Math.min(high, from + pageSize);
    const results: NonprofitSearchResult[] = [];
    for (let doc = from; doc < to; doc++) results.push(resultOf(this.data, doc));
    return { total: high - low, results };
  }

  searchByName(query: string, page: number, pageSize: number): SearchPage {
    this.spellings = new Map();
    const offset = (page - 1) * pageSize;
    const typed = encoder.encode(asciiUpper(query));
    // The names that start with the query as typed: the prefix matches, and what the typo matches leave out.
    const range = prefixRange(this.count, (rank) => this.data.byName[rank]!, this.data.names, typed);
    const prefix = this.prefixMatches(range, typed, offset, pageSize);
    const typo = this.typoMatches(query, typed, range, Math.max(0, offset - prefix.total), Math.max(0, pageSize - prefix.results.length));
    return { total: prefix.total + typo.total, results: [...prefix.results, ...typo.results] };
  }

  /** Names that start with the query: an exact name first, then by revenue, name and EIN. */
  private prefixMatches([low, high]: WordRange, typed: Uint8Array, offset: number, limit: number): SearchPage {
    const { byName, names, revenue, nameRank } = this.data;
    const exact = (doc: number) => (byteLength(names, doc) === typed.length ? 1 : 0);
    // Two organisations without revenue differ by -Infinity - -Infinity, NaN, which || passes over like 0.
    const order = (a: number, b: number) => exact(b) - exact(a) || revenue[b]! - revenue[a]! || nameRank[a]! - nameRank[b]!;
    const docs = topK(high - low, (i) => byName[low + i]!, offset + limit, order);
    return { total: high - low, results: docs.slice(offset).map((doc) => resultOf(this.data, doc)) };
  }

  /**
   * Names that hold every query word of 3+ characters, as typed (or as the start of a word) or in a likelier
   * spelling, and do not start with the query as typed. Those that start with the query as meant ('habitat for
   * humanty' → HABITAT FOR HUMANITY …) come first, largest first; then the rest by trigram similarity to the query.
   */
  private typoMatches(query: string, typed: Uint8Array, [low, high]: WordRange, offset: number, limit: number): SearchPage {
    const none: SearchPage = { total: 0, results: [] };
    if (query.trim().length < MIN_TYPO_QUERY) return none;
    const words = [...new Set(nameWords(query).filter((word) => word.length >= MIN_TYPO_QUERY))]
      .sort((a, b) => b.length - a.length)
      .slice(0, MAX_WORDS);
    if (words.length === 0) return none;
    const groups = words.map((word) => this.wordGroup(word)).sort((a, b) => a.cost - b.cost);
    const driver = groups[0]!;
    if (driver.cost === 0 || (driver.cost > BROAD_GROUP && !groups.some((group) => group.corrected))) return none;

    const { names, revenue, nameRank, docWordStarts } = this.data;
    const leading = this.leadingWords(query);
    // Every candidate holds the driver's words; a single range needs no second look.
    const checks = driver.ranges.length === 1 && driver.pairs.length === 0 ? groups.slice(1) : groups;
    const candidates = this.postingsOf(driver);
    // Those that start with the query as typed are among the prefix matches: marked once when they are fewer.
    const marked = high - low < candidates.length ? this.nextStamp() : 0;
    for (let rank = low; marked !== 0 && rank < high; rank++) this.stamps[this.data.byName[rank]!] = marked;
    let firstCount = 0;
    let restCount = 0;
    for (let i = 0; i < candidates.length; i++) {
      const doc = candidates[i]!;
      let holdsAll = true;
      for (let g = 0; g < checks.length && holdsAll; g++) holdsAll = this.holds(doc, checks[g]!);
      if (!holdsAll) continue;
      if (marked !== 0 ? this.stamps[doc] === marked : comparePrefix(names, doc, typed) === 0) continue;
      if (this.startsWith(doc, leading)) this.firstScratch[firstCount++] = doc;
      else this.restScratch[restCount++] = doc;
    }
    const first = this.firstScratch.subarray(0, firstCount);
    const rest = this.restScratch.subarray(0, restCount);
    const total = first.length + rest.length;
    const wanted = offset + limit;
    const byRevenue = (a: number, b: number) => revenue[b]! - revenue[a]! || nameRank[a]! - nameRank[b]!;
    // As with the prefix matches, the name that is exactly the query as meant comes first.
    const exact = (doc: number) => (docWordStarts[doc + 1]! - docWordStarts[doc]! === leading.length ? 1 : 0);
    const docs = topK(first.length, (i) => first[i]!, wanted, (a, b) => exact(b) - exact(a) || byRevenue(a, b));
    if (docs.length < wanted && rest.length > 0) docs.push(...topK(rest.length, (i) => rest[i]!, wanted - docs.length, this.restOrder(query, rest, byRevenue)));
    return { total, results: docs.slice(offset, wanted).map((doc) => resultOf(this.data, doc)) };
  }

  /**
   * The order of the matches that do not start with the query as meant: by trigram similarity to the query, then
   * largest first. Past SIMILARITY_LIMIT of them (a misspelt common word, at national scale) largest first alone:
   * scoring them all would cost more than the whole search should.
   */
  private restOrder(query: string, rest: Uint32Array, byRevenue: (a: number, b: number) => number): (a: number, b: number) => number {
    if (rest.length > SIMILARITY_LIMIT) return byRevenue;
    const { names } = this.data;
    this.scorer.setQuery(asciiUpper(query));
    const score = new Map<number, number>();
    for (const doc of rest) score.set(doc, this.scorer.score(names.bytes, names.starts[doc]!, names.starts[doc + 1]!));
    return (a, b) => score.get(b)! - score.get(a)! || byRevenue(a, b);
  }

  /** The documents of a group's words, each once (in no particular order). */
  private postingsOf(group: WordGroup): Uint32Array {
    const { postings, postingStarts } = this.data;
    const lists = [
      ...group.ranges.map(([low, high]) => postings.subarray(postingStarts[low]!, postingStarts[high]!)),
      ...group.pairs.map(([left, right]) => {
        const size = (word: number) => postingStarts[word + 1]! - postingStarts[word]!;
        const rarer = size(left) <= size(right) ? left : right;
        return postings.subarray(postingStarts[rarer]!, postingStarts[rarer + 1]!);
      }),
    ];
    // One word's list holds each document once; a range of words, or several, may hold one twice: a stamp per
    // document (no sort, no allocation per query) keeps the first.
    if (lists.length === 1 && group.ranges.length === 1 && group.ranges[0]![1] - group.ranges[0]![0] === 1) return lists[0]!;
    const stamp = this.nextStamp();
    const unique = new Uint32Array(lists.reduce((sum, list) => sum + list.length, 0));
    let count = 0;
    for (const list of lists) {
      for (let i = 0; i < list.length; i++) {
        const doc = list[i]!;
        if (this.stamps[doc] === stamp) continue;
        this.stamps[doc] = stamp;
        unique[count++] = doc;
      }
    }
    return unique.subarray(0, count);
  }

  private nextStamp(): number {
    this.stamp = nextStamp(this.stamps, this.stamp);
    return this.stamp;
  }

  /** Whether a document's name holds one of the group's words (or pairs). */
  private holds(doc: number, group: WordGroup): boolean {
    const { docWords, docWordStarts } = this.data;
    const { ranges, pairs } = group;
    const end = docWordStarts[doc + 1]!;
    for (let i = docWordStarts[doc]!; i < end; i++) {
      const word = docWords[i]!;
      for (let r = 0; r < ranges.length; r++) if (word >= ranges[r]![0] && word < ranges[r]![1]) return true;
      for (let p = 0; p < pairs.length; p++) if (word === pairs[p]![0] && i + 1 < end && docWords[i + 1] === pairs[p]![1]) return true;
    }
    return false;
  }

  /** Whether a document's name starts with the query's words as meant (the last one may be unfinished). */
  private startsWith(doc: number, leading: LeadingWord[]): boolean {
    const { docWords, docWordStarts } = this.data;
    const start = docWordStarts[doc]!;
    if (leading.length === 0 || docWordStarts[doc + 1]! - start < leading.length) return false;
    for (let i = 0; i < leading.length; i++) {
      const word = docWords[start + i]!;
      const { ids, ranges } = leading[i]!;
      if (ids.has(word)) continue;
      let inRange = false;
      for (let r = 0; r < ranges.length && !inRange; r++) inRange = word >= ranges[r]![0] && word < ranges[r]![1];
      if (!inRange) return false;
    }
    return true;
  }

  private leadingWords(query: string): LeadingWord[] {
    const words = nameWords(query);
    return words.map((word, i) => {
      const last = i === words.length - 1;
      const id = this.wordId(word);
      const ids = new Set<number>(id === null ? [] : [id]);
      // Any word as typed may be the start of the word meant ('orde of the' → ORDER OF THE …).
      const ranges: WordRange[] = [this.wordPrefix(word)];
      for (const spelling of this.commonerSpellings(word)) {
        if (spelling.includes(' ')) continue;
        if (last) ranges.push(this.wordPrefix(spelling));
        else ids.add(this.wordId(spelling)!);
      }
      return { ids, ranges };
    });
  }

  private wordGroup(word: string): WordGroup {
    const own = this.wordPrefix(word);
    const group: WordGroup = { ranges: [own], pairs: [], cost: this.postingCount(own), corrected: false };
    for (const spelling of this.commonerSpellings(word)) {
      const parts = spelling.split(' ');
      if (parts.length === 2) {
        const [left, right] = parts.map((part) => this.wordId(part)!) as [number, number];
        group.pairs.push([left, right]);
        group.cost += Math.min(this.postingCount([left, left + 1]), this.postingCount([right, right + 1]));
      } else {
        // As the word typed, its spelling may be unfinished ('americ' → AMERICAN, AMERICANS).
        const range = this.wordPrefix(spelling);
        group.ranges.push(range);
        group.cost += this.postingCount(range);
      }
      group.corrected = true;
    }
    return group;
  }

  /**
   * Likelier spellings of a rare or unknown word of 3+ characters (RARE_WORD, COMMONER), most common first: words one edit away that
   * are more common than it, or, for two words run together, the pair with a space ('STATEEDUCATION').
   */
  private commonerSpellings(word: string): string[] {
    if (word.length < MIN_TYPO_QUERY) return [];
    const known = this.spellings.get(word);
    if (known) return known;
    // A word is judged with the longer words it starts: 'HUM', in few names as a word, starts thousands of names'
    // words, and is most likely being typed, not misspelt.
    const own = this.postingCount(this.wordPrefix(word));
    // A common word that no word could be COMMONER times as common as is taken as meant, with no look around.
    if (own >= RARE_WORD && own * COMMONER > this.commonest) {
      this.spellings.set(word, []);
      return [];
    }
    const likelier = (n: number) => n > own && (own < RARE_WORD || n >= own * COMMONER);
    const score = new Map<string, number>();
    for (const edit of oneEditAway(word)) {
      if (edit.length < MIN_TYPO_QUERY) continue;
      const n = this.wordCount(edit);
      if (likelier(n)) score.set(edit, n);
    }
    for (let at = MIN_PART; at <= word.length - MIN_PART; at++) {
      const pair = Math.min(this.wordCount(word.slice(0, at)), this.wordCount(word.slice(at)));
      if (likelier(pair)) score.set(`${word.slice(0, at)} ${word.slice(at)}`, pair);
    }
    const found = [...score]
      .sort((a, b) => b[1] - a[1])
      .slice(0, SPELLINGS_PER_WORD)
      .map(([spelling]) => spelling);
    this.spellings.set(word, found);
    return found;
  }

  /** The ids of the dictionary words that start with `prefix`. */
  private wordPrefix(prefix: string): WordRange {
    const { words } = this.data;
    return prefixRange(words.starts.length - 1, (id) => id, words, encoder.encode(prefix));
  }

  private wordId(word: string): number | null {
    return this.wordIds.get(word) ?? null;
  }

  /** Names that hold the word. */
  private wordCount(word: string): number {
    const id = this.wordId(word);
    return id === null ? 0 : this.postingCount([id, id + 1]);
  }

  private postingCount([low, high]: WordRange): number {
    return this.data.postingStarts[high]! - this.data.postingStarts[low]!;
  }
}
