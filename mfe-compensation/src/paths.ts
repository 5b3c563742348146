import type { CompensationTab } from '@x4i/shared/domain';

/** The pages of this remote, as the route table lists them. */
export const compensationPaths = {
  overview: '/nonprofit-compensation',
  inTheUs: '/nonprofit-compensation-in-the-us',
  reportLanding: '/nonprofit-compensation-report',
  reportTab: (tab: CompensationTab) => `/nonprofit-compensation-report/${tab}`,
} as const;
