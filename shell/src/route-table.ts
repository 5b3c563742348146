import type { RouteManifestEntry } from '@x4i/shared/contracts';

/**
 * The shell's own pages (DESIGN 3), as data: the build emits them as routes.json so the gateway can title
 * them and rank them against the remotes' routes. Each id has a page in `pages/shell-pages.ts`.
 */
export const routeTable = [
  { id: 'about-us', name: 'about-us', path: '/about-us', title: 'About Us' },
  { id: 'our-services', name: 'our-services', path: '/our-services', title: 'Our Services' },
  { id: 'our-data', name: 'our-data', path: '/our-data', title: 'Our Data' },
  { id: 'privacy', name: 'privacy', path: '/privacy', title: 'Privacy Policy' },
  { id: 'terms-of-use', name: 'terms-of-use', path: '/terms-of-use', title: 'Terms of Use' },
  {
    id: 'listing-agreement-terms',
    name: 'listing-agreement-terms',
    path: '/listing-agreement-terms',
    title: 'Listing Agreement Terms',
  },
  { id: 'apis', name: 'apis', path: '/apis', title: 'APIs' },
  { id: 'newsletter', name: 'newsletter', path: '/newsletter', title: 'Newsletter' },
  { id: 'faq', name: 'faq', path: '/faq', title: 'Frequently Asked Questions' },
  { id: 'partnerships', name: 'partnerships', path: '/partnerships', title: 'Partnerships' },
  { id: 'community', name: 'community', path: '/community', title: 'Community' },
  { id: 'collections', name: 'collections', path: '/collections', title: 'Collections' },
  { id: 'exchange', name: 'exchange', path: '/exchange', title: 'Exchange' },
  { id: 'interactive-tools', name: 'interactive-tools', path: '/interactive-tools', title: 'Interactive Tools' },
  { id: 'premium-tools', name: 'premium-tools', path: '/premium-tools', title: 'Premium Tools' },
  { id: 'create', name: 'create', path: '/create', title: 'Create' },
  { id: 'verify-email', name: 'verify-email', path: '/verify-email', title: 'Verify Your E-mail' },
  { id: 'tech4pi', name: 'tech4pi', path: '/tech4pi', title: 'Tech4PI' },
  { id: 'research', name: 'research', path: '/research', title: 'Research' },
  { id: 'research-papers', name: 'research-papers', path: '/research-papers', title: 'Research Papers' },
  { id: 'case-studies', name: 'case-studies', path: '/case-studies', title: 'Case Studies' },
  {
    id: 'case-studies-alaska-nonprofit-landscape',
    name: 'case-studies-alaska-nonprofit-landscape',
    path: '/case-studies/alaska-nonprofit-landscape',
    title: 'Alaska’s Nonprofit Landscape in the IRS Master File',
  },
  {
    id: 'case-studies-how-ntee-codes-classify-organizations',
    name: 'case-studies-how-ntee-codes-classify-organizations',
    path: '/case-studies/how-ntee-codes-classify-organizations',
    title: 'How NTEE Codes Classify Organizations',
  },
  {
    id: 'case-studies-irs-data-coverage-and-vintages',
    name: 'case-studies-irs-data-coverage-and-vintages',
    path: '/case-studies/irs-data-coverage-and-vintages',
    title: 'Where the IRS Data Stops: Coverage and Vintages',
  },
  {
    id: 'case-studies-sdgs-as-a-map-for-social-impact',
    name: 'case-studies-sdgs-as-a-map-for-social-impact',
    path: '/case-studies/sdgs-as-a-map-for-social-impact',
    title: 'The SDGs as a Map for Social-Impact Work',
  },
  // The admin entry: on to the admin dashboard (mfe-admin), through the sign-in modal when signed out.
  { id: 'x4admin', name: 'x4admin', path: '/x4admin', title: 'Admin' },
] as const satisfies readonly RouteManifestEntry[];
