import useSWR from 'swr';
import { DEDICATED_SDG_REPORTS, type SdgReportResponse, type TopNonprofitsResponse } from '@x4i/shared/contracts';
import type { UnSdgEntry } from '@x4i/shared/domain';
import { apiGet } from '@x4i/shared';
import { isRetryableApiError } from '@x4i/shared';

/** A goal with a dedicated page (SPEC 2.1: 1, 2, 8, 9, 12 and 17). */
export function hasDedicatedReport(goal: number): boolean {
  return (DEDICATED_SDG_REPORTS as readonly number[]).includes(goal);
}

/**
 * The call that loads a goal's report page (SPEC 7.4): `/report/sdg-<n>` for a dedicated page, else the
 * spec-driven `/report/sdg-spec?report=<slug>`; with the state when one is selected.
 */
export function sdgReportRequest(goal: Pick<UnSdgEntry, 'position' | 'uri'>, state: string | null): { path: string; params: Record<string, string> } {
  const withState: Record<string, string> = state ? { state: state.toUpperCase() } : {};
  return hasDedicatedReport(goal.position)
    ? { path: `/report/sdg-${goal.position}`, params: withState }
    : { path: '/report/sdg-spec', params: { report: goal.uri, ...withState } };
}

export function getSdgReport(goal: Pick<UnSdgEntry, 'position' | 'uri'>, state: string | null): Promise<SdgReportResponse> {
  const { path, params } = sdgReportRequest(goal, state);
  return apiGet<SdgReportResponse>(path, params);
}

export function sdgReportKey(goal: Pick<UnSdgEntry, 'position' | 'uri'>, state: string | null) {
  return ['sdg-report', goal.position, goal.uri, state ?? ''] as const;
}

/** A goal's report for the nation or one state; the previous answer stays on screen while the next loads. */
export function useSdgReport(goal: Pick<UnSdgEntry, 'position' | 'uri'> | null, state: string | null) {
  return useSWR(goal ? sdgReportKey(goal, state) : null, () => getSdgReport(goal!, state), {
    keepPreviousData: true,
    shouldRetryOnError: isRetryableApiError,
  });
}

export interface TopNonprofitsQuery {
  pageNumber: number;
  state: string | null;
  /** 'UNSDG1'..'UNSDG17'. */
  unsdg: string | null;
}

export function getTopNonprofits({ pageNumber, state, unsdg }: TopNonprofitsQuery): Promise<TopNonprofitsResponse> {
  return apiGet<TopNonprofitsResponse>('/report/top-nonprofits', {
    pageNumber: String(pageNumber),
    ...(state ? { state } : {}),
    ...(unsdg ? { unsdg } : {}),
  });
}

/** One page of the top nonprofits; null query: no request (the page already came with the report). */
export function useTopNonprofits(query: TopNonprofitsQuery | null) {
  return useSWR(query ? ['top-nonprofits', query.pageNumber, query.state ?? '', query.unsdg ?? ''] : null, () => getTopNonprofits(query!), {
    keepPreviousData: true,
    shouldRetryOnError: isRetryableApiError,
  });
}
