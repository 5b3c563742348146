// Test helper: renders routes in a memory router with the theme and the site's available paths.
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { theme } from '@x4i/shared';
import { SiteRoutesContext } from '../site-routes';

export interface RenderWithRouterOptions {
  initialEntries?: string[];
  /** Path patterns the site can render (what `useIsRouteAvailable` answers from). */
  patterns?: string[];
}

export function renderWithRouter(routes: RouteObject[], { initialEntries = ['/'], patterns = [] }: RenderWithRouterOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries });
  const user = userEvent.setup();
  const view = render(
    <ThemeProvider theme={theme}>
      <SiteRoutesContext.Provider value={{ patterns }}>
        <RouterProvider router={router} />
      </SiteRoutesContext.Provider>
    </ThemeProvider>,
  );
  return { router, user, ...view };
}
