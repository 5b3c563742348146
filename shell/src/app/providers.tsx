import type { ReactNode } from 'react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { ThemeProvider } from 'styled-components';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { theme } from '@x4i/shared';
import { GlobalStyle } from '../styles/global-style';
import '../styles/fonts';
import { loadingBarMiddleware } from '../overlays/loading-bar-middleware';

/** The one jotai store of the page: session and overlays live here and never unmount (DESIGN 2). */
export const shellStore = createStore();

const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  errorRetryCount: 2,
  use: [loadingBarMiddleware(shellStore)],
};

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={shellStore}>
      <SWRConfig value={swrConfig}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </SWRConfig>
    </JotaiProvider>
  );
}
