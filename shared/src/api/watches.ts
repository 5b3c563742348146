import useSWR from 'swr';
import type { WatchesResponse, WatchResponse } from '../contracts/data-refresh.js';
import { apiDelete, apiGet, apiPut } from './api-client.js';
import { isRetryableApiError } from './api-error.js';

const PATH = '/me/watches';

/** The organisations the signed-in member watches, sorted by name; 401 when nobody is signed in. */
export function getWatches(): Promise<WatchesResponse> {
  return apiGet<WatchesResponse>(PATH);
}

/** Nothing is asked while signed out. */
export function watchesKey(signedIn = true): '/api/me/watches' | null {
  return signedIn ? '/api/me/watches' : null;
}

export function useWatches(signedIn = true) {
  return useSWR(watchesKey(signedIn), getWatches, { shouldRetryOnError: isRetryableApiError });
}

/**
 * Watches an organisation (201 new, 200 already watched: watching twice is harmless). Throws ApiError: 400
 * invalid_ein, 404 not_found (not in the IRS files), 409 too_many_watches (MAX_WATCHES).
 */
export function watchOrganization(ein: string): Promise<WatchResponse> {
  return apiPut<WatchResponse>(`${PATH}/${encodeURIComponent(ein)}`);
}

/** Stops watching an organisation (204). Throws ApiError: 404 not_watched. */
export function unwatchOrganization(ein: string): Promise<void> {
  return apiDelete<void>(`${PATH}/${encodeURIComponent(ein)}`);
}

/** The watches with one added or replaced, kept in the server's order (by name, then EIN). */
export function withWatch(watches: WatchesResponse['watches'], watch: WatchResponse['watch']): WatchesResponse['watches'] {
  const others = watches.filter((item) => item.ein !== watch.ein);
  const at = others.findIndex((item) => item.name > watch.name || (item.name === watch.name && item.ein > watch.ein));
  return at === -1 ? [...others, watch] : [...others.slice(0, at), watch, ...others.slice(at)];
}

/** The watches without one. */
export function withoutWatch(watches: WatchesResponse['watches'], ein: string): WatchesResponse['watches'] {
  return watches.filter((item) => item.ein !== ein);
}
