import { MONEY_FLOW_MESSAGES, type MoneyFlowFilters, type MoneyFlowResponse } from '@x4i/shared/contracts';
import { ALL_CATEGORY_VALUE, findUsStateByCode, incomeBucketFilter, isIncomeBucketCode } from '@x4i/shared/domain';
import { Router } from 'express';
import { z } from 'zod';
import type { BackendStatus } from '../backend.js';
import { requireData } from '../http/require-data.js';
import { parseInput } from '../http/validate.js';
import type { MoneyFlowData } from '../money-flow/money-flow-data.js';

const { unsdg: UNSDG_MESSAGE, state: STATE_MESSAGE, incomeBucket: INCOME_BUCKET_MESSAGE } = MONEY_FLOW_MESSAGES;

/** An empty parameter is no parameter (SPEC 5: empty text is left out of the query). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** One value: a repeated parameter arrives as an array and fails the string check with the same message. */
const upperText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => value.toUpperCase());

const unsdgQuery = z.object({
  unsdg: optional(
    upperText(UNSDG_MESSAGE)
      .refine((value) => value === ALL_CATEGORY_VALUE || /^UNSDG([1-9]|1[0-7])$/.test(value), { error: UNSDG_MESSAGE })
      .transform((value) => (value === ALL_CATEGORY_VALUE ? undefined : value)),
  ),
});

const stateQuery = z.object({
  state: optional(upperText(STATE_MESSAGE).refine((value) => findUsStateByCode(value) !== undefined, { error: STATE_MESSAGE })),
});

const incomeBucketQuery = z.object({
  incomeBucket: optional(
    z
      .union([z.string(), z.array(z.string())], { error: INCOME_BUCKET_MESSAGE })
      // Empty values are left out, as an empty parameter is.
      .transform((value) => (Array.isArray(value) ? value : [value]).map((code) => code.trim().toUpperCase()).filter(Boolean))
      .refine((codes) => codes.every(isIncomeBucketCode), { error: INCOME_BUCKET_MESSAGE }),
  ),
});

/** The filters of a request, normalised; a 400 names the first bad parameter. */
export function parseMoneyFlowFilters(query: unknown): MoneyFlowFilters {
  const { unsdg } = parseInput(unsdgQuery, query, 'invalid_unsdg');
  const { state } = parseInput(stateQuery, query, 'invalid_state');
  const { incomeBucket = [] } = parseInput(incomeBucketQuery, query, 'invalid_income_bucket');
  return { unsdg: unsdg ?? null, state: state ?? null, incomeBuckets: incomeBucketFilter(incomeBucket.filter(isIncomeBucketCode)) };
}

/** SPEC 7.4: GET /money-flow with unsdg, state and incomeBucket (repeatable). 503 until the data is imported. */
export function moneyFlowRouter(data: MoneyFlowData, status: () => BackendStatus): Router {
  const router = Router();
  router.get('/money-flow', requireData(status), async (req, res) => {
    const body: MoneyFlowResponse = await data.moneyFlow(parseMoneyFlowFilters(req.query));
    res.json(body);
  });
  return router;
}
