import type { RemoteRoutesModule } from '@x4i/shared/contracts';
import { lazy } from 'react';
import { routeTable } from './route-table';

export { routeTable };
export { pageData } from './page-data';

// One page serves both finder routes: it reads the optional :ein itself.
const FinderPage = lazy(() => import('./features/finder/components/finder-page').then((module) => ({ default: module.FinderPage })));

const BuilderPage = lazy(() => import('./features/builder/components/builder-page').then((module) => ({ default: module.BuilderPage })));

const changerPages = () => import('./features/changer/components/changer-pages');
const ChangerLandingPage = lazy(() => changerPages().then((module) => ({ default: module.ChangerLandingPage })));
const ChangerStartPage = lazy(() => changerPages().then((module) => ({ default: module.ChangerStartPage })));

export const pages = {
  builder: BuilderPage,
  changer: ChangerLandingPage,
  'changer-start': ChangerStartPage,
  finder: FinderPage,
  'finder-ein': FinderPage,
} satisfies RemoteRoutesModule['pages'];
