import useSWR from 'swr';
import type { MoneyFlowParams, MoneyFlowResponse } from '@x4i/shared/contracts';
import { incomeBucketFilter } from '@x4i/shared/domain';
import { apiGet } from '@x4i/shared';
import { isRetryableApiError } from '@x4i/shared';

const PATH = '/money-flow';

/** The query as the backend reads it: unsdg and state in upper case, buckets in canonical order, none for all four. */
function toQuery({ unsdg, state, incomeBuckets = [] }: MoneyFlowParams) {
  return {
    unsdg: unsdg?.trim().toUpperCase() || undefined,
    state: state?.trim().toUpperCase() || undefined,
    incomeBucket: incomeBucketFilter(incomeBuckets),
  };
}

/** `GET /money-flow` (SPEC 7.4), `incomeBucket` repeated once per bucket. */
export function getMoneyFlow(params: MoneyFlowParams = {}): Promise<MoneyFlowResponse> {
  return apiGet<MoneyFlowResponse>(PATH, toQuery(params));
}

/** One key per distinct query, so that equal filters (all buckets, or none) share one cache entry. */
export function moneyFlowKey(params: MoneyFlowParams = {}): readonly [typeof PATH, string, string, string] {
  const { unsdg, state, incomeBucket } = toQuery(params);
  return [PATH, unsdg ?? '', state ?? '', incomeBucket.join(',')];
}

/** The money flow for the filters; the previous figures stay on screen while the next ones load. */
export function useMoneyFlow(params: MoneyFlowParams = {}) {
  return useSWR(
    moneyFlowKey(params),
    ([, unsdg, state, buckets]) => getMoneyFlow({ unsdg, state, incomeBuckets: buckets ? (buckets.split(',') as MoneyFlowParams['incomeBuckets']) : [] }),
    { keepPreviousData: true, shouldRetryOnError: isRetryableApiError },
  );
}
