import type { DataVintagesResponse } from '@x4i/shared/contracts';
import { Router } from 'express';
import type { Queryable } from '../db/db.js';

/** GET /data/vintages: the SAIPE release in use (see the contract); read at each call, so it moves with a switch. */
export function dataVintagesRouter(db: Queryable): Router {
  const router = Router();
  router.get('/data/vintages', async (_req, res) => {
    const [row] = await db.query<{ year: number | null; vintage: string | null; counties: number }>(
      `SELECT max(year) AS year, min(vintage) AS vintage, count(*) FILTER (WHERE geo_level = 'county')::int AS counties FROM saipe_poverty`,
    );
    const body: DataVintagesResponse = { saipe: row?.year ? { year: Number(row.year), vintage: row.vintage ?? '', counties: Number(row.counties) } : null };
    res.setHeader('Cache-Control', 'no-cache');
    res.json(body);
  });
  return router;
}
