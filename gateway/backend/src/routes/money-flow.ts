import { MONEY_FLOW_MESSAGES, type MoneyFlowFilters, type MoneyFlowResponse } from '@x4i/shared/contracts';
import { ALL_CATEGORY_VALUE, incomeBucketFilter, isIncomeBucketCode } from '@x4i/shared/domain';
import { Router } from 'express';
import { z } from 'zod';
import type { BackendStatus } from '../http/backend-status.js';
import { requireData } from '../http/require-data.js';
import { optionalParam, parseInput, stateCode, upperText } from '../http/validate.js';
import { sendPreparedAnswer } from '../http/prepared-answer.js';
import { preparedAnswers } from '../prepared/prepared-json.js';
import type { MoneyFlowAggregate } from '../money-flow/aggregate.js';
import type { MoneyFlowData } from '../money-flow/money-flow-data.js';
import { summarizeMoneyFlow } from '@x4i/shared/domain';

const { unsdg: UNSDG_MESSAGE, state: STATE_MESSAGE, incomeBucket: INCOME_BUCKET_MESSAGE } = MONEY_FLOW_MESSAGES;

const unsdgQuery = z.object({
  unsdg: optionalParam(
    upperText(UNSDG_MESSAGE)
      .refine((value) => value === ALL_CATEGORY_VALUE || /^UNSDG([1-9]|1[0-7])$/.test(value), { error: UNSDG_MESSAGE })
      .transform((value) => (value === ALL_CATEGORY_VALUE ? undefined : value)),
  ),
});

const stateQuery = z.object({
  state: optionalParam(stateCode(STATE_MESSAGE)),
});

const incomeBucketQuery = z.object({
  incomeBucket: optionalParam(
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

/**
 * Filter combinations kept answered per aggregate: the goals × states a map and its picker ask for, with room for
 * income-bucket choices; the oldest goes first.
 */
const ANSWERS_KEPT = 1000;

/**
 * SPEC 7.4: GET /money-flow with unsdg, state and incomeBucket (repeatable). 503 until the data is imported. Each
 * filter combination is summed, serialised and compressed once per aggregate, then sent as made.
 */
export function moneyFlowRouter(data: MoneyFlowData, status: () => BackendStatus): Router {
  const router = Router();
  const answers = preparedAnswers<MoneyFlowAggregate>(ANSWERS_KEPT);
  router.get('/money-flow', requireData(status), async (req, res) => {
    const filters = parseMoneyFlowFilters(req.query);
    const aggregate = await data.current();
    const answer = (): MoneyFlowResponse => summarizeMoneyFlow(aggregate, filters);
    sendPreparedAnswer(req, res, answers(aggregate, JSON.stringify(filters), answer));
  });
  return router;
}
