import { useMemo, type ReactNode } from 'react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { ThemeProvider } from 'styled-components';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { theme } from '@x4i/shared';
import { GlobalStyle } from '../styles/global-style';
import { loadingBarMiddleware } from '../overlays/loading-bar-middleware';
import { SHARED_SUBPATHS } from '../federation/shared-subpaths';

/** The one jotai store of the page: session and overlays live here and never unmount (DESIGN 2). */
export const shellStore = createStore();

const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  errorRetryCount: 2,
  use: [loadingBarMiddleware(shellStore)],
};

/** The remotes' SWR subpaths, offered from the shell's copy (see shared-subpaths.ts); read here so no build drops them. */
export const SHARED_SUBPATH_NAMES = Object.keys(SHARED_SUBPATHS);

interface AppProvidersProps {
  children: ReactNode;
  /** The server renders each request with a store of its own; the browser has the one store of the page. */
  store?: ReturnType<typeof createStore>;
  /** Data the server loaded for the page (SWR key → value), so the first render in the browser matches its HTML. */
  fallback?: Record<string, unknown>;
}

export function AppProviders({ children, store = shellStore, fallback }: AppProvidersProps) {
  const value = useMemo(() => (fallback ? { ...swrConfig, fallback } : swrConfig), [fallback]);
  return (
    <JotaiProvider store={store}>
      <SWRConfig value={value}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </SWRConfig>
    </JotaiProvider>
  );
}
