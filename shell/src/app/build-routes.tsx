import type { SiteRoutes } from './site-routes';
import { Suspense } from 'react';
import { Navigate, type RouteObject } from '@x4i/shared/router';
import type { Registry, RouteManifestEntry } from '@x4i/shared/contracts';
import { PageLoading } from '../federation/page-loading';
import { RemotePage } from '../federation/remote-page';
import { routeTable as shellRouteTable } from '../route-table';
import { shellPages } from '../pages/shell-pages';
import { ErrorPage } from '../pages/error-page';
import { NotFoundPage } from '../pages/not-found-page';
import { WelcomePage } from '../pages/welcome-page';
import { RootLayout } from './root-layout';

export interface RouteHandle {
  /** The spec's route name (for example path1-path2-path3-slug). */
  routeName: string;
  remote?: string;
  /** The route id: a remote page's (the key of its page and its page data), or a shell page's. */
  routeId?: string;
}

/**
 * One router for the whole site, built from the registry's route tables before any remote code loads
 * (DESIGN 2). Shell pages fill only what no remote claims.
 */
export function buildRoutes(registry: Registry): { routes: RouteObject[] } & SiteRoutes {
  const remoteRoutes: RouteObject[] = registry.remotes.flatMap((remote) =>
    remote.routes.map((route) => ({
      path: route.path,
      handle: { routeName: route.name, remote: remote.name, routeId: route.id } satisfies RouteHandle,
      element: route.redirectTo ? (
        <Navigate to={route.redirectTo} replace />
      ) : (
        <RemotePage key={`${remote.name}:${route.id}`} remote={remote} route={route} />
      ),
    })),
  );

  const claimed = new Set(remoteRoutes.map((route) => route.path));
  const shellRoutes: RouteObject[] = (shellRouteTable as readonly RouteManifestEntry[])
    .filter((route) => !claimed.has(route.path))
    .map((route) => {
      const Page = shellPages[route.id]!;
      return {
        path: route.path,
        handle: { routeName: route.name, routeId: route.id } satisfies RouteHandle,
        element: (
          <Suspense fallback={<PageLoading />}>
            <Page />
          </Suspense>
        ),
      };
    });
  // The directory's home page belongs to mfe-explore; until it is deployed the shell welcomes visitors.
  if (!claimed.has('/')) shellRoutes.push({ path: '/', element: <WelcomePage />, handle: { routeName: 'index' } });

  const pageRoutes = [...remoteRoutes, ...shellRoutes];
  const catchAlls = new Set(registry.remotes.flatMap((remote) => remote.routes.filter((route) => route.catchAll).map((route) => route.path)));
  return {
    routes: [
      {
        element: <RootLayout />,
        children: [
          {
            errorElement: <ErrorPage />,
            children: [...pageRoutes, { path: '*', element: <NotFoundPage />, handle: { routeName: 'not-found' } }],
          },
        ],
      },
    ],
    patterns: pageRoutes.map((route) => route.path as string).filter((path) => !catchAlls.has(path)),
    catchAllPatterns: [...catchAlls],
  };
}
