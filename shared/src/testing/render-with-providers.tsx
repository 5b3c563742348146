import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { userEvent, type Options as UserEventOptions, type UserEvent } from '@testing-library/user-event';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { theme } from '../ui/theme.js';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The URL the test starts at; default '/'. */
  route?: string;
  /** A history to start with instead of `route` (the last entry is current). */
  initialEntries?: string[];
  /** Route pattern(s) the element is mounted at, so that useParams works, as in the shell's router. */
  path?: string | string[];
  /** Data the server rendered the page with (SWR key → value), as the shell hands it to the browser's first render. */
  swrFallback?: Record<string, unknown>;
  userEventOptions?: UserEventOptions;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  /** The router's current location (pathname, search) at the time of the call. */
  location(): Location;
  /** Navigates as the browser would: a path, or -1 for the Back button. */
  navigate(to: string | number): void;
}

/**
 * Renders as the shell does: theme, one SWRConfig (a fresh cache for each test, no deduping, no automatic
 * retries), a jotai store and a router.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  const { route = '/', initialEntries = [route], path, swrFallback, userEventOptions, ...renderOptions } = options;
  const current: { location: Location | null; navigate: NavigateFunction | null } = { location: null, navigate: null };
  const paths = path === undefined ? [] : Array.isArray(path) ? path : [path];

  function LocationProbe() {
    current.location = useLocation();
    current.navigate = useNavigate();
    return null;
  }

  function Providers({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={theme}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0, ...(swrFallback ? { fallback: swrFallback } : {}) }}>
          <JotaiProvider>
            {/* Without transitions: React 19 reads a submitted form into FormData when a submit handler starts one
                (as navigation does), and jest-fixed-jsdom's FormData (Node's) cannot read a jsdom form. */}
            <MemoryRouter initialEntries={initialEntries} initialIndex={initialEntries.length - 1} useTransitions={false}>
              <LocationProbe />
              {paths.length > 0 ? (
                <Routes>
                  {paths.map((pattern) => (
                    <Route key={pattern} path={pattern} element={children} />
                  ))}
                </Routes>
              ) : (
                children
              )}
            </MemoryRouter>
          </JotaiProvider>
        </SWRConfig>
      </ThemeProvider>
    );
  }

  const user = userEvent.setup(userEventOptions);
  const result = render(ui, { ...renderOptions, wrapper: Providers });
  return {
    ...result,
    user,
    location: () => {
      if (!current.location) throw new Error('The router has not rendered yet');
      return current.location;
    },
    navigate: (to) => {
      const navigate = current.navigate;
      if (!navigate) throw new Error('The router has not rendered yet');
      act(() => void (typeof to === 'number' ? navigate(to) : navigate(to)));
    },
  };
}
