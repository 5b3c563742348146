import {
  NTEE_DESCRIPTION_MAX_LENGTH,
  type NteeCodeCountsResponse,
  type NteeCodesResponse,
  type NteeSuggestResponse,
} from '@x4i/shared/contracts';
import { isNteeCodeShape } from '@x4i/shared/domain';
import { Router } from 'express';
import { z } from 'zod';
import { HttpError } from '../http/errors.js';
import { preparedAnswers } from '../prepared/prepared-json.js';
import { sendPreparedAnswer } from '../http/prepared-answer.js';
import { parseInput, upperText } from '../http/validate.js';
import type { NonprofitData } from '../nonprofit-data.js';
import type { NteeBuilderData } from '../ntee/ntee-builder-data.js';

export const NTEE_MESSAGES = {
  description: `Describe the organization in 1 to ${NTEE_DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  code: 'code must be an NTEE code of the taxonomy, such as B21 or A6A.',
} as const;

const suggestQuery = z.object({
  q: z
    .string({ error: NTEE_MESSAGES.description })
    .trim()
    .min(1, { error: NTEE_MESSAGES.description })
    .max(NTEE_DESCRIPTION_MAX_LENGTH, { error: NTEE_MESSAGES.description }),
});

const countsQuery = z.object({ code: upperText(NTEE_MESSAGES.code).refine(isNteeCodeShape, { error: NTEE_MESSAGES.code }) });

/**
 * SPEC 7.4 GET /ntee/codes (the major groups and codes), and the builder's calls: GET /ntee/suggest?q= (the
 * likeliest codes for a description) and GET /ntee/code-counts?code= (who carries a code, by state).
 */
export function nteeRouter(data: NonprofitData, builder: NteeBuilderData): Router {
  const router = Router();
  // The whole taxonomy, about 400 KB of JSON: compressed for each request it held the backend for 7 ms a call.
  // Kept with the code book it is made from (the same array until an import), and answered 304 when unchanged.
  const codeAnswers = preparedAnswers<NteeCodesResponse['codes']>(1);
  router.get('/ntee/codes', async (req, res) => {
    const body: NteeCodesResponse = await data.nteeCodes();
    sendPreparedAnswer(req, res, codeAnswers(body.codes, 'all', () => body));
  });

  router.get('/ntee/suggest', async (req, res) => {
    const { q } = parseInput(suggestQuery, req.query, 'invalid_description');
    const body: NteeSuggestResponse = { description: q, suggestions: await builder.suggest(q) };
    res.json(body);
  });

  router.get('/ntee/code-counts', async (req, res) => {
    const { code } = parseInput(countsQuery, req.query, 'invalid_ntee_code');
    const body: NteeCodeCountsResponse | null = await builder.codeCounts(code);
    if (!body) throw new HttpError(400, 'invalid_ntee_code', NTEE_MESSAGES.code);
    res.json(body);
  });
  return router;
}
