import { fetchCompensationMarketing, isRetryableApiError } from '@x4i/shared';
import useSWR from 'swr';

const PATH = '/compensation/marketing';

/** The public pages' data (SPEC 7.4), keyed by the title; '' is the default title. */
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
