import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch';
import type { ContentItem, DirectoryContentType } from '../model.js';

/**
 * Full-text search over the directory: titles, summaries, a solution's features, benefits and audience, the
 * organisation (or funder) and the body text. Ranked (BM25 with field boosts), typo-tolerant (one edit from
 * four letters, two from nine) and prefix-aware ('fundrais' finds 'fundraising').
 */

interface SearchDocument {
  id: string;
  contentType: DirectoryContentType;
  title: string;
  summary: string;
  features: string;
  organization: string;
  body: string;
}

/** Words that carry no meaning in a search: 'environment and energy' needs both nouns, not 'and'. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'how', 'in', 'is', 'it', 'of', 'on', 'or', 'that', 'the', 'to', 'with']);

/** The words of a text that count in a search (stop words left out). */
export function countTerms(text: string): number {
  return text.split(/[\s\p{P}\p{S}]+/u).filter((word) => processTerm(word) !== null).length;
}

/** Up to this many words, a search with no exact match is tried again with typo tolerance before any-word. */
const MAX_FUZZY_AND_TERMS = 4;

/**
 * Lowercased, stop words dropped, and plurals folded to the singular ('turbines' → 'turbine', 'charities' →
 * 'charity'), the same way for the index and the query, so that either form finds the other.
 */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  if (word.length === 0 || STOP_WORDS.has(word)) return null;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is|ys)$/.test(word)) return word.slice(0, -1);
  return word;
}

function toDocument(item: ContentItem): SearchDocument {
  const solution = item.solution;
  const themed = item.themed;
  return {
    id: item.id,
    contentType: item.contentType,
    title: item.title,
    summary: item.summary,
    features: solution ? [...solution.mainFeatures, ...solution.userBenefits, ...solution.primaryAudience].join('\n') : '',
    organization: [item.organization, themed?.fundingName].filter(Boolean).join('\n'),
    body: solution
      ? solution.marketingMaterial.map((m) => `${m.headline}\n${m.bodyText}`).join('\n')
      : (themed?.body ?? []).join('\n'),
  };
}

const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 4, organization: 2, summary: 2, features: 1.5, body: 1 },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 4 ? 1 : false),
  maxFuzzy: 2,
};

/** 'a b and c, d' → (a AND b) OR c OR d; a text without separators stays one AND query. */
export function topicsQuery(text: string): Query {
  const topics = text
    .split(/\s+(?:and|or)\s+|[,;&+]/i)
    .map((topic) => topic.trim())
    .filter(Boolean);
  return topics.length > 1 ? { combineWith: 'OR', queries: topics.map((topic) => ({ combineWith: 'AND', queries: [topic] })) } : text;
}

/** Texts whose matches are kept; a search answers from memory for the texts people repeat. */
export const MATCH_CACHE_SIZE = 1000;

export interface TextMatch {
  id: string;
  score: number;
}

export class TextIndex {
  private readonly search = new MiniSearch<SearchDocument>({
    fields: ['title', 'summary', 'features', 'organization', 'body'],
    storeFields: ['contentType'],
    processTerm,
    searchOptions: SEARCH_OPTIONS,
  });

  /** Recent answers by type and text, least recently used first. */
  private readonly cache = new Map<string, TextMatch[]>();

  constructor(items: Iterable<ContentItem> = []) {
    this.search.addAll([...items].map(toDocument));
  }

  /** Adds the item, or replaces its earlier version. */
  put(item: ContentItem): void {
    this.cache.clear();
    if (this.search.has(item.id)) this.search.replace(toDocument(item));
    else this.search.add(toDocument(item));
  }

  /** Forgets an item deleted from the database. */
  remove(id: string): void {
    if (!this.search.has(id)) return;
    this.cache.clear();
    this.search.discard(id);
  }

  /**
   * Items of the type matching every word of the text, best first. Topics joined by 'and', 'or', '&', '+' or a
   * comma are alternatives: 'environment and energy' finds what is about either (the menu's preset searches
   * read that way). Typos are forgiven only when the words as typed (or as prefixes) find nothing, which keeps
   * the common search cheap; when nothing has every word, items matching any word are answered (so a long
   * question still finds something), again typo-tolerant only as a last resort. Answers are cached until the
   * next put.
   */
  match(text: string, contentType: DirectoryContentType): TextMatch[] {
    const key = `${contentType}\u0000${text.toLowerCase()}`;
    const cached = this.cache.get(key);
    if (cached) {
      // Map order is insertion order: re-inserting keeps the most recently used entries last.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const filter = (result: SearchResult) => result.contentType === contentType;
    const query = topicsQuery(text);
    const words = countTerms(text);
    const run = (q: Query, combineWith: 'AND' | 'OR', fuzzy: boolean) =>
      this.search.search(q, fuzzy ? { combineWith, filter } : { combineWith, filter, fuzzy: false });
    let results = run(query, 'AND', false);
    // Fuzzy matching costs far more than exact and prefix lookups: only when they find nothing, and not for
    // long questions, where every word rarely matches anyway.
    if (results.length === 0 && words <= MAX_FUZZY_AND_TERMS) results = run(query, 'AND', true);
    if (results.length === 0 && words > 1) results = run(text, 'OR', false);
    if (results.length === 0 && words > 1) results = run(text, 'OR', true);
    const matches = results.map((result) => ({ id: String(result.id), score: result.score }));
    this.cache.set(key, matches);
    if (this.cache.size > MATCH_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return matches;
  }
}
