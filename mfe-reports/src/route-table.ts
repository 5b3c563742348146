import type { RouteManifestEntry } from '@x4i/shared/contracts';

/**
 * The pages this remote owns (DESIGN 3). Pure data: the build evaluates this file to emit routes.json, so the
 * shell can route to these pages before any of this remote's code loads. The shell links to a page only once it
 * is listed here.
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
  {
    id: 'research-tools-and-reports',
    name: 'research-tools-and-reports',
    path: '/research-tools-and-reports',
    title: 'Research Tools and Reports',
  },
  { id: 'nonprofit-landscape', name: 'nonprofit-landscape', path: '/nonprofit-landscape', title: 'Nonprofit Landscape' },
  { id: 'landscape', name: 'nonprofit-landscape-landscape', path: '/nonprofit-landscape/:landscape', title: 'Landscape Report' },
  { id: 'vertical-landscape', name: 'vertical-landscape', path: '/vertical-landscape', title: 'Vertical Landscape' },
  { id: 'state-guide', name: 'state-guide', path: '/state-guide', title: 'State Guide' },
  { id: 'sdg-partnerships', name: 'sdg-partnerships', path: '/sdg-partnerships', title: 'SDG Partnerships' },
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
  {
    id: 'service-desert-map',
    name: 'service-desert-map',
    path: '/service-desert-maps/:map',
    title: 'Service-Desert Map',
  },
] as const satisfies readonly RouteManifestEntry[];
