import useSWR from 'swr';
import type { NewsletterInput, NewsletterOverview, NewsletterSent } from '@x4i/shared/contracts';
import { apiGet, apiPost } from '@x4i/shared';
import { isRetryableApiError } from '@x4i/shared';
import { settleApiCall, unwrapApiResult, type ApiResult } from '../../organizations/hooks/organizations';

/** The newsletter (team members only): each call answers `{ data }` or `{ error }`. */

const PATH = '/admin/newsletter';

/** `GET /admin/newsletter`: how many members subscribe, and the newsletters sent, latest first. */
export function getNewsletterOverview(): Promise<ApiResult<NewsletterOverview>> {
  return settleApiCall(apiGet<NewsletterOverview>(PATH));
}

/**
 * `POST /admin/newsletter`: mails the newsletter to every subscriber; `invalid_newsletter` (400) says what to fix,
 * `no_subscribers` (409) that nobody has it turned on.
 */
export function sendNewsletter(input: NewsletterInput): Promise<ApiResult<NewsletterSent>> {
  return settleApiCall(apiPost<NewsletterSent>(PATH, input));
}

export const newsletterKey = '/api/admin/newsletter' as const;

/** The subscriber count and the newsletters sent; `mutate()` reloads them. */
export function useNewsletterOverview() {
  return useSWR(newsletterKey, async () => unwrapApiResult(await getNewsletterOverview()), { shouldRetryOnError: isRetryableApiError });
}
