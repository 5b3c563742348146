import type { IndexRow, NameIndexData } from './name-index.js';
import type { SearchPage } from './index-search.js';

/** What an index build took and holds. */
export interface IndexStats {
  organisations: number;
  bytes: number;
  buildMs: number;
}

/** A name index that answers searches, in worker threads or in this one. */
export interface SearchEngine {
  /** Whether an index has been built: until then the caller answers another way. */
  readonly loaded: boolean;
  byName(query: string, page: number, pageSize: number): Promise<SearchPage>;
  byEin(digits: string, page: number, pageSize: number): Promise<SearchPage>;
  /** Builds an index of the rows and then answers from it; the previous index answers until it is ready. */
  rebuild(rows: AsyncIterable<IndexRow[]>): Promise<IndexStats>;
  close(): Promise<void>;
}

/** A request to a search worker. */
export type WorkerRequest =
  | { type: 'rows'; rows: IndexRow[] }
  | { type: 'build'; id: number }
  | { type: 'use'; id: number; data: NameIndexData }
  | { type: 'name' | 'ein'; id: number; query: string; page: number; pageSize: number };

export type WorkerReply =
  | { id: number; page: SearchPage }
  | { id: number; built: { data: NameIndexData; stats: IndexStats } }
  | { id: number; used: true }
  | { id: number; error: string };
