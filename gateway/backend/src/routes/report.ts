import { DEDICATED_SDG_REPORTS, REPORT_MESSAGES, type ServiceDesertResponse } from '@x4i/shared/contracts';
import { findServiceDesertMap, UN_SDG_GOALS, usStateName } from '@x4i/shared/domain';
import { Router } from 'express';
import { z } from 'zod';
import type { BackendStatus } from '../http/backend-status.js';
import { sendPreparedAnswer } from '../http/prepared-answer.js';
import { exportedFrom, streamTable } from '../http/stream-table.js';
import { requireData } from '../http/require-data.js';
import { formatQuery, optionalParam, parseInput, stateCode } from '../http/validate.js';
import type { SdgIndexData } from '../reports/sdg-index-data.js';
import type { SdgReportData } from '../reports/sdg-report-data.js';
import type { ServiceDesertData } from '../reports/service-deserts/service-desert-data.js';

/** An optional state code. */
const stateQuery = z.object({
  state: optionalParam(stateCode(REPORT_MESSAGES.state)),
});

const goalBySlug = new Map(UN_SDG_GOALS.map((goal) => [goal.uri, goal.position]));

/** The goal's slug (UN SDG entry uri, 'no-poverty'), required; read as the goal's number. */
const reportQuery = z.object({
  report: z
    .string({ error: REPORT_MESSAGES.report })
    .trim()
    .transform((value) => goalBySlug.get(value.toLowerCase()))
    .refine((goal) => goal !== undefined, { error: REPORT_MESSAGES.report })
    .transform((goal) => goal!),
});

/** From 1, default 1; digits only, so '1.5', '-1' and '1e3' are refused rather than rounded. */
const pageNumberQuery = z.object({
  pageNumber: optionalParam(
    z
      .string({ error: REPORT_MESSAGES.pageNumber })
      .trim()
      .regex(/^\d+$/, { error: REPORT_MESSAGES.pageNumber })
      .transform(Number)
      .refine((value) => Number.isSafeInteger(value) && value >= 1, { error: REPORT_MESSAGES.pageNumber }),
  ),
});

/** 'UNSDG1'..'UNSDG17', any case; read as the goal's number. */
const unsdgQuery = z.object({
  unsdg: optionalParam(
    z
      .string({ error: REPORT_MESSAGES.unsdg })
      .trim()
      .transform((value) => /^UNSDG([1-9]|1[0-7])$/.exec(value.toUpperCase())?.[1])
      .refine((goal) => goal !== undefined, { error: REPORT_MESSAGES.unsdg })
      .transform(Number),
  ),
});

/** The slug of a service-desert map, required; read as the map's definition. */
export const serviceDesertQuery = z.object({
  map: z
    .string({ error: REPORT_MESSAGES.map })
    .transform((value) => findServiceDesertMap(value))
    .refine((definition) => definition !== undefined, { error: REPORT_MESSAGES.map })
    .transform((definition) => definition!),
});

const isDedicated = (n: string) => /^[1-9]\d?$/.test(n) && (DEDICATED_SDG_REPORTS as readonly number[]).includes(Number(n));

/** SPEC 7.4 report calls. 503 until the data is imported; a 400 names the first bad parameter. */
export function reportRouter(sdgIndex: SdgIndexData, sdgReports: SdgReportData, serviceDeserts: ServiceDesertData, status: () => BackendStatus): Router {
  const router = Router();
  router.get('/report/sdg-index', requireData(status), async (req, res) => {
    const { state } = parseInput(stateQuery, req.query, 'invalid_state');
    sendPreparedAnswer(req, res, await sdgIndex.sdgIndexAnswer(state ?? null));
  });

  // SPEC 7.4's name for the state index: the same answer as /report/sdg-index.
  router.get('/report/concordia', requireData(status), async (req, res) => {
    const { state } = parseInput(stateQuery, req.query, 'invalid_state');
    sendPreparedAnswer(req, res, await sdgIndex.sdgIndexAnswer(state ?? null));
  });

  router.get('/report/sdg-spec', requireData(status), async (req, res) => {
    const { report } = parseInput(reportQuery, req.query, 'invalid_report');
    const { state } = parseInput(stateQuery, req.query, 'invalid_state');
    sendPreparedAnswer(req, res, await sdgReports.sdgReportAnswer(report, state ?? null));
  });

  router.get('/report/top-nonprofits', requireData(status), async (req, res) => {
    const { pageNumber = 1 } = parseInput(pageNumberQuery, req.query, 'invalid_page_number');
    const { state } = parseInput(stateQuery, req.query, 'invalid_state');
    const { unsdg } = parseInput(unsdgQuery, req.query, 'invalid_unsdg');
    sendPreparedAnswer(req, res, await sdgReports.topNonprofitsAnswer({ pageNumber, state: state ?? null, goal: unsdg ?? null }));
  });

  // The whole list, streamed (a goal's organisations in every state run to six figures).
  router.get('/report/top-nonprofits/export', requireData(status), async (req, res) => {
    const { state } = parseInput(stateQuery, req.query, 'invalid_state');
    const { unsdg } = parseInput(unsdgQuery, req.query, 'invalid_unsdg');
    const { format } = parseInput(formatQuery, req.query, 'invalid_format');
    const { basis, source, orgs } = await sdgReports.allTopNonprofits({ state: state ?? null, goal: unsdg ?? null });
    const goal = unsdg ? UN_SDG_GOALS[unsdg - 1] : undefined;
    const what = `Top nonprofits${goal ? ` for goal ${goal.position}, ${goal.label}` : ''}${state ? ` in ${usStateName(state)}` : ''}`;
    async function* rows() {
      let rank = 0;
      for await (const org of orgs) yield [(rank += 1), org.ein, org.name, org.city, org.state, org.nteeCode, org.income, org.assets];
    }
    await streamTable(
      res,
      {
        title: `${what}: ${basis}`,
        header: ['rank', 'ein', 'name', 'city', 'state', 'nteeCode', 'income', 'assets'],
        sources: [source],
        fileStem: ['top-nonprofits', goal?.uri ?? '', state ?? ''].filter(Boolean).join('-'),
        format,
        exportedFrom: exportedFrom(req),
      },
      rows(),
    );
  });

  router.get('/report/service-desert', requireData(status), async (req, res) => {
    const { map } = parseInput(serviceDesertQuery, req.query, 'invalid_map');
    const body: ServiceDesertResponse = await serviceDeserts.serviceDesert(map);
    res.json(body);
  });

  // The dedicated pages (goals 1, 2, 8, 9, 12 and 17); any other /report/sdg-<n> is not here (404).
  router.get(
    '/report/sdg-:n',
    (req, _res, next) => next(isDedicated(String(req.params.n)) ? undefined : 'route'),
    requireData(status),
    async (req, res) => {
      const { state } = parseInput(stateQuery, req.query, 'invalid_state');
      sendPreparedAnswer(req, res, await sdgReports.sdgReportAnswer(Number(req.params.n), state ?? null));
    },
  );
  return router;
}
