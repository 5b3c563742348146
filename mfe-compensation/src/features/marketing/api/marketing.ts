import { fetchCompensationMarketing, isRetryableApiError } from '@x4i/shared';
import useSWR from 'swr';

const PATH = '/compensation/marketing';

/** The call the public pages make (SPEC 7.4): the default title when none is chosen. */
export function compensationMarketingRequest(jobTitle: string | null): { path: string; params: Record<string, string> } {
  const title = jobTitle?.trim();
  return { path: PATH, params: title ? { jobTitle: title } : {} };
}

export function compensationMarketingKey(jobTitle: string | null): readonly [typeof PATH, string] {
  return [PATH, jobTitle?.trim() ?? ''];
}

/** A title's public teaser; the previous title's stays on screen while the next loads. */
export function useCompensationMarketing(jobTitle: string | null) {
  return useSWR(compensationMarketingKey(jobTitle), ([, title]) => fetchCompensationMarketing(title || null), {
    keepPreviousData: true,
    shouldRetryOnError: isRetryableApiError,
  });
}
