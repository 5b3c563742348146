import type { RemoteRoutesModule } from '@x4i/shared/contracts';
import { lazy } from 'react';
import { routeTable } from './route-table';

export { routeTable };
export { pageData } from './page-data';

const marketingPages = {
  overview: () => import('./features/marketing/components/compensation-overview-page'),
  inTheUs: () => import('./features/marketing/components/compensation-in-the-us-page'),
};
const CompensationOverviewPage = lazy(() => marketingPages.overview().then((module) => ({ default: module.CompensationOverviewPage })));
const CompensationInTheUsPage = lazy(() => marketingPages.inTheUs().then((module) => ({ default: module.CompensationInTheUsPage })));
const ReportPage = lazy(() => import('./features/report/components/report-page').then((module) => ({ default: module.ReportPage })));

export const pages = {
  'nonprofit-compensation': CompensationOverviewPage,
  'nonprofit-compensation-in-the-us': CompensationInTheUsPage,
  'compensation-report': ReportPage,
  'compensation-report-tab': ReportPage,
} satisfies RemoteRoutesModule['pages'];
