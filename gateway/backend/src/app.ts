import express from 'express';
import type { BackendStatus } from './backend.js';
import { errorHandler, notFound } from './http/errors.js';
import { requireData } from './http/require-data.js';
import type { NonprofitData } from './nonprofit-data.js';
import { healthRouter } from './routes/health.js';
import { nonprofitRouter } from './routes/nonprofit.js';
import { nteeRouter } from './routes/ntee.js';

export interface AppDeps {
  data: NonprofitData;
  status: () => BackendStatus;
  database: 'pglite' | 'postgres';
  log: (message: string) => void;
}

/** The HTTP API, with paths as SPEC 7 writes them (the gateway strips /api before it calls this). */
export function createApp({ data, status, database, log }: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use(express.json({ limit: '100kb' }));
  app.use(healthRouter(status, database));
  // Data endpoints answer 503 until the first import is done; other paths still get their 404.
  app.use(['/x4i-nonprofit', '/ntee'], requireData(status));
  app.use(nonprofitRouter(data));
  app.use(nteeRouter(data));
  app.use(notFound);
  app.use(errorHandler(log));
  return app;
}
