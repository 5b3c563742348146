import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The page component of each id in `route-table.ts`, loaded on demand. */
export const shellPages: Record<string, LazyExoticComponent<ComponentType>> = {
  'about-us': lazy(() => import('./static/about-us-page')),
  'our-services': lazy(() => import('./static/our-services-page')),
  'our-data': lazy(() => import('./static/our-data-page')),
  privacy: lazy(() => import('./static/privacy-page')),
  'terms-of-use': lazy(() => import('./static/terms-of-use-page')),
  'listing-agreement-terms': lazy(() => import('./static/listing-agreement-terms-page')),
};
