/**
 * Standalone mode for a remote team (`npm start -w @x4i/mfe-<name>`): the remote's own pages in a minimal
 * host with the same providers the shell gives them, and `/api` proxied to a running product. Only the
 * webpack dev server uses this file; the shell is the host in production.
 */
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Navigate, Outlet, RouterProvider, type RouteObject } from '@x4i/shared/router';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { pages, routeTable } from 'x4i-standalone-remote-routes';
import { theme } from '../../ui/theme.js';

declare const __X4I_REMOTE_NAME__: string;

function StandaloneLayout() {
  return (
    <ThemeProvider theme={theme}>
      <header style={{ padding: '12px 24px', borderBottom: `1px solid ${theme.colors.border}`, fontFamily: theme.font.family }}>
        <strong>{__X4I_REMOTE_NAME__}</strong> standalone ·{' '}
        {routeTable
          .filter((route) => !route.path.includes(':') && !route.redirectTo)
          .map((route) => (
            <Link key={route.id} to={route.path} style={{ marginRight: 12 }}>
              {route.title}
            </Link>
          ))}
      </header>
      <main id="main" style={{ fontFamily: theme.font.family }}>
        <Suspense fallback={<p>Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </ThemeProvider>
  );
}

const children: RouteObject[] = routeTable.map((route) => {
  const Page = pages[route.id as keyof typeof pages];
  return {
    path: route.path,
    element: route.redirectTo || !Page ? <Navigate to={route.redirectTo ?? '/'} replace /> : <Page route={route} />,
  };
});

const router = createBrowserRouter([{ element: <StandaloneLayout />, children }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SWRConfig value={{ revalidateOnFocus: false }}>
      <RouterProvider router={router} />
    </SWRConfig>
  </StrictMode>,
);
