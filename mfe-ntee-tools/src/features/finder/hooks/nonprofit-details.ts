import useSWR from 'swr';
import type { NonprofitDetails } from '@x4i/shared/contracts';
import { normalizeEin } from '@x4i/shared/domain';
import { apiGet } from '@x4i/shared';
import { isRetryableApiError } from '@x4i/shared';

const PATH = '/x4i-nonprofit/details';

/** The backend validates the EIN: a malformed one answers 400 invalid_ein, an unknown one 404 not_found. */
export function getNonprofitDetails(ein: string): Promise<NonprofitDetails> {
  return apiGet<NonprofitDetails>(`${PATH}/${encodeURIComponent(normalizeEin(ein))}`);
}

export function nonprofitDetailsKey(ein: string | null | undefined): readonly [typeof PATH, string] | null {
  const value = ein ? normalizeEin(ein) : '';
  return value ? [PATH, value] : null;
}

export function useNonprofitDetails(ein: string | null | undefined) {
  return useSWR(nonprofitDetailsKey(ein), ([, value]) => getNonprofitDetails(value), {
    shouldRetryOnError: isRetryableApiError,
  });
}
