import type {
  CompensationFilters,
  CompensationMarketingResponse,
  CompensationOptionsResponse,
  CompensationTabData,
  PremiumCompensationResponse,
  TermsAcceptanceResponse,
  TermsOfUseDocument,
  TermsOfUseType,
} from '../contracts/compensation.js';
import type { CompensationTab } from '../domain/compensation.js';
import { apiGet, apiPost, type QueryParams } from './api-client.js';

/** SPEC 9: the terms acceptance is held this long, so the reader sees it was taken in before the report opens. */
export const TERMS_ACCEPTANCE_DELAY_MS = 1500;

/** The query of the report and options calls (SPEC 7.4): lists repeat their name, an empty filter is left out. */
export function compensationQuery(report: CompensationTab | null, filters: CompensationFilters): QueryParams {
  return {
    ...(report ? { report } : {}),
    title: filters.title,
    incomeBuckets: filters.incomeBuckets,
    issueAreas: filters.issueAreas,
    regions: filters.regions,
  };
}

/** GET /premium-report/compensation: the tab lists, the options with title synonyms, the overview. */
export function fetchPremiumCompensation(init?: { signal?: AbortSignal }): Promise<PremiumCompensationResponse> {
  return apiGet<PremiumCompensationResponse>('/premium-report/compensation', undefined, init);
}

/** GET /compensation/report: one tab's data for the filters. */
export function fetchCompensationReport(report: CompensationTab, filters: CompensationFilters, init?: { signal?: AbortSignal }): Promise<CompensationTabData> {
  return apiGet<CompensationTabData>('/compensation/report', compensationQuery(report, filters), init);
}

/** GET /compensation/options: what the filters still offer. */
export function fetchCompensationOptions(filters: CompensationFilters, init?: { signal?: AbortSignal }): Promise<CompensationOptionsResponse> {
  return apiGet<CompensationOptionsResponse>('/compensation/options', compensationQuery(null, filters), init);
}

/** GET /compensation/marketing: a title's public teaser (the default title when none is given). */
export function fetchCompensationMarketing(jobTitle?: string | null, init?: { signal?: AbortSignal }): Promise<CompensationMarketingResponse> {
  return apiGet<CompensationMarketingResponse>('/compensation/marketing', { jobTitle }, init);
}

export function fetchTermsOfUse(id: string, init?: { signal?: AbortSignal }): Promise<TermsOfUseDocument> {
  return apiGet<TermsOfUseDocument>(`/terms-of-use/${encodeURIComponent(id)}`, undefined, init);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST /terms-of-use/accept/:id with the terms type, answered no sooner than SPEC 9's 1500 ms. */
export async function acceptTermsOfUse(id: string, type: TermsOfUseType): Promise<TermsAcceptanceResponse> {
  const [response] = await Promise.all([apiPost<TermsAcceptanceResponse>(`/terms-of-use/accept/${encodeURIComponent(id)}`, { type }), wait(TERMS_ACCEPTANCE_DELAY_MS)]);
  return response;
}
