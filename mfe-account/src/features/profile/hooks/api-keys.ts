import useSWR from 'swr';
import type { ApiKeyCreatedResponse, ApiKeysResponse } from '@x4i/shared/contracts';
import { apiDelete, apiGet, apiPost } from '@x4i/shared';
import { isRetryableApiError } from '@x4i/shared';

const PATH = '/me/api-keys';

/** The signed-in member's API keys with their usage; 401 when nobody is signed in. */
export function getApiKeys(): Promise<ApiKeysResponse> {
  return apiGet<ApiKeysResponse>(PATH);
}

export function apiKeysKey(signedIn = true): '/api/me/api-keys' | null {
  return signedIn ? '/api/me/api-keys' : null;
}

export function useApiKeys(signedIn = true) {
  return useSWR(apiKeysKey(signedIn), getApiKeys, { shouldRetryOnError: isRetryableApiError });
}

/** A new key: its summary and its secret, which is shown this once. Throws ApiError (400 name, 409 too many). */
export function createApiKey(name: string): Promise<ApiKeyCreatedResponse> {
  return apiPost<ApiKeyCreatedResponse>(PATH, { name });
}

/** Revokes one of the member's keys (calls with it answer 401 from then on); answers the keys after it. */
export function revokeApiKey(id: string): Promise<ApiKeysResponse> {
  return apiDelete<ApiKeysResponse>(`${PATH}/${encodeURIComponent(id)}`);
}
