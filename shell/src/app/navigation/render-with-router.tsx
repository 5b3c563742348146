// Test helper: renders routes in a memory router with the theme, the site's available paths, and a fresh jotai
// store and SWR cache (as the shell provides them).
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { theme } from '@x4i/shared';
import { SiteRoutesContext } from '../site-routes';

export interface RenderWithRouterOptions {
  initialEntries?: string[];
  /** Path patterns the site can render (what `useIsRouteAvailable` answers from). */
  patterns?: string[];
}

export function renderWithRouter(routes: RouteObject[], { initialEntries = ['/'], patterns = [] }: RenderWithRouterOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries });
  const store = createStore();
  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0 }}>
        <JotaiProvider store={store}>
          <SiteRoutesContext.Provider value={{ patterns }}>
            <RouterProvider router={router} />
          </SiteRoutesContext.Provider>
        </JotaiProvider>
      </SWRConfig>
    </ThemeProvider>,
  );
  return { router, store, user, ...view };
}
