import type {
  DatasetFreshness,
  FinderPageResponse,
  NonprofitDetails,
  NonprofitSearchResult,
  NteeCodesResponse,
} from '@x4i/shared/contracts';
import { LRUCache } from 'lru-cache';
import type { Db } from './db/db.js';
import { countOrganisations, coveredStates, getFreshness, IRS_EO_BMF_SOURCE_URL, topByRevenue } from './db/queries/finder-page.js';
import { loadNameDictionary, type NameDictionary } from './db/queries/name-dictionary.js';
import { getNonprofitDetails } from './db/queries/nonprofit-details.js';
import { indexRows } from './db/queries/index-rows.js';
import { SEARCH_PAGE_SIZE, searchByEin, searchByName, type SearchPage } from './db/queries/search-nonprofits.js';
import { createInThreadEngine } from './search/in-thread-engine.js';
import type { IndexStats, SearchEngine } from './search/search-engine.js';
import { createWorkerEngine, workerScript } from './search/worker-engine.js';
import { memo } from './memo.js';
import { referenceData } from './reference-data.js';

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
  /** Drops every cache; the next call reloads what it needs (the name index answers until its successor is built). Call after an import. */
  invalidate(): void;
  /** The name index now answering: its size and build time; null before the first is built, or with SEARCH_INDEX=false. */
  indexStats(): IndexStats | null;
  /** Stops the search workers. */
  close(): Promise<void>;
}

/** How names are searched (config.ts: nameSearchFromEnv). */
export interface NameSearchOptions {
  /** The in-memory name index; false: every search is a query of the database (the SQL search). */
  index: boolean;
  /** Worker threads that answer from the index; 0: this thread. */
  workers: number;
  /** Search answers kept for repeats; 0: none. */
  cacheEntries: number;
}

export interface NonprofitDataOptions {
  now?: () => number;
  search?: Partial<NameSearchOptions>;
  log?: (message: string) => void;
}

/**
 * Search answers kept for repeats: popular queries come again and again, and a repeat then costs no search at all.
 * The answers are exact until the IRS data changes, and the cache is cleared then.
 */
export const SEARCH_CACHE_ENTRIES = 2000;

/** Results read per query of a download: each query counts every match again, so large pages keep them few. */
const EXPORT_PAGE_SIZE = 2000;

/** How often the search checks whether another process (npm run import-irs) changed the IRS data. */
const VERSION_CHECK_MS = 30_000;



/** The imported IRS files and their import times: any re-import, by this process or another, changes it. */
const versionOf = (freshness: readonly DatasetFreshness[]) => freshness.map((f) => `${f.file}@${f.importedAt}`).join('|');

function searchEngine(options: NameSearchOptions, log: (message: string) => void): SearchEngine | null {
  if (!options.index) return null;
  const script = options.workers > 0 ? workerScript() : null;
  return script ? createWorkerEngine(script, options.workers, log) : createInThreadEngine();
}

export function createNonprofitData(db: Db, { now = Date.now, search = {}, log = () => undefined }: NonprofitDataOptions = {}): NonprofitData {
  const searchOptions: NameSearchOptions = { index: true, workers: 0, cacheEntries: SEARCH_CACHE_ENTRIES, ...search };
  const engine = searchEngine(searchOptions, log);
  const reference = referenceData(db);
  const codes = reference.codeBook;
  const dictionary = memo<NameDictionary>(() => loadNameDictionary(db));
  // One answer until the data changes: the finder page, the public API and every search page read it, and its
  // freshness is the last version checked (at most VERSION_CHECK_MS old), not a query per request.
  let freshness: DatasetFreshness[] = [];
  const finder = memo<FinderPageResponse>(async () => {
    const [orgCount, defaultSearchResults] = await Promise.all([countOrganisations(db), topByRevenue(db)]);
    const first = defaultSearchResults[0];
    return {
      defaultSearchResults,
      defaultOrg: first ? await data.details(first.ein) : null,
      orgCount,
      freshness,
      coveredStates: coveredStates(freshness),
      sourceUrl: IRS_EO_BMF_SOURCE_URL,
    };
  });
  const searches = searchOptions.cacheEntries > 0 ? new LRUCache<string, Promise<SearchPage>>({ max: searchOptions.cacheEntries }) : null;
  /** The cached answer of a search, or a new one; a failed search is not kept. */
  const remembered = (key: string, search: () => Promise<SearchPage>) => {
    if (!searches) return search();
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
  const noteVersion = (latest: DatasetFreshness[]) => {
    const current = versionOf(latest);
    freshness = latest;
    if (current !== version) {
      finder.clear();
      dictionary.clear();
      searches?.clear();
    }
    version = current;
    checkedAt = now();
    if (engine && indexedVersion !== current) void indexCurrent().catch((error: unknown) => log(`Name search: could not build the index: ${(error as Error).message}`));
  };

  // The name index: built from the rows of `version`, and built again when it changes, the previous one answering
  // meanwhile. Until the first is built, the searches query the database.
  let indexedVersion: string | null = null;
  let stats: IndexStats | null = null;
  let indexing: Promise<void> | null = null;
  const indexCurrent = async (): Promise<void> => {
    while (engine && version !== null && indexedVersion !== version) {
      if (!indexing) {
        const building = version;
        const started = performance.now();
        indexing = engine
          .rebuild(indexRows(db))
          .then((built) => {
            // From the first row read to every worker answering from the new index.
            stats = { ...built, buildMs: Math.round(performance.now() - started) };
            indexedVersion = building;
            searches?.clear();
            log(`Name search: indexed ${built.organisations.toLocaleString('en-US')} organisations (${Math.round(built.bytes / 1048576)} MB) in ${stats.buildMs.toLocaleString('en-US')} ms`);
          })
          .finally(() => {
            indexing = null;
          });
      }
      await indexing;
    }
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

  /** From the index when one is built, else from the database. */
  const byName = async (query: string, page: number, pageSize: number) =>
    engine?.loaded ? engine.byName(query, page, pageSize) : searchByName(db, await dictionary(), query, page, pageSize);
  const byEin = (digits: string, page: number, pageSize: number) => (engine?.loaded ? engine.byEin(digits, page, pageSize) : searchByEin(db, digits, page, pageSize));

  const data: NonprofitData = {
    async searchByName(query, page) {
      await checkVersion();
      return remembered(`name|${query.toUpperCase()}|${page}`, () => byName(query, page, SEARCH_PAGE_SIZE));
    },
    async searchByEin(digits, page) {
      await checkVersion();
      return remembered(`ein|${digits}|${page}`, () => byEin(digits, page, SEARCH_PAGE_SIZE));
    },
    async *searchAll(query) {
      await checkVersion();
      for (let page = 1; ; page += 1) {
        const found = 'name' in query ? await byName(query.name, page, EXPORT_PAGE_SIZE) : await byEin(query.digits, page, EXPORT_PAGE_SIZE);
        yield* found.results;
        if (found.results.length < EXPORT_PAGE_SIZE) return;
      }
    },
    details: async (ein) => getNonprofitDetails(db, await codes(), ein),
    async finderPage() {
      await checkVersion();
      return finder();
    },
    async nteeCodes() {
      const book = await codes();
      return { majorGroups: book.majorGroups, codes: book.nteeCodes };
    },
    async warm() {
      await data.finderPage();
      if (engine) await indexCurrent();
      else await dictionary();
    },
    invalidate() {
      reference.invalidate();
      dictionary.clear();
      finder.clear();
      searches?.clear();
      version = null;
    },
    indexStats: () => stats,
    close: async () => {
      await engine?.close();
    },
  };
  return data;
}
