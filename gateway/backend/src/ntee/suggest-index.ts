import type { NteeCode, NteeSuggestion, NteeSuggestionField } from '@x4i/shared/contracts';
import MiniSearch, { type SearchResult } from 'minisearch';
import { processTerm } from '../content/search/text-index.js';

/**
 * The builder's 'describe your organization': the NTEE taxonomy's own words (each code's title, keywords and
 * definition, and its major group's title) and the names of the organizations that carry each code, in a BM25
 * index searched with the description. A code's title and keywords say what it is; its definition also names what
 * it is not, and names are many and noisy ('INC', 'OF'), so both weigh less; BM25's inverse document frequency
 * lets a word every code's names share count for little.
 */

interface CodeDocument {
  id: string;
  title: string;
  keywords: string;
  definition: string;
  majorGroupTitle: string;
  names: string;
}

const TAXONOMY_FIELDS = ['title', 'keywords', 'definition', 'majorGroupTitle'] as const satisfies readonly NteeSuggestionField[];
const FIELDS: NteeSuggestionField[] = [...TAXONOMY_FIELDS, 'names'];

/** How many suggestions a description gets. */
export const SUGGESTION_LIMIT = 5;

export interface NteeSuggestIndex {
  suggest(description: string, limit?: number): NteeSuggestion[];
}

/**
 * The common codes (01–19) repeat the same activities in every group ('Alliances & Advocacy', 'Fundraising');
 * their definitions name the group only as 'within the … major group area'. They stay searchable, but a
 * description matching a group's own code ranks that code first.
 */
const COMMON_CODE_WEIGHT = 0.6;

/**
 * Words a description of one's organization is full of that say nothing of what it does ('we run a food
 * pantry for our neighbors'): left out of the query, so they neither match a code nor show as matched.
 */
const DESCRIPTION_STOP_WORDS = new Set([
  'we', 'our', 'ours', 'us', 'i', 'me', 'my', 'you', 'your', 'they', 'their', 'them', 'he', 'she', 'his', 'her', 'its', 'this', 'these', 'those',
  'who', 'whom', 'which', 'what', 'run', 'runs', 'running', 'do', 'does', 'doing', 'has', 'have', 'had', 'was', 'were', 'will', 'would', 'can', 'could',
  'also', 'so', 'not', 'no',
]);

/** A description's word as searched: as indexed (processTerm), stop words of descriptions left out. */
const queryTerm = (term: string) => (DESCRIPTION_STOP_WORDS.has(term.toLowerCase()) ? false : (processTerm(term) ?? false));

/** What the index is built from: the taxonomy, and each code's organization names (none in a bare taxonomy index). */
export function createNteeSuggestIndex(codes: readonly NteeCode[], namesByCode: ReadonlyMap<string, string> = new Map()): NteeSuggestIndex {
  const byCode = new Map(codes.map((code) => [code.code, code]));
  const tokensOf = (text: string) => new Set(text.split(/[\s\p{P}\p{S}]+/u).flatMap((word) => processTerm(word) ?? []));
  const tokensByCode = new Map(
    codes.map((code) => [
      code.code,
      {
        title: tokensOf(code.title),
        keywords: tokensOf(code.keywords.join(' ')),
        definition: tokensOf(code.definition),
        majorGroupTitle: tokensOf(code.majorGroupTitle),
      } satisfies Record<(typeof TAXONOMY_FIELDS)[number], Set<string>>,
    ]),
  );
  // Two indexes over the same documents: fuzzy and prefix matching walk an index's whole vocabulary, and the names'
  // (hundreds of thousands of words) made each suggestion cost milliseconds for the taxonomy's few thousand. Each
  // field's statistics are its own in either layout, so the summed scores are those of one combined index.
  const options = (fields: NteeSuggestionField[]) => ({
    fields,
    storeFields: [],
    processTerm: (term: string) => processTerm(term) ?? false,
    searchOptions: {
      boost: { title: 3, keywords: 2.5, definition: 1, majorGroupTitle: 1.5, names: 1 },
      processTerm: queryTerm,
      boostDocument: (id: unknown) => (/^[A-Z](0\d|1\d)$/.test(String(id)) ? COMMON_CODE_WEIGHT : 1),
    },
  });
  const taxonomy = new MiniSearch<CodeDocument>(options([...TAXONOMY_FIELDS]));
  const names = new MiniSearch<CodeDocument>(options(['names']));
  const documents = codes.map((code) => ({
    id: code.code,
    title: code.title,
    keywords: code.keywords.join(' '),
    definition: code.definition,
    majorGroupTitle: code.majorGroupTitle,
    names: namesByCode.get(code.code) ?? '',
  }));
  taxonomy.addAll(documents);
  names.addAll(documents);

  return {
    suggest(description, limit = SUGGESTION_LIMIT) {
      // Prefixes and typos are forgiven in the taxonomy's text; in the names' large vocabulary that search would
      // take seconds, and a name's word either is there or not.
      return combined(
        taxonomy.search(description, { prefix: (term) => term.length >= 5, fuzzy: (term) => (term.length >= 6 ? 0.2 : false) }),
        names.search(description),
      )
        .slice(0, limit)
        .flatMap((result) => {
          const code = byCode.get(String(result.id));
          if (!code) return [];
          // Where the words matched, read from the code's own text: when a word matches both the taxonomy and the
          // names, the search's combined answer keeps only one of the two places.
          const matchedIn = new Set<NteeSuggestionField>();
          for (const fields of Object.values(result.match)) for (const field of fields) matchedIn.add(field as NteeSuggestionField);
          const tokens = tokensByCode.get(code.code)!;
          for (const field of TAXONOMY_FIELDS) if (result.terms.some((term) => tokens[field].has(term))) matchedIn.add(field);
          return [
            {
              code: code.code,
              title: code.title,
              majorGroup: code.majorGroup,
              majorGroupTitle: code.majorGroupTitle,
              score: Math.round(result.score * 100) / 100,
              matchedTerms: result.queryTerms,
              matchedIn: FIELDS.filter((field) => matchedIn.has(field)),
            },
          ];
        });
    },
  };
}

/**
 * Either search's results as one search of both gives them: MiniSearch scores a result by its summed term scores
 * times the number of query words it matched, so the sums are taken apart, added, and multiplied again by the
 * words matched in either; terms and places are joined.
 */
function combined(first: SearchResult[], second: SearchResult[]): SearchResult[] {
  const byId = new Map<unknown, { sum: number; result: SearchResult }>();
  for (const result of [...first, ...second]) {
    const sum = result.score / Math.max(1, result.queryTerms.length);
    const kept = byId.get(result.id);
    if (!kept) {
      byId.set(result.id, { sum, result: { ...result, terms: [...result.terms], queryTerms: [...result.queryTerms], match: { ...result.match } } });
      continue;
    }
    kept.sum += sum;
    const joined = kept.result;
    for (const term of result.terms) if (!joined.terms.includes(term)) joined.terms.push(term);
    for (const term of result.queryTerms) if (!joined.queryTerms.includes(term)) joined.queryTerms.push(term);
    for (const [term, fields] of Object.entries(result.match)) joined.match[term] = [...new Set([...(joined.match[term] ?? []), ...fields])];
  }
  return [...byId.values()]
    .map(({ sum, result }) => ({ ...result, score: sum * Math.max(1, result.queryTerms.length) }))
    .sort((a, b) => b.score - a.score);
}
