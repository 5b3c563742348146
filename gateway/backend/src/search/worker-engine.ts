import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { NameIndexData } from './name-index.js';
import type { IndexStats, SearchEngine, WorkerReply, WorkerRequest } from './search-engine.js';
import type { SearchPage } from './index-search.js';

/** The compiled worker script beside this module; the TypeScript sources (under jest) have none. */
export function workerScript(): URL | null {
  const url = new URL('./search-worker.js', import.meta.url);
  return existsSync(fileURLToPath(url)) ? url : null;
}

interface Waiting {
  resolve(reply: WorkerReply): void;
  reject(error: Error): void;
}

interface SearchWorker {
  worker: Worker;
  waiting: Map<number, Waiting>;
  loaded: boolean;
  /** Stopped on purpose (a builder whose work is done): not replaced. */
  stopping?: boolean;
}

/**
 * Searches answered by `count` worker threads that share one index: the request thread only posts a query and
 * a page of results comes back, so a slow query holds one worker, not the site, and both cores search at once.
 * A query goes to the worker with the fewest waiting. A worker started for the purpose builds the next index from
 * the rows it is sent (seconds at national scale) while the others answer from the previous one; then all take
 * the new one and the builder stops.
 */
export function createWorkerEngine(script: URL, count: number, log: (message: string) => void = () => undefined): SearchEngine {
  let nextId = 1;
  let workers: SearchWorker[] = [];
  let closed = false;

  const start = (): SearchWorker => {
    const entry: SearchWorker = { worker: new Worker(script), waiting: new Map(), loaded: false };
    entry.worker.unref();
    entry.worker.on('message', (reply: WorkerReply) => {
      const waiting = entry.waiting.get(reply.id);
      entry.waiting.delete(reply.id);
      if (!waiting) return;
      if ('error' in reply) waiting.reject(new Error(`Name search: ${reply.error}`));
      else waiting.resolve(reply);
    });
    // A worker that dies takes its waiting queries with it; a new one takes its place and is given the index.
    entry.worker.on('error', (error) => log(`Name search: a worker failed: ${error.message}`));
    entry.worker.on('exit', () => {
      for (const waiting of entry.waiting.values()) waiting.reject(new Error('Name search: a worker stopped'));
      entry.waiting.clear();
      // A builder is not replaced: its rebuild fails, and the previous index keeps answering.
      if (closed || entry.stopping || !workers.includes(entry)) return;
      const replacement = start();
      workers = workers.map((worker) => (worker === entry ? replacement : worker));
      if (current) void ask(replacement, { type: 'use', id: 0, data: current }).then(() => (replacement.loaded = true)).catch(() => undefined);
    });
    return entry;
  };

  const ask = (entry: SearchWorker, request: WorkerRequest & { id: number }): Promise<WorkerReply> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      entry.waiting.set(id, { resolve, reject });
      entry.worker.postMessage({ ...request, id });
    });

  let current: NameIndexData | null = null;
  const ready = () => workers.filter((entry) => entry.loaded);

  const query = async (type: 'name' | 'ein', text: string, page: number, pageSize: number): Promise<SearchPage> => {
    const candidates = ready();
    if (candidates.length === 0) throw new Error('Name search: no worker holds an index');
    const least = candidates.reduce((best, entry) => (entry.waiting.size < best.waiting.size ? entry : best));
    const reply = await ask(least, { type, id: 0, query: text, page, pageSize });
    return (reply as { page: SearchPage }).page;
  };

  return {
    get loaded() {
      return ready().length > 0;
    },
    byName: (text, page, pageSize) => query('name', text, page, pageSize),
    byEin: (digits, page, pageSize) => query('ein', digits, page, pageSize),
    async rebuild(chunks) {
      if (workers.length === 0) workers = Array.from({ length: count }, start);
      // A worker of its own builds the index and is then stopped: the rows it was sent and its build's scratch
      // (hundreds of MB at national scale) go with it, and the search workers answer from the previous index meanwhile.
      const builder = start();
      try {
        for await (const rows of chunks) builder.worker.postMessage({ type: 'rows', rows } satisfies WorkerRequest);
        const reply = await ask(builder, { type: 'build', id: 0 });
        const { data, stats } = (reply as { built: { data: NameIndexData; stats: IndexStats } }).built;
        current = data;
        await Promise.all(
          workers.map(async (entry) => {
            await ask(entry, { type: 'use', id: 0, data });
            entry.loaded = true;
          }),
        );
        return stats;
      } finally {
        builder.stopping = true;
        await builder.worker.terminate();
      }
    },
    async close() {
      closed = true;
      await Promise.all(workers.map((entry) => entry.worker.terminate()));
      workers = [];
    },
  };
}
