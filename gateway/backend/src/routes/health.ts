import { Router } from 'express';
import type { BackendStatus } from '../http/backend-status.js';
import type { Db } from '../db/db.js';
import { errorBody } from '../http/errors.js';
import { gaugeOf, type HttpMetrics } from '../observability/metrics.js';
import type { IndexStats } from '../search/search-engine.js';
import { METRICS_REFUSED_MESSAGE, mayReadMetrics } from '../observability/metrics-access.js';

const STATUS_WORD = { ready: 'ok', importing: 'importing', failed: 'failed' } as const;
const DATABASE_CHECK_MS = 2000;

export interface HealthOptions {
  status: () => BackendStatus;
  db: Db;
  database: 'pglite' | 'postgres';
  metrics: HttpMetrics;
  /** METRICS_TOKEN; without it the metrics are for loopback callers only. */
  metricsToken?: string;
  /** The name index now answering searches, if one is built. */
  nameIndex?: () => IndexStats | null;
}

async function databaseState(db: Db): Promise<'ok' | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error('timeout')), DATABASE_CHECK_MS)));
  try {
    await Promise.race([db.query('SELECT 1'), timeout]);
    return 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz: 200 while running (status 'ok' or 'importing'); 503 when the data import failed.
 * GET /readyz: 200 only when each part is ready (the database answers, the data is imported, the search indexes
 * are built), else 503; the JSON says each part's state either way.
 * GET /metrics: Prometheus text, for the operator (see mayReadMetrics).
 */
export function healthRouter({ status, db, database, metrics, metricsToken, nameIndex = () => null }: HealthOptions): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    const current = status();
    res.status(current.state === 'failed' ? 503 : 200).json({
      status: STATUS_WORD[current.state],
      database,
      ...(current.detail ? { detail: current.detail } : {}),
    });
  });

  router.get('/readyz', async (_req, res) => {
    const { state, detail } = status();
    const parts = {
      database: await databaseState(db),
      data: state === 'ready' ? 'imported' : state,
      searchIndexes: state === 'ready' ? 'built' : state === 'failed' ? 'failed' : 'building',
    };
    const ready = parts.database === 'ok' && state === 'ready';
    res.setHeader('Cache-Control', 'no-store');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not_ready', parts, ...(detail ? { detail } : {}) });
  });

  const { registry } = metrics;
  gaugeOf(registry, 'x4i_backend_database_connections', 'Database connections by state (the embedded database has one)', (set) => {
    const stats = db.connections?.();
    if (!stats) return;
    set(stats.open, { state: 'open' });
    set(stats.idle, { state: 'idle' });
    set(stats.waiting, { state: 'waiting' });
  }, ['state']);
  gaugeOf(registry, 'x4i_backend_data_import', 'The data import: 1 for the state it is in (importing, ready, failed)', (set) => {
    const { state } = status();
    for (const each of ['importing', 'ready', 'failed']) set(each === state ? 1 : 0, { state: each });
  }, ['state']);
  const indexGauge = (name: string, help: string, read: (stats: IndexStats) => number) =>
    gaugeOf(registry, `x4i_backend_name_index_${name}`, help, (set) => {
      const stats = nameIndex();
      if (stats) set(read(stats));
    });
  indexGauge('organisations', 'Organisations in the name index now answering searches', (stats) => stats.organisations);
  indexGauge('bytes', 'Memory the name index holds (shared by the search workers)', (stats) => stats.bytes);
  indexGauge('build_seconds', 'Time the last build of the name index took', (stats) => stats.buildMs / 1000);
  router.get('/metrics', async (req, res) => {
    if (!mayReadMetrics(req, metricsToken)) {
      res.status(403).json(errorBody('forbidden', METRICS_REFUSED_MESSAGE));
      return;
    }
    res.setHeader('Content-Type', registry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.send(await registry.metrics());
  });
  return router;
}
