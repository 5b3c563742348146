import type { RemoteRoutesModule } from '@x4i/shared';
import { lazy } from 'react';
import { routeTable } from './route-table';

export { routeTable };

const SdgIndexPage = lazy(() => import('./features/sdg-index/components/sdg-index-page').then((module) => ({ default: module.SdgIndexPage })));

const SdgHubPage = lazy(() => import('./features/sdg-hub/components/sdg-hub-page').then((module) => ({ default: module.SdgHubPage })));
const SdgReportPage = lazy(() => import('./features/sdg-report/components/sdg-report-page').then((module) => ({ default: module.SdgReportPage })));

const ServiceDesertPage = lazy(() =>
  import('./features/service-deserts/components/service-desert-page').then((module) => ({ default: module.ServiceDesertPage })),
);

export const pages = {
  sdg: SdgHubPage,
  'sdg-report': SdgReportPage,
  'sdg-index': SdgIndexPage,
  'service-desert-map': ServiceDesertPage,
} satisfies RemoteRoutesModule['pages'];
