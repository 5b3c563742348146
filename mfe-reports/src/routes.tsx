import type { RemoteRoutesModule } from '@x4i/shared';
import { lazy } from 'react';
import { routeTable } from './route-table';

export { routeTable };

const SdgIndexPage = lazy(() => import('./features/sdg-index/components/sdg-index-page').then((module) => ({ default: module.SdgIndexPage })));

export const pages = {
  'sdg-index': SdgIndexPage,
} satisfies RemoteRoutesModule['pages'];
