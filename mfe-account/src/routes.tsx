import type { RemoteRoutesModule } from '@x4i/shared/contracts';
import { lazy } from 'react';
import { routeTable } from './route-table';

export { routeTable };

const ProfilePage = lazy(() => import('./features/profile/components/profile-page').then((module) => ({ default: module.ProfilePage })));

export const pages = {
  profile: ProfilePage,
} satisfies RemoteRoutesModule['pages'];
