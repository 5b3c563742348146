import useSWR from 'swr';
import type { DataVintagesResponse } from '../contracts/data-refresh.js';
import { apiGet } from './api-client.js';
import { isRetryableApiError } from './api-error.js';

const PATH = '/data/vintages';

export function getDataVintages(): Promise<DataVintagesResponse> {
  return apiGet<DataVintagesResponse>(PATH);
}

export function dataVintagesKey(): typeof PATH {
  return PATH;
}

/** The year of the poverty estimates in use, which moves with each refresh from the Census Bureau. */
export function useDataVintages() {
  return useSWR(dataVintagesKey(), getDataVintages, { shouldRetryOnError: isRetryableApiError });
}
