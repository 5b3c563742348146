import { COMPENSATION_MESSAGES } from '@x4i/shared/contracts';
import {
  CENSUS_REGIONS,
  COMPENSATION_TABS,
  DEFAULT_JOB_TITLE,
  INCOME_BUCKET_CODES,
  NTEE_MAJOR_GROUP_CODES,
  effectiveSelection,
  hasCompensationAccess,
  type CensusRegion,
  type CompensationTab,
  type IncomeBucketCode,
  type NteeMajorGroupCode,
} from '@x4i/shared/domain';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { BackendStatus } from '../http/backend-status.js';
import type { CompensationData } from '../compensation/compensation-data.js';
import type { CompensationQuery } from '../compensation/filters.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { sendPreparedAnswer } from '../http/prepared-answer.js';
import { requireData } from '../http/require-data.js';
import { optionalParam, parseInput } from '../http/validate.js';
import { requireBearer, type AccessTokenVerifier } from '../identity/access-tokens.js';
import { currentUser } from '../identity/current-user.js';

export const COMPENSATION_QUERY_MESSAGES = {
  report: `report is one of ${COMPENSATION_TABS.join(', ')}.`,
  title: 'title is not a job title the report knows.',
  jobTitle: 'jobTitle is not a job title the report knows.',
  incomeBuckets: `incomeBuckets are ${INCOME_BUCKET_CODES.join(', ')}.`,
  issueAreas: 'issueAreas are NTEE major-group letters, A to Z.',
  regions: `regions are ${CENSUS_REGIONS.join(', ')}.`,
} as const;

/** A repeatable parameter of known values: any case, empty values left out, in the canonical order without repeats. */
function codeList<T extends string>(all: readonly T[], message: string) {
  return optionalParam(
    z
      .union([z.string(), z.array(z.string())], { error: message })
      .transform((value) => (Array.isArray(value) ? value : [value]).map((code) => code.trim().toUpperCase()).filter(Boolean))
      .refine((codes) => codes.every((code) => (all as readonly string[]).includes(code)), { error: message })
      .transform((codes) => all.filter((code) => codes.includes(code))),
  );
}

const titleText = (message: string) => optionalParam(z.string({ error: message }).trim().max(200, { error: message }));

const filtersQuery = z.object({
  title: titleText(COMPENSATION_QUERY_MESSAGES.title),
  incomeBuckets: codeList<IncomeBucketCode>(INCOME_BUCKET_CODES, COMPENSATION_QUERY_MESSAGES.incomeBuckets),
  issueAreas: codeList<NteeMajorGroupCode>(NTEE_MAJOR_GROUP_CODES, COMPENSATION_QUERY_MESSAGES.issueAreas),
  regions: codeList<CensusRegion>(CENSUS_REGIONS, COMPENSATION_QUERY_MESSAGES.regions),
});

const reportQuery = z.object({
  report: z
    .string({ error: COMPENSATION_QUERY_MESSAGES.report })
    .trim()
    .transform((value) => value.toLowerCase())
    .refine((value) => (COMPENSATION_TABS as readonly string[]).includes(value), { error: COMPENSATION_QUERY_MESSAGES.report })
    .transform((value) => value as CompensationTab),
});

const marketingQuery = z.object({ jobTitle: titleText(COMPENSATION_QUERY_MESSAGES.jobTitle) });

/** The filters of a request, validated; the title must be one the report knows (400 otherwise). */
export async function parseCompensationFilters(data: CompensationData, query: unknown): Promise<CompensationQuery> {
  const parsed = parseInput(filtersQuery, query, 'invalid_compensation_filter');
  let title: string | null = null;
  if (parsed.title) {
    title = await data.standardTitleOf(parsed.title);
    if (!title) throw new HttpError(400, 'invalid_title', COMPENSATION_QUERY_MESSAGES.title);
  }
  return {
    title,
    // SPEC 4: all buckets or all regions is no filter; so is every issue area.
    incomeBuckets: effectiveSelection(parsed.incomeBuckets ?? [], INCOME_BUCKET_CODES),
    issueAreas: effectiveSelection(parsed.issueAreas ?? [], NTEE_MAJOR_GROUP_CODES),
    regions: effectiveSelection(parsed.regions ?? [], CENSUS_REGIONS),
  };
}

/**
 * The report needs a signed-in user (401) with access (SPEC 6): the team, or the premium:compensation
 * subscription and no pending COMPENSATION terms; 403 otherwise. Computed at each call, as GET /me computes it.
 */
export function requireCompensationAccess(db: Queryable): RequestHandler {
  return async (_req, res, next) => {
    const { user } = await currentUser(db, res);
    if (!hasCompensationAccess(user.permissions, user.pendingTermsOfUse)) throw new HttpError(403, 'compensation_access_required', COMPENSATION_MESSAGES.noAccess);
    next();
  };
}

/**
 * SPEC 7.4: GET /premium-report/compensation, /compensation/report and /compensation/options behind sign-in and
 * access; GET /compensation/marketing public by design (the teaser of one title). 503 until the data is imported.
 */
export function compensationRouter(db: Queryable, data: CompensationData, verify: AccessTokenVerifier | null, status: () => BackendStatus): Router {
  const router = Router();
  const premium = [requireBearer(verify), requireCompensationAccess(db), requireData(status)];

  router.get('/premium-report/compensation', ...premium, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    sendPreparedAnswer(req, res, await data.premiumAnswer());
  });

  router.get('/compensation/report', ...premium, async (req, res) => {
    const { report } = parseInput(reportQuery, req.query, 'invalid_report');
    const filters = await parseCompensationFilters(data, req.query);
    res.setHeader('Cache-Control', 'private, no-store');
    sendPreparedAnswer(req, res, await data.reportAnswer(report, filters));
  });

  router.get('/compensation/options', ...premium, async (req, res) => {
    const filters = await parseCompensationFilters(data, req.query);
    res.setHeader('Cache-Control', 'private, no-store');
    sendPreparedAnswer(req, res, await data.optionsAnswer(filters));
  });

  router.get('/compensation/marketing', requireData(status), async (req, res) => {
    const { jobTitle } = parseInput(marketingQuery, req.query, 'invalid_job_title');
    const standard = await data.standardTitleOf(jobTitle ?? DEFAULT_JOB_TITLE);
    if (!standard) throw new HttpError(400, 'invalid_job_title', COMPENSATION_QUERY_MESSAGES.jobTitle);
    sendPreparedAnswer(req, res, await data.marketingAnswer(standard));
  });

  return router;
}
