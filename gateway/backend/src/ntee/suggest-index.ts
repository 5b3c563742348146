import type { NteeCode, NteeSuggestion, NteeSuggestionField } from '@x4i/shared/contracts';
import MiniSearch from 'minisearch';
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
  const index = new MiniSearch<CodeDocument>({
    fields: FIELDS,
    storeFields: [],
    processTerm: (term) => processTerm(term) ?? false,
    searchOptions: {
      boost: { title: 3, keywords: 2.5, definition: 1, majorGroupTitle: 1.5, names: 1 },
      combineWith: 'OR',
      processTerm: (term) => processTerm(term) ?? false,
      boostDocument: (id) => (/^[A-Z](0\d|1\d)$/.test(String(id)) ? COMMON_CODE_WEIGHT : 1),
    },
  });
  index.addAll(
    codes.map((code) => ({
      id: code.code,
      title: code.title,
      keywords: code.keywords.join(' '),
      definition: code.definition,
      majorGroupTitle: code.majorGroupTitle,
      names: namesByCode.get(code.code) ?? '',
    })),
  );

  return {
    suggest(description, limit = SUGGESTION_LIMIT) {
      // Prefixes and typos are forgiven in the taxonomy's text; in the names' large vocabulary that search would
      // take seconds, and a name's word either is there or not.
      return index
        .search({
          combineWith: 'OR',
          queries: [
            { queries: [description], fields: [...TAXONOMY_FIELDS], prefix: (term) => term.length >= 5, fuzzy: (term) => (term.length >= 6 ? 0.2 : false) },
            { queries: [description], fields: ['names'] },
          ],
        })
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
