import type { RouteManifestEntry } from '@x4i/shared';

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
] as const satisfies readonly RouteManifestEntry[];
