import { http, HttpResponse, type RequestHandler } from 'msw';
import type { DatasetFreshness } from '../contracts/nonprofit.js';
import { GRANTMAKER_FOUNDATION_CODES, MONEY_FLOW_MESSAGES, type MoneyFlowFilters, type MoneyFlowResponse } from '../contracts/money-flow.js';
import { incomeBucketFilter, incomeBucketOf, isIncomeBucketCode } from '../domain/income-buckets.js';
import { summarizeMoneyFlow, type MoneyFlowCell } from '../domain/money-flow-summary.js';
import { nteeMajorGroupOf } from '../domain/ntee-sdg.js';
import { findUsStateByCode } from '../domain/us-states.js';
import { apiErrorResponse, apiPath } from './msw-handlers.js';

/** One organisation as the money flow reads it from the IRS file. */
export interface MoneyFlowFixtureOrganization {
  ein: string;
  name: string;
  state: string;
  nteeCode: string | null;
  /** EO BMF FOUNDATION code, as the file writes it. */
  foundation: string;
  income: number | null;
  revenue: number | null;
  assets: number | null;
}

/** Sixteen real organisations of the backend's IRS test files, across the four states they cover. */
export const moneyFlowFixtureOrganizations: readonly MoneyFlowFixtureOrganization[] = [
  { ein: '030219309', name: 'UNIVERSITY OF VERMONT MEDICAL CENTER INC', state: 'VT', nteeCode: 'E22Z', foundation: '12', income: 2_482_216_522, revenue: 2_367_257_223, assets: 1_966_303_783 },
  { ein: '030179298', name: 'PRESIDENT & FELLOWS OF MIDDLEBURY COLLEGE', state: 'VT', nteeCode: 'B430', foundation: '11', income: 781_634_623, revenue: 520_203_981, assets: 2_218_100_975 },
  { ein: '010471151', name: 'REGULATORY ASSISTANCE PROJECT', state: 'VT', nteeCode: 'C40Z', foundation: '15', income: 10_015_374, revenue: 10_015_374, assets: 10_783_369 },
  { ein: '010532229', name: 'NEW ENGLAND RURAL HEALTH ROUNDTABLE', state: 'VT', nteeCode: 'E99', foundation: '15', income: 2_398_023, revenue: 2_398_023, assets: 793_198 },
  { ein: '010180687', name: 'WINDSOR IMPROVEMENT CORPORATION', state: 'VT', nteeCode: 'S30', foundation: '15', income: 433_360, revenue: 324_462, assets: 1_416_834 },
  { ein: '133419755', name: 'COVENANT HOUSE ALASKA', state: 'AK', nteeCode: 'P300', foundation: '15', income: 15_271_988, revenue: 15_034_575, assets: 33_528_605 },
  { ein: '920140434', name: 'HABITAT FOR HUMANITY INTERNATIONAL INC', state: 'AK', nteeCode: null, foundation: '15', income: 2_169_015, revenue: 1_225_277, assets: 5_022_512 },
  { ein: '510200042', name: 'INTERNATIONAL ASSOCIATION OF WOMEN POLICE', state: 'AK', nteeCode: 'I60', foundation: '00', income: 1_538_391, revenue: 1_538_391, assets: 1_031_104 },
  { ein: '920160930', name: 'KACHEMAK MOOSE HABITAT INC', state: 'AK', nteeCode: 'D340', foundation: '03', income: 132_831, revenue: null, assets: 2_007_228 },
  { ein: '010898666', name: 'ALASKA WRITERS GUILD', state: 'AK', nteeCode: 'B99', foundation: '03', income: 27_513, revenue: null, assets: 6_244 },
  { ein: '010564885', name: 'VALDEZ JUNIOR RIFLE CLUB', state: 'AK', nteeCode: 'N99', foundation: '15', income: 0, revenue: 0, assets: 0 },
  { ein: '710679937', name: 'HABITAT FOR HUMANITY OF CENTRAL AR', state: 'AR', nteeCode: 'L20Z', foundation: '15', income: 4_677_285, revenue: 4_642_439, assets: 7_025_724 },
  { ein: '710679902', name: 'HABITAT FOR HUMANITY INTERNATIONAL INC', state: 'AR', nteeCode: 'L200', foundation: '15', income: 614_957, revenue: 547_455, assets: 1_683_352 },
  { ein: '010570543', name: 'EAST ARKANSAS ENTERPRISE COMMUNITY', state: 'AR', nteeCode: 'S20', foundation: '15', income: 1_148_706, revenue: 1_148_706, assets: 343_840 },
  { ein: '010614397', name: 'EITING FOUNDATION', state: 'OR', nteeCode: 'T22', foundation: '04', income: 2_200_032, revenue: null, assets: 309_063 },
  { ein: '371777494', name: 'JANICE CURTIS BIRD SANCTUARY', state: 'OR', nteeCode: 'D32', foundation: '15', income: 0, revenue: 0, assets: 0 },
];

