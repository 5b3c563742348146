import { PUBLIC_API_BASE_PATH } from '@x4i/shared/contracts';
import { Router, type RequestHandler } from 'express';
import type { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import type { ExportFormat } from '@x4i/shared/domain';
import type { Queryable } from '../db/db.js';
import { exportedFrom, streamTable } from '../http/stream-table.js';
import { identifyCaller } from './callers.js';
import type { Download, Endpoint } from './endpoint.js';
import { openApiDocument } from './openapi.js';
import { publicApiQuota, type QuotaOptions } from './quota.js';

/** The backend sees the API without the gateway's /api. */
export const V1 = PUBLIC_API_BASE_PATH.replace(/^\/api/, '');

export interface PublicApiOptions extends QuotaOptions {
  productName: string;
  /** Runs before the data endpoints (the backend's 503 while the IRS data is imported). */
  beforeData?: RequestHandler;
  /** Reads a signed-in caller's bearer token, if any (the site's pages call through the gateway). */
  identify?: RequestHandler;
}

/** '/organizations/{ein}' → '/organizations/:ein'. */
const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Unknown query parameters are refused, so that a misspelt filter does not silently widen the answer. */
function checkQueryKeys(endpoint: Pick<Endpoint, 'query' | 'invalidCode'>, query: Record<string, unknown>): void {
  const known = new Set(Object.keys(endpoint.query?.shape ?? {}));
  const unknown = Object.keys(query).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    const allowed = known.size > 0 ? ` This call takes ${[...known].join(', ')}.` : ' This call takes none.';
    throw new HttpError(400, endpoint.invalidCode ?? 'invalid_query', `Unknown query parameter: ${unknown.join(', ')}.${allowed}`);
  }
}

/**
 * GET /v1/... (the public API), for the app to mount at V1, so that other calls pass it by in one step. Each
 * endpoint is validated by its schemas, counted against its caller's quota and answered as { data, sources }; each
 * download streams its rows. The OpenAPI document is free of quota, and every answer may be read by any site
 * (CORS), with or without a key.
 */
export function publicApiRouter(db: Queryable, endpoints: readonly Endpoint[], downloads: readonly Download[], options: PublicApiOptions): Router {
  const router = Router();
  const document = openApiDocument(endpoints, downloads, options.productName);
  const cors: RequestHandler = (req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', 'RateLimit, RateLimit-Policy, Retry-After');
    if (req.method !== 'OPTIONS') return next();
    res.setHeader('Access-Control-Allow-Methods', 'GET');
    res.setHeader('Access-Control-Allow-Headers', 'X-Api-Key');
    res.setHeader('Access-Control-Max-Age', '86400');
    res.status(204).end();
  };
  router.use(cors);
  router.get('/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(document);
  });
  const counted = [...(options.identify ? [options.identify] : []), identifyCaller(db), ...publicApiQuota(db, options)];
  const beforeData = options.beforeData ? [options.beforeData] : [];
  // Before the endpoints: '/organizations/export' is not an EIN.
  for (const file of downloads) {
    router.get(file.path, ...counted, ...beforeData, async (req, res) => {
      checkQueryKeys(file, req.query as Record<string, unknown>);
      const query = parseInput(file.query, req.query, file.invalidCode ?? 'invalid_query');
      const { table, rows } = await file.table(query);
      await streamTable(res, { ...table, header: file.header, format: query.format as ExportFormat, exportedFrom: exportedFrom(req, options.productName) }, rows);
    });
  }
  for (const endpoint of endpoints) {
    router.get(expressPath(endpoint.path), ...counted, ...beforeData, async (req, res) => {
      const code = endpoint.invalidCode ?? 'invalid_query';
      const params = endpoint.params ? parseInput(endpoint.params, req.params, code) : {};
      checkQueryKeys(endpoint, req.query as Record<string, unknown>);
      const query = endpoint.query ? parseInput(endpoint.query as z.ZodObject, req.query, code) : {};
      res.setHeader('Cache-Control', 'no-cache');
      res.json(await endpoint.handle({ params, query, req, res }));
    });
  }
  return router;
}
