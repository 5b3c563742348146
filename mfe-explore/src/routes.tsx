import type { RemoteRoutesModule } from '@x4i/shared';
import { routeTable } from './route-table';

export { routeTable };

export const pages = {} satisfies RemoteRoutesModule['pages'];
