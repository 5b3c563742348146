import type {
  DatasetFreshness,
  FinderPageResponse,
  NonprofitDetails,
  NonprofitSearchResult,
  NteeCodesResponse,
} from '@x4i/shared/contracts';
import { LRUCache } from 'lru-cache';
import type { Db } from './db/db.js';
import { loadCodeBook, type CodeBook } from './db/queries/code-book.js';
import { countOrganisations, coveredStates, getFreshness, IRS_EO_BMF_SOURCE_URL, topByRevenue } from './db/queries/finder-page.js';
import { loadNameDictionary, type NameDictionary } from './db/queries/name-dictionary.js';
import { getNonprofitDetails } from './db/queries/nonprofit-details.js';
import { searchByEin, searchByName, type SearchPage } from './db/queries/search-nonprofits.js';

/** What the routes read: the queries, with reference tables, finder-page counts and the name dictionary cached. */
export interface NonprofitData {
  /** page counts from 1. */
  searchByName(query: string, page: number): Promise<SearchPage>;
  searchByEin(digits: string, page: number): Promise<SearchPage>;
  /** Every result of a search (by name, or by EIN digits), in the search's order, read a large page at a time. */
  searchAll(query: { name: string } | { digits: string }): AsyncGenerator<NonprofitSearchResult>;
  details(ein: string): Promise<NonprofitDetails | null>;
  finderPage(): Promise<FinderPageResponse>;
  nteeCodes(): Promise<NteeCodesResponse>;
  /** Loads the caches, so that the first requests are fast. */
  warm(): Promise<void>;
  /** Drops every cache; the next call reloads what it needs. Call after an import. */
  invalidate(): void;
}

/**
 * Search answers kept for repeats: a page of results costs a count over every match (the total), 3-40 ms of the
 * single-threaded embedded database, while the same few hundred queries make most of the traffic. The answers
 * are exact until the IRS data changes, and the cache is cleared then.
 */
const SEARCH_CACHE_ENTRIES = 2000;

/** Results read per query of a download: each query counts every match again, so large pages keep them few. */
const EXPORT_PAGE_SIZE = 2000;

/** How often the search checks whether another process (npm run import-irs) changed the IRS data. */
const VERSION_CHECK_MS = 30_000;

interface FinderCounts {
  orgCount: number;
  defaultSearchResults: NonprofitSearchResult[];
}

/** Caches a promise; a failed load is forgotten so that the next call retries. */
function cached<T>(load: () => Promise<T>): { get(): Promise<T>; clear(): void } {
  let value: Promise<T> | null = null;
  return {
    get() {
      value ??= load().catch((error: unknown) => {
        value = null;
        throw error;
      });
      return value;
    },
    clear() {
      value = null;
    },
  };
}

/** The imported IRS files and their import times: any re-import, by this process or another, changes it. */
const versionOf = (freshness: readonly DatasetFreshness[]) => freshness.map((f) => `${f.file}@${f.importedAt}`).join('|');

export function createNonprofitData(db: Db, now: () => number = Date.now): NonprofitData {
  const codes = cached<CodeBook>(() => loadCodeBook(db));
  const dictionary = cached<NameDictionary>(() => loadNameDictionary(db));
  const finder = cached<FinderCounts>(async () => {
    const [orgCount, defaultSearchResults] = await Promise.all([countOrganisations(db), topByRevenue(db)]);
    return { orgCount, defaultSearchResults };
  });
  const searches = new LRUCache<string, Promise<SearchPage>>({ max: SEARCH_CACHE_ENTRIES });
  /** The cached answer of a search, or a new one; a failed search is not kept. */
  const remembered = (key: string, search: () => Promise<SearchPage>) => {
    const hit = searches.get(key);
    if (hit) return hit;
    const answer = search();
    searches.set(key, answer);
    answer.catch(() => searches.delete(key));
    return answer;
  };
  let version: string | null = null;
  let checkedAt = 0;

  /** Drops the caches built from the IRS rows when the imported files changed. */
  const noteVersion = (freshness: readonly DatasetFreshness[]) => {
    const current = versionOf(freshness);
    if (version !== null && current !== version) {
      finder.clear();
      dictionary.clear();
      searches.clear();
    }
    version = current;
    checkedAt = now();
  };
  /** One check at a time: the requests that arrive while it runs (fifty, under load) wait for it instead of each querying. */
  let checking: Promise<void> | null = null;
  const checkVersion = async () => {
    if (version !== null && now() - checkedAt <= VERSION_CHECK_MS) return;
    checking ??= getFreshness(db)
      .then(noteVersion)
      .finally(() => {
        checking = null;
      });
    await checking;
  };

  const data: NonprofitData = {
    async searchByName(query, page) {
      await checkVersion();
      const names = await dictionary.get();
      return remembered(`name|${query.toUpperCase()}|${page}`, () => searchByName(db, names, query, page));
    },
    async searchByEin(digits, page) {
      await checkVersion();
      return remembered(`ein|${digits}|${page}`, () => searchByEin(db, digits, page));
    },
    async *searchAll(query) {
      await checkVersion();
      const names = 'name' in query ? await dictionary.get() : null;
      for (let page = 1; ; page += 1) {
        const found = names ? await searchByName(db, names, (query as { name: string }).name, page, EXPORT_PAGE_SIZE) : await searchByEin(db, (query as { digits: string }).digits, page, EXPORT_PAGE_SIZE);
        yield* found.results;
        if (found.results.length < EXPORT_PAGE_SIZE) return;
      }
    },
    details: async (ein) => getNonprofitDetails(db, await codes.get(), ein),
    async finderPage() {
      const freshness = await getFreshness(db);
      noteVersion(freshness);
      const { orgCount, defaultSearchResults } = await finder.get();
      const first = defaultSearchResults[0];
      return {
        defaultSearchResults,
        defaultOrg: first ? await data.details(first.ein) : null,
        orgCount,
        freshness,
        coveredStates: coveredStates(freshness),
        sourceUrl: IRS_EO_BMF_SOURCE_URL,
      };
    },
    async nteeCodes() {
      const book = await codes.get();
      return { majorGroups: book.majorGroups, codes: book.nteeCodes };
    },
    async warm() {
      await data.finderPage();
      await dictionary.get();
    },
    invalidate() {
      codes.clear();
      dictionary.clear();
      finder.clear();
      searches.clear();
      version = null;
    },
  };
  return data;
}
