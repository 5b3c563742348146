declare module 'x4i-standalone-remote-routes' {
  import type { RemotePage, RouteManifestEntry } from '../../contracts/routes.js';

  export const routeTable: readonly RouteManifestEntry[];
  export const pages: Record<string, RemotePage>;
}
