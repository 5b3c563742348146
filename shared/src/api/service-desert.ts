import useSWR from 'swr';
import type { ServiceDesertResponse } from '../contracts/service-desert.js';
import { apiGet } from './api-client.js';
import { isRetryableApiError } from './api-error.js';

/** The call that loads a service-desert map's page. */
export function serviceDesertRequest(map: string): { path: string; params: Record<string, string> } {
  return { path: '/report/service-desert', params: { map } };
}

export function getServiceDesert(map: string): Promise<ServiceDesertResponse> {
  const { path, params } = serviceDesertRequest(map);
  return apiGet<ServiceDesertResponse>(path, params);
}

/** A service-desert map's page; null: no request (an unknown map). */
export function useServiceDesert(map: string | null) {
  return useSWR(map ? ['service-desert', map] : null, () => getServiceDesert(map!), { shouldRetryOnError: isRetryableApiError });
}
