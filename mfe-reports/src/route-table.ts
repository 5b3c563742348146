import type { RouteManifestEntry } from '@x4i/shared';

/**
 * The pages this remote owns (DESIGN 3). Pure data: the build evaluates this file to emit routes.json, so the
 * shell can route to these pages before any of this remote's code loads. The other report pages arrive with
 * their own issues; the shell links to a page only once it is listed here.
 */
export const routeTable = [
  {
    id: 'sdg',
    name: 'sdg',
    path: '/sdg',
    title: 'UN Sustainable Development Goals',
  },
  {
    id: 'sdg-report',
    name: 'sdg-goal',
    path: '/sdg/:goal',
    title: 'SDG Report',
  },
  {
    id: 'sdg-index',
    name: 'sdg-index',
    path: '/sdg-index',
    title: 'State Sustainability Index',
  },
  // The research pages: titles as RESEARCH_PAGES in shared gives them (a test holds them together).
  {
    id: 'social-innovator-market-pulse',
    name: 'social-innovator-market-pulse',
    path: '/social-innovator-market-pulse',
    title: 'Social Innovator Market Pulse',
  },
  {
    id: 'nonprofits-software-spending-in-the-us',
    name: 'nonprofits-software-spending-in-the-us',
    path: '/nonprofits-software-spending-in-the-us',
    title: 'Nonprofit Software Spending in the US',
  },
  {
    id: 'lilac-zero-lead-gen-strategy',
    name: 'lilac-zero-lead-gen-strategy',
    path: '/lilac-zero-lead-gen-strategy',
    title: 'Lilac Zero Lead-Gen Strategy',
  },
] as const satisfies readonly RouteManifestEntry[];
