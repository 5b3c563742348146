import useSWR from 'swr';
import type { ServiceDesertResponse } from '@x4i/shared/contracts';
import { apiGet } from '@x4i/shared';
import { isRetryableApiError } from '@x4i/shared';

/** The call that loads a service-desert map's page. */
export function serviceDesertRequest(map: string): { path: string; params: Record<string, string> } {
  return { path: '/report/service-desert', params: { map } };
}

export function getServiceDesert(map: string): Promise<ServiceDesertResponse> {
  const { path, params } = serviceDesertRequest(map);
  return apiGet<ServiceDesertResponse>(path, params);
}

export function serviceDesertKey(map: string): readonly ['service-desert', string] {
  return ['service-desert', map];
}

/** A service-desert map's page; null: no request (an unknown map). */
export function useServiceDesert(map: string | null) {
  return useSWR(map ? serviceDesertKey(map) : null, () => getServiceDesert(map!), { shouldRetryOnError: isRetryableApiError });
}
