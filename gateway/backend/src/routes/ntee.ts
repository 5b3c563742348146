import type { NteeCodesResponse } from '@x4i/shared/contracts';
import { Router } from 'express';
import type { NonprofitData } from '../nonprofit-data.js';

/** SPEC 7.4: GET /ntee/codes, the NTEE major groups and codes. */
export function nteeRouter(data: NonprofitData): Router {
  const router = Router();
  router.get('/ntee/codes', async (_req, res) => {
    const body: NteeCodesResponse = await data.nteeCodes();
    res.json(body);
  });
  return router;
}
