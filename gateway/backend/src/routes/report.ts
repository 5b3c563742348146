import { REPORT_MESSAGES, type SdgIndexResponse } from '@x4i/shared/contracts';
import { findUsStateByCode } from '@x4i/shared/domain';
import { Router } from 'express';
import { z } from 'zod';
import type { BackendStatus } from '../backend.js';
import { requireData } from '../http/require-data.js';
import { parseInput } from '../http/validate.js';
import type { SdgIndexData } from '../reports/sdg-index-data.js';

/** An optional state code: empty is absent; a repeated parameter arrives as an array and fails the string check. */
const stateQuery = z.object({
  state: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: REPORT_MESSAGES.state })
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => findUsStateByCode(value) !== undefined, { error: REPORT_MESSAGES.state })
      .optional(),
  ),
});

/** SPEC 7.4 report calls. 503 until the data is imported. */
export function reportRouter(sdgIndex: SdgIndexData, status: () => BackendStatus): Router {
  const router = Router();
  router.get('/report/sdg-index', requireData(status), async (req, res) => {
    const { state } = parseInput(stateQuery, req.query, 'invalid_state');
    const body: SdgIndexResponse = await sdgIndex.sdgIndex(state ?? null);
    res.json(body);
  });
  return router;
}
