import useSWR from 'swr';
import type { LandscapeResponse } from '@x4i/shared/contracts';
import { apiGet } from '@x4i/shared';
import { isRetryableApiError } from '@x4i/shared';

/** The reader's choices on a landscape page; each absent one is left out of the call. */
export interface LandscapeChoice {
  landscape: string;
  state?: string | null;
  county?: string | null;
  group?: string | null;
  goal?: number | null;
}

/** The call that loads a landscape page (GET /report/landscape), with only the choices made. */
export function landscapeRequest({ landscape, state, county, group, goal }: LandscapeChoice): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = { landscape };
  if (state) params.state = state.toUpperCase();
  if (state && county) params.county = county;
  if (group) params.group = group.toUpperCase();
  if (goal) params.goal = String(goal);
  return { path: '/report/landscape', params };
}

export function landscapeKey(choice: LandscapeChoice) {
  return ['landscape', JSON.stringify(landscapeRequest(choice).params)] as const;
}

export function getLandscape(choice: LandscapeChoice): Promise<LandscapeResponse> {
  const { path, params } = landscapeRequest(choice);
  return apiGet<LandscapeResponse>(path, params);
}

/** A landscape for the reader's choices; the previous answer stays on screen while the next loads. */
export function useLandscape(choice: LandscapeChoice) {
  return useSWR(landscapeKey(choice), () => getLandscape(choice), {
    keepPreviousData: true,
    shouldRetryOnError: isRetryableApiError,
  });
}
