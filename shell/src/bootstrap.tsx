import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@x4i/shared/router';
import { readBootData } from '@x4i/shared';
import { AppProviders } from './app/providers';
import { buildRoutes } from './app/build-routes';
import { SiteRoutesContext } from './app/site-routes';
import { parseRegistry, registerRegistry } from './federation/registry';
import { trackLimitsReached } from './overlays/analytics';
import { yieldToBrowser } from './yield-to-browser';

export async function start(): Promise<void> {
  const registry = parseRegistry(readBootData().registry);
  registerRegistry(registry);
  trackLimitsReached();
  const { routes, patterns, catchAllPatterns } = buildRoutes(registry);
  const router = createBrowserRouter(routes);
  // The router matched the page and the registry is read: a task of its own, before React's first one.
  await yieldToBrowser();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <AppProviders fallback={readBootData().swrFallback}>
        <SiteRoutesContext.Provider value={{ patterns, catchAllPatterns }}>
          <RouterProvider router={router} />
        </SiteRoutesContext.Provider>
      </AppProviders>
    </StrictMode>
  );
  // The gateway rendered the page on the server when #root has content: take it over instead of redrawing it.
  // Either way as a transition: the work yields to the browser every few milliseconds instead of holding the main
  // thread until the whole page is built, so taps and scrolls are answered while the page loads.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
