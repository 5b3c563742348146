import useSWR from 'swr';
import type { ResearchPageResponse, ResearchPageSlug } from '@x4i/shared/contracts';
import { apiGet } from '@x4i/shared';
import { isRetryableApiError } from '@x4i/shared';

const PATH = '/report/research-page';

/** The call that loads a research page: `GET /report/research-page?page=<slug>`. */
export function researchPageRequest(page: ResearchPageSlug): { path: string; params: Record<string, string> } {
  return { path: PATH, params: { page } };
}

export function getResearchPage(page: ResearchPageSlug): Promise<ResearchPageResponse> {
  const { path, params } = researchPageRequest(page);
  return apiGet<ResearchPageResponse>(path, params);
}

export function researchPageKey(page: ResearchPageSlug): readonly [typeof PATH, ResearchPageSlug] {
  return [PATH, page];
}

export function useResearchPage(page: ResearchPageSlug) {
  return useSWR(researchPageKey(page), ([, slug]) => getResearchPage(slug), { shouldRetryOnError: isRetryableApiError });
}
