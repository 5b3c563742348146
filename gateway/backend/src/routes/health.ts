import { Router } from 'express';
import type { BackendStatus } from '../backend.js';

const STATUS_WORD = { ready: 'ok', importing: 'importing', failed: 'failed' } as const;

/** GET /healthz: 200 while running (status 'ok' or 'importing'); 503 when the data import failed. */
export function healthRouter(status: () => BackendStatus, database: 'pglite' | 'postgres'): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    const current = status();
    res.status(current.state === 'failed' ? 503 : 200).json({
      status: STATUS_WORD[current.state],
      database,
      ...(current.detail ? { detail: current.detail } : {}),
    });
  });
  return router;
}
