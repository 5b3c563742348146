import { parentPort } from 'node:worker_threads';
import type { IndexRow } from './name-index.js';
import { IndexSearch } from './index-search.js';
import { timedBuild } from './in-thread-engine.js';
import type { WorkerReply, WorkerRequest } from './search-engine.js';

/**
 * A search worker: it answers name and EIN searches from the index it was given, and builds one from the rows it
 * is sent. The index lives on shared memory, so the workers of a process read one copy.
 */
let search: IndexSearch | null = null;
let pending: IndexRow[] = [];

const reply = (message: WorkerReply) => parentPort!.postMessage(message);

parentPort!.on('message', (request: WorkerRequest) => {
  if (request.type === 'rows') {
    for (const row of request.rows) pending.push(row);
    return;
  }
  try {
    switch (request.type) {
      case 'build': {
        const built = timedBuild(pending);
        pending = [];
        search = new IndexSearch(built.data);
        reply({ id: request.id, built });
        return;
      }
      case 'use':
        search = new IndexSearch(request.data);
        reply({ id: request.id, used: true });
        return;
      case 'name':
      case 'ein': {
        if (!search) throw new Error('no index yet');
        const page = request.type === 'name' ? search.searchByName(request.query, request.page, request.pageSize) : search.searchByEin(request.query, request.page, request.pageSize);
        reply({ id: request.id, page });
        return;
      }
    }
  } catch (error) {
    pending = [];
    reply({ id: request.id, error: (error as Error).message });
  }
});
