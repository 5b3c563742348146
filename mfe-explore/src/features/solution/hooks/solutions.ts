import useSWR from 'swr';
import type { Solution } from '@x4i/shared/contracts';
import { apiGet } from '@x4i/shared';
import { isRetryableApiError } from '@x4i/shared';

/** `GET solution/:id`, by id or slug (SPEC 7.2). */
export function getSolution(idOrSlug: string): Promise<Solution> {
  return apiGet<Solution>(`/solution/${encodeURIComponent(idOrSlug)}`);
}

/** The SWR key of one solution; the wizard revalidates it after an update so the page shows the new content. */
export function solutionKey(idOrSlug: string | null | undefined): readonly ['/solution', string] | null {
  return idOrSlug ? ['/solution', idOrSlug] : null;
}

export function useSolution(idOrSlug: string | null | undefined) {
  return useSWR(solutionKey(idOrSlug), ([, slug]) => getSolution(slug), { shouldRetryOnError: isRetryableApiError });
}
