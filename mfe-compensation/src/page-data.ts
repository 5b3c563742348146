import { fetchCompensationMarketing } from '@x4i/shared';
import { type PageDataLoader } from '@x4i/shared/contracts';
import { compensationMarketingKey } from './features/marketing/hooks/use-compensation-marketing';
import { jobTitleOf } from './features/marketing/domain/job-title-param';
import type { routeTable } from './route-table';

const marketingData = (jobTitle: string | null) => [{ key: compensationMarketingKey(jobTitle), load: () => fetchCompensationMarketing(jobTitle) }];

/**
 * The public data a page reads on its first render, with the same SWR keys and fetchers as its hooks: the server
 * loads it and renders the page with it. The report itself is for members with access and renders in the browser.
 */
export const pageData = {
  // The overview shows the default title's teaser; the title page the title in its address.
  'nonprofit-compensation': () => marketingData(null),
  'nonprofit-compensation-in-the-us': ({ searchParams }) => marketingData(jobTitleOf(searchParams)),
} satisfies Partial<Record<(typeof routeTable)[number]['id'], PageDataLoader>>;
