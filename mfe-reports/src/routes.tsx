import type { RemoteRoutesModule } from '@x4i/shared/contracts';
import { lazy } from 'react';
import { routeTable } from './route-table';

export { routeTable };
export { pageData } from './page-data';

const SdgIndexPage = lazy(() => import('./features/sdg-index/components/sdg-index-page').then((module) => ({ default: module.SdgIndexPage })));

const SdgHubPage = lazy(() => import('./features/sdg-hub/components/sdg-hub-page').then((module) => ({ default: module.SdgHubPage })));
const SdgReportPage = lazy(() => import('./features/sdg-report/components/sdg-report-page').then((module) => ({ default: module.SdgReportPage })));

const CatalogPage = lazy(() => import('./features/research-catalog/components/catalog-page').then((module) => ({ default: module.CatalogPage })));
const landscapePages = () => import('./features/landscape/components/landscape-page');
const NonprofitLandscapePage = lazy(() => landscapePages().then((module) => ({ default: module.NonprofitLandscapePage })));
const NamedLandscapePage = lazy(() => landscapePages().then((module) => ({ default: module.NamedLandscapePage })));
const VerticalLandscapePage = lazy(() => landscapePages().then((module) => ({ default: module.VerticalLandscapePage })));
const StateGuidePage = lazy(() => landscapePages().then((module) => ({ default: module.StateGuidePage })));
const SdgPartnershipsPage = lazy(() => landscapePages().then((module) => ({ default: module.SdgPartnershipsPage })));
const researchPage = (name: 'MarketPulsePage' | 'SoftwareSpendingPage' | 'LeadGenStrategyPage') =>
  lazy(() => import('./features/research-pages/components/research-page').then((module) => ({ default: module[name] })));
const ServiceDesertPage = lazy(() =>
  import('./features/service-deserts/components/service-desert-page').then((module) => ({ default: module.ServiceDesertPage })),
);

export const pages = {
  sdg: SdgHubPage,
  'sdg-report': SdgReportPage,
  'sdg-index': SdgIndexPage,
  'research-tools-and-reports': CatalogPage,
  'nonprofit-landscape': NonprofitLandscapePage,
  landscape: NamedLandscapePage,
  'vertical-landscape': VerticalLandscapePage,
  'state-guide': StateGuidePage,
  'sdg-partnerships': SdgPartnershipsPage,
  'social-innovator-market-pulse': researchPage('MarketPulsePage'),
  'nonprofits-software-spending-in-the-us': researchPage('SoftwareSpendingPage'),
  'lilac-zero-lead-gen-strategy': researchPage('LeadGenStrategyPage'),
  'service-desert-map': ServiceDesertPage,
} satisfies RemoteRoutesModule['pages'];
