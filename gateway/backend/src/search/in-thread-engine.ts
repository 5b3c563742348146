import { buildNameIndex, documentCount, indexBytes, type IndexRow } from './name-index.js';
import { IndexSearch } from './index-search.js';
import type { IndexStats, SearchEngine } from './search-engine.js';

/** Builds an index of every row, timed. */
export function timedBuild(rows: readonly IndexRow[]) {
  const started = performance.now();
  const data = buildNameIndex(rows);
  const stats: IndexStats = { organisations: documentCount(data), bytes: indexBytes(data), buildMs: Math.round(performance.now() - started) };
  return { data, stats };
}

/**
 * The index in this thread: for tests (which run the TypeScript sources, where there is no worker script) and
 * for SEARCH_WORKERS=0. A search then holds this thread for its duration.
 */
export function createInThreadEngine(): SearchEngine {
  let search: IndexSearch | null = null;
  return {
    get loaded() {
      return search !== null;
    },
    byName: async (query, page, pageSize) => search!.searchByName(query, page, pageSize),
    byEin: async (digits, page, pageSize) => search!.searchByEin(digits, page, pageSize),
    async rebuild(chunks) {
      const rows: IndexRow[] = [];
      for await (const chunk of chunks) rows.push(...chunk);
      const { data, stats } = timedBuild(rows);
      search = new IndexSearch(data);
      return stats;
    },
    close: async () => {
      search = null;
    },
  };
}
