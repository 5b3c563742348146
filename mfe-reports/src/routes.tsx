import type { RemoteRoutesModule } from '@x4i/shared';
import { lazy } from 'react';
import { routeTable } from './route-table';

export { routeTable };

const SdgIndexPage = lazy(() => import('./features/sdg-index/components/sdg-index-page').then((module) => ({ default: module.SdgIndexPage })));

const SdgHubPage = lazy(() => import('./features/sdg-hub/components/sdg-hub-page').then((module) => ({ default: module.SdgHubPage })));
const SdgReportPage = lazy(() => import('./features/sdg-report/components/sdg-report-page').then((module) => ({ default: module.SdgReportPage })));

const researchPage = (name: 'MarketPulsePage' | 'SoftwareSpendingPage' | 'LeadGenStrategyPage') =>
  lazy(() => import('./features/research-pages/components/research-page').then((module) => ({ default: module[name] })));

export const pages = {
  sdg: SdgHubPage,
  'sdg-report': SdgReportPage,
  'sdg-index': SdgIndexPage,
  'social-innovator-market-pulse': researchPage('MarketPulsePage'),
  'nonprofits-software-spending-in-the-us': researchPage('SoftwareSpendingPage'),
  'lilac-zero-lead-gen-strategy': researchPage('LeadGenStrategyPage'),
} satisfies RemoteRoutesModule['pages'];