/** The IRS files of the backend's test data. */
export const moneyFlowFixtureFiles: readonly DatasetFreshness[] = [
  { file: 'eo_ak.csv', region: 'AK', snapshotDate: '2026-04-13', rows: 27, importedAt: '2026-04-20T08:00:00.000Z' },
  { file: 'eo_ar.csv.gz', region: 'AR', snapshotDate: '2026-04-13', rows: 15, importedAt: '2026-04-20T08:00:00.000Z' },
  { file: 'eo4.csv', region: 'INTL', snapshotDate: '2026-04-13', rows: 4, importedAt: '2026-04-20T08:00:00.000Z' },
  { file: 'eo_or_2018.csv.gz', region: 'OR', snapshotDate: '2018-03-06', rows: 15, importedAt: '2026-04-20T08:00:00.000Z' },
  { file: 'eo_vt.csv.gz', region: 'VT', snapshotDate: '2026-04-13', rows: 10, importedAt: '2026-04-20T08:00:00.000Z' },
];

const IRS_EO_BMF_SOURCE_URL = 'https://www.irs.gov/charities-non-profits/exempt-organizations-business-master-file-extract-eo-bmf';

const grantmakerCodes = new Set<string>(GRANTMAKER_FOUNDATION_CODES);

/**
 * The organisations grouped into the backend's cells (state × income bucket × NTEE major group × grantmaker), as
 * its SQL groups the IRS rows.
 */
export function moneyFlowCellsOf(organizations: readonly MoneyFlowFixtureOrganization[]): MoneyFlowCell[] {
  const cells = new Map<string, MoneyFlowCell>();
  for (const org of organizations) {
    const bucket = incomeBucketOf(org.income);
    const nteeMajorGroup = nteeMajorGroupOf(org.nteeCode);
    const grantmaker = grantmakerCodes.has(org.foundation);
    const key = `${org.state}|${bucket}|${nteeMajorGroup ?? ''}|${grantmaker}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = { state: org.state, bucket, nteeMajorGroup, grantmaker, orgCount: 0, income: 0, revenue: 0, assets: 0 };
      cells.set(key, cell);
    }
    cell.orgCount += 1;
    cell.income += org.income ?? 0;
    cell.revenue += org.revenue ?? 0;
    cell.assets += org.assets ?? 0;
  }
  return [...cells.values()];
}

/** What the backend answers for these organisations and filters: its own summary, over the cells of these organisations. */
export function buildMoneyFlowResponse(
  filters: Partial<MoneyFlowFilters> = {},
  organizations: readonly MoneyFlowFixtureOrganization[] = moneyFlowFixtureOrganizations,
  files: readonly DatasetFreshness[] = moneyFlowFixtureFiles,
): MoneyFlowResponse {
  const applied: MoneyFlowFilters = { unsdg: null, state: null, ...filters, incomeBuckets: incomeBucketFilter(filters.incomeBuckets ?? []) };
  const states = [...new Set(organizations.map((org) => org.state))].sort();
  return summarizeMoneyFlow({ cells: moneyFlowCellsOf(organizations), coverage: { states, files: [...files], sourceUrl: IRS_EO_BMF_SOURCE_URL } }, applied);
}

/** The query read as the backend reads it, or the 400 it answers. */
function readFilters(params: URLSearchParams): MoneyFlowFilters | Response {
  const unsdgs = params.getAll('unsdg').filter(Boolean);
  const states = params.getAll('state').filter(Boolean);
  const unsdg = unsdgs[0]?.trim().toUpperCase();
  if (unsdgs.length > 1 || (unsdg && unsdg !== 'ALL' && !/^UNSDG([1-9]|1[0-7])$/.test(unsdg))) {
    return apiErrorResponse(400, 'invalid_unsdg', MONEY_FLOW_MESSAGES.unsdg);
  }
  const state = states[0]?.trim().toUpperCase();
  if (states.length > 1 || (state && !findUsStateByCode(state))) return apiErrorResponse(400, 'invalid_state', MONEY_FLOW_MESSAGES.state);
  const buckets = params.getAll('incomeBucket').filter(Boolean).map((code) => code.trim().toUpperCase());
  if (!buckets.every(isIncomeBucketCode)) return apiErrorResponse(400, 'invalid_income_bucket', MONEY_FLOW_MESSAGES.incomeBucket);
  return { unsdg: unsdg && unsdg !== 'ALL' ? unsdg : null, state: state ?? null, incomeBuckets: incomeBucketFilter(buckets) };
}

/** `GET /money-flow` answered from the organisations given, with the backend's checks and messages. */
export function createMoneyFlowHandlers(organizations: readonly MoneyFlowFixtureOrganization[] = moneyFlowFixtureOrganizations): RequestHandler[] {
  return [
    http.get(apiPath('/money-flow'), ({ request }) => {
      const filters = readFilters(new URL(request.url).searchParams);
      if (filters instanceof Response) return filters;
      return HttpResponse.json(buildMoneyFlowResponse(filters, organizations));
    }),
  ];
}

export const moneyFlowHandlers: RequestHandler[] = createMoneyFlowHandlers();

/** `GET /money-flow` answers 503 as the backend does while it imports its data. */
export const moneyFlowImportingHandlers: RequestHandler[] = [
  http.get(apiPath('/money-flow'), () =>
    apiErrorResponse(503, 'importing', 'The nonprofit data is still being imported. Try again in a minute.'),
  ),
];
