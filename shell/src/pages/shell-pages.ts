import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The page component of each id in `route-table.ts`, loaded on demand. */
export const shellPages: Record<string, LazyExoticComponent<ComponentType>> = {
  'about-us': lazy(() => import('./static/about-us-page')),
  'our-services': lazy(() => import('./static/our-services-page')),
  'our-data': lazy(() => import('./static/our-data-page')),
  privacy: lazy(() => import('./static/privacy-page')),
  'terms-of-use': lazy(() => import('./static/terms-of-use-page')),
  'listing-agreement-terms': lazy(() => import('./static/listing-agreement-terms-page')),
  apis: lazy(() => import('./static/apis-page')),
  newsletter: lazy(() => import('./static/newsletter-page')),
  partnerships: lazy(() => import('./static/partnerships-page')),
  community: lazy(() => import('./static/community-page')),
  collections: lazy(() => import('./static/collections-page')),
  exchange: lazy(() => import('./static/exchange-page')),
  'interactive-tools': lazy(() => import('./static/interactive-tools-page')),
  'premium-tools': lazy(() => import('./static/premium-tools-page')),
  create: lazy(() => import('./static/create-page')),
  'verify-email': lazy(() => import('./static/verify-email-page')),
  tech4pi: lazy(() => import('./static/tech4pi-page')),
  research: lazy(() => import('./static/research-page')),
  'research-papers': lazy(() => import('./static/research-papers-page')),
  'case-studies': lazy(() => import('./static/case-studies-page')),
  'case-studies-alaska-nonprofit-landscape': lazy(() => import('./static/case-study-alaska-page')),
  'case-studies-how-ntee-codes-classify-organizations': lazy(() => import('./static/case-study-ntee-page')),
  'case-studies-irs-data-coverage-and-vintages': lazy(() => import('./static/case-study-coverage-page')),
  'case-studies-sdgs-as-a-map-for-social-impact': lazy(() => import('./static/case-study-sdgs-page')),
};
