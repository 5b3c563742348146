/**
 * @jest-environment node
 */
import { theme } from '@x4i/shared';
import { nonprofitDetailsKey } from '../hooks/nonprofit-details';
import { valdezJuniorRifleClub } from '@x4i/shared/testing';
import { Provider as JotaiProvider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { SWRConfig, unstable_serialize } from 'swr';
import { routeTable } from '../../../route-table';
import { FinderPage } from './finder-page';

const finderRoute = routeTable.find((route) => route.id === 'finder')!;

// The server renders an organization's page signed out, with its IRS record: the watch control is there, as a
// visitor sees it, and nothing in it needs a browser.
describe("an organization's finder page, rendered without a browser", () => {
  it('shows the watch control unpressed, with what watching means', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <SWRConfig value={{ provider: () => new Map(), fallback: { [unstable_serialize(nonprofitDetailsKey('010564885'))]: valdezJuniorRifleClub } }}>
          <JotaiProvider>
            <MemoryRouter initialEntries={['/nonprofit-ntee-code-finder/010564885']}>
              <Routes>
                <Route path="/nonprofit-ntee-code-finder/:ein" element={<FinderPage route={finderRoute} />} />
              </Routes>
            </MemoryRouter>
          </JotaiProvider>
        </SWRConfig>
      </ThemeProvider>,
    );
    expect(html).toContain('VALDEZ JUNIOR RIFLE CLUB');
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>Watch this organization<\/button>/);
    expect(html).not.toContain('aria-busy');
    expect(html).toContain('You get one e-mail after each monthly refresh of the IRS files that changes an organization you watch.');
  });
});
