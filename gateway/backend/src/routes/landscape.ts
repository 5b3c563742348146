import { REPORT_MESSAGES } from '@x4i/shared/contracts';
import { LANDSCAPE_MESSAGES, LANDSCAPES, NTEE_MAJOR_GROUP_CODES, type LandscapeDefinition, type NteeMajorGroupCode } from '@x4i/shared/domain';
import { Router } from 'express';
import { z } from 'zod';
import type { BackendStatus } from '../http/backend-status.js';
import { HttpError } from '../http/errors.js';
import { sendPreparedAnswer } from '../http/prepared-answer.js';
import { requireData } from '../http/require-data.js';
import { optionalParam, parseInput, stateCode, upperText } from '../http/validate.js';
import type { LandscapeData } from '../reports/landscape/landscape-data.js';

/** The query of GET /report/landscape, its landscape one of the given definitions by slug. */
const landscapeQuery = (definitions: readonly LandscapeDefinition[]) =>
  z.object({
    landscape: z
      .string({ error: LANDSCAPE_MESSAGES.landscape })
      .trim()
      .transform((slug) => definitions.find((definition) => definition.slug === slug.toLowerCase()))
      .refine((landscape) => landscape !== undefined, { error: LANDSCAPE_MESSAGES.landscape })
      .transform((landscape) => landscape!),
    state: optionalParam(stateCode(REPORT_MESSAGES.state)),
    county: optionalParam(z.string({ error: LANDSCAPE_MESSAGES.county }).trim().regex(/^\d{5}$/, { error: LANDSCAPE_MESSAGES.county })),
    group: optionalParam(
      upperText(LANDSCAPE_MESSAGES.group)
        .refine((value) => (NTEE_MAJOR_GROUP_CODES as readonly string[]).includes(value), { error: LANDSCAPE_MESSAGES.group })
        .transform((value) => value as NteeMajorGroupCode),
    ),
    goal: optionalParam(
      z
        .string({ error: LANDSCAPE_MESSAGES.goal })
        .trim()
        .regex(/^([1-9]|1[0-7])$/, { error: LANDSCAPE_MESSAGES.goal })
        .transform(Number),
    ),
  });

const ISSUE_AREA_MESSAGE = `issueArea is required: one NTEE major group letter, ${NTEE_MAJOR_GROUP_CODES[0]} to ${NTEE_MAJOR_GROUP_CODES.at(-1)}.`;

const issueAreaQuery = z.object({
  issueArea: upperText(ISSUE_AREA_MESSAGE)
    .refine((value) => (NTEE_MAJOR_GROUP_CODES as readonly string[]).includes(value), { error: ISSUE_AREA_MESSAGE })
    .transform((value) => value as NteeMajorGroupCode),
});

export interface LandscapeRouterOptions {
  /** The landscapes GET /report/landscape answers, by slug; default: the shipped ones (LANDSCAPES). */
  definitions?: readonly LandscapeDefinition[];
}

/**
 * GET /report/landscape: any landscape definition, for the place, group or goal the reader chose. A choice the
 * landscape does not offer is refused (400) rather than ignored, so a URL never shows other data than it says.
 */
export function landscapeRouter(landscapes: LandscapeData, status: () => BackendStatus, { definitions = LANDSCAPES }: LandscapeRouterOptions = {}): Router {
  const router = Router();
  const queryOfLandscape = landscapeQuery(definitions);
  router.get('/report/landscape', requireData(status), async (req, res) => {
    const query = parseInput(queryOfLandscape, req.query, 'invalid_landscape');
    const { landscape } = query;
    const state = query.state ?? null;
    const county = query.county ?? null;
    if (landscape.place.kind !== 'chosen' && (state || county)) throw new HttpError(400, 'invalid_place', LANDSCAPE_MESSAGES.notPickable);
    if (county && !state) throw new HttpError(400, 'invalid_county', LANDSCAPE_MESSAGES.countyWithoutState);
    if (county && !(await landscapes.countiesOf(state!)).some((entry) => entry.fips === county)) {
      throw new HttpError(400, 'invalid_county', LANDSCAPE_MESSAGES.county);
    }
    if (query.group && landscape.pick !== 'ntee-group') throw new HttpError(400, 'invalid_group', LANDSCAPE_MESSAGES.groupNotTaken);
    if (query.goal && landscape.pick !== 'goal') throw new HttpError(400, 'invalid_goal', LANDSCAPE_MESSAGES.goalNotTaken);
    // The answer's JSON text and its gzip are kept with it: a repeat is sent without serializing 20 KB again.
    sendPreparedAnswer(req, res, await landscapes.landscapeAnswer({ landscape, state, county, group: query.group ?? null, goal: query.goal ?? null }));
  });

  // SPEC 7.4's issue-area calls, on the same columns: the issue areas (NTEE major groups) with their counts, and
  // one area's overview.
  router.get('/options/issueArea', requireData(status), async (_req, res) => {
    res.json(await landscapes.issueAreas());
  });
  router.get('/dataset/issueArea', requireData(status), async (req, res) => {
    const { issueArea } = parseInput(issueAreaQuery, req.query, 'invalid_issue_area');
    res.json(await landscapes.issueAreaDataset(issueArea));
  });
  return router;
}
