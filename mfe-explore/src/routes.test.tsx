import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { theme } from '@x4i/shared';
import { isRemoteRoutesModule, routeManifestEntrySchema, type RouteManifestEntry } from '@x4i/shared/contracts';
import { createContentHandlers, recordRequests, setupMswServer } from '@x4i/shared/testing';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { Suspense } from 'react';
import { createMemoryRouter, Link, matchRoutes, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { ExploreStoreProvider } from './features/kit/state/explore-store';
import * as routesModule from './routes';

// The money flow is another page of this remote with its own tests; here it only shows what it was given.
jest.mock('./features/money-flow', () => ({ MoneyFlowPage: ({ categorySlug }: { categorySlug: string }) => <h1>Money flow of {categorySlug}</h1> }));

const { routeTable, pages } = routesModule;

describe('the routes this remote exposes', () => {
  it('keep the remote contract', () => {
    expect(isRemoteRoutesModule(routesModule)).toBe(true);
    for (const entry of routeTable) expect(routeManifestEntrySchema.parse(entry)).toEqual(entry);
    expect(Object.keys(pages).sort()).toEqual(routeTable.map((entry) => entry.id).sort());
  });

  it('carry the names and patterns of SPEC 2.4', () => {
    expect(routeTable.map(({ name, path }) => [name, path])).toEqual([
      ['index', '/'],
      ['index-categorySlug-contentType', '/:categorySlug/:contentType'],
      ['index-categorySlug-contentType-searchTerm', '/:categorySlug/:contentType?/:searchTerm'],
      ['path1-path2-path3-slug', '/:path1/:path2?/:path3?/:slug?'],
      ['path1-path2-path3-path4-slug', '/:path1/:path2?/:path3?/:path4?/:slug?'],
    ]);
  });
});

/** Static pages of the shell and other remotes, as the shell puts them beside this remote's routes. */
const otherPages = ['/about-us', '/profile', '/case-studies/alaska-nonprofit-landscape', '/nonprofit-ntee-code-finder/:ein', '/research-tools-and-reports'];

describe('route ranking', () => {
  const routes = [...routeTable.map((entry) => ({ id: entry.id, path: entry.path })), ...otherPages.map((path) => ({ id: path, path })), { id: '*', path: '*' }];
  const matched = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.id;

  it.each([
    ['/', 'home'],
    ['/all/tech-solution/', 'listing'],
    ['/all/money-flow', 'listing'],
    ['/all/tech-solution/q-fundraising', 'search'],
    ['/no-poverty/social-challenge-idea/q-housing', 'search'],
    ['/all/tech-solution/grantpilot-s-grantpilot', 'search'],
    ['/quality-education/kb/how-to-read-form-990/k-read_990', 'content'],
    ['/a/b/c/d/e', 'content-long'],
    ['/nowhere', 'content'],
    ['/about-us', '/about-us'],
    ['/case-studies/alaska-nonprofit-landscape', '/case-studies/alaska-nonprofit-landscape'],
    ['/nonprofit-ntee-code-finder/920073175', '/nonprofit-ntee-code-finder/:ein'],
    ['/a/b/c/d/e/f', '*'],
  ])('%s opens the route %s (static segments win, then the table order)', (pathname, id) => {
    expect(matched(pathname)).toBe(id);
  });
});

const server = setupMswServer();
const requests = recordRequests(server);
beforeEach(() => {
  requests.clear();
  server.use(...createContentHandlers());
});

function RemotePage({ entry }: { entry: RouteManifestEntry }) {
  const Page = pages[entry.id as keyof typeof pages];
  return (
    <Suspense fallback={<p>Loading the page</p>}>
      <Page route={entry} />
    </Suspense>
  );
}

/** The site's router as the shell builds it: one element per route, remounted when the matched route changes. */
function renderSite(url: string) {
  const routes: RouteObject[] = [
    {
      element: (
        <>
          <Link to="/">Logo</Link>
          <Outlet />
        </>
      ),
      children: [
        ...routeTable.map((entry) => ({ path: entry.path, element: <RemotePage key={entry.id} entry={entry} /> })),
        { path: '/about-us', element: <h1>About Us</h1> },
        { path: '*', element: <h1>Shell not found</h1> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryCount: 0 }}>
        <JotaiProvider>
          <ExploreStoreProvider store={createStore()}>
            <RouterProvider router={router} />
          </ExploreStoreProvider>
        </JotaiProvider>
      </SWRConfig>
    </ThemeProvider>,
  );
  const path = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, user, path };
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });

describe('every directory URL lands on its page (SPEC 2.4, 2.5)', () => {
  it.each([
    ['/', 'Explore solutions, challenges and grants for social impact'],
    ['/all/tech-solution/', 'Solutions'],
    ['/all/tech-solution/q-fundraising', 'Solutions'],
    ['/no-poverty/tech-solution/', 'Solutions: No Poverty'],
    ['/no-poverty/social-challenge-idea/q-housing', 'Challenges: No Poverty'],
    ['/all/tech-solution/grantpilot-s-grantpilot', 'GrantPilot'],
    ['/clean-water-and-sanitation+no-poverty/challenge/affordable-housing-waitlists/c-housing', 'Affordable Housing Waitlists'],
    ['/all/money-flow', 'Money flow of all'],
    ['/all/money-flow/', 'Money flow of all'],
    ['/climate-action/money-flow', 'Money flow of climate-action'],
    ['/nowhere', '404 Not Found'],
    ['/all/grant/gone/g-nothing', '404 Not Found'],
    ['/about-us', 'About Us'],
  ])('%s shows %s', async (url, name) => {
    renderSite(url);
    expect(await heading(name)).toBeInTheDocument();
  });

  it('searches for the q- term', async () => {
    renderSite('/all/tech-solution/q-fundraising');
    await waitFor(() => expect(requests.urls.some((url) => url.pathname === '/api/search/content' && url.searchParams.get('q') === 'fundraising')).toBe(true));
  });

  it('reads filters from the repeatable filter parameter', async () => {
    renderSite('/all/tech-solution?filter=black-leadership');
    await heading('Solutions');
    await waitFor(() => expect(requests.urls.find((url) => url.pathname === '/api/search/content')?.searchParams.getAll('filter')).toEqual(['BLACK_LEADERSHIP']));
  });

  it.each([
    ['/all/challenge', '/all/social-challenge-idea', 'Challenges'],
    ['/all/grant', '/all/grants-funding', 'Grants'],
    ['/all/kb', '/all/knowledge-base', 'Articles'],
    ['/all/solution/q-water', '/all/tech-solution/q-water', 'Solutions'],
    ['/all/money', '/all/money-flow', 'Money flow of all'],
    ['/mars/tech-solution?filter=hiring', '/all/tech-solution?filter=hiring', 'Solutions'],
    // SPEC 2.4: a listing whose content type is not one falls back to the home page.
    ['/zero-hunger/podcasts', '/', 'Explore solutions, challenges and grants for social impact'],
    ['/No-Poverty/Tech-Solution/Q-Housing', '/no-poverty/tech-solution/q-housing', 'Solutions: No Poverty'],
    ['/all/tech-solution/q-mental%20health', '/all/tech-solution/q-mental-health', 'Solutions'],
    ['/no-poverty', '/no-poverty/tech-solution', 'Solutions: No Poverty'],
  ])('%s is replaced by %s', async (url, target, name) => {
    const { router, path } = renderSite(url);
    expect(await heading(name)).toBeInTheDocument();
    expect(path()).toBe(target);
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('moving between explore pages', () => {
  it('keeps typing in the search field when the listing becomes a search', async () => {
    const { user, path } = renderSite('/all/tech-solution/');
    const field = await screen.findByRole('searchbox', { name: 'Search solutions' });
    await user.type(field, 'solution');
    await waitFor(() => expect(path()).toBe('/all/tech-solution/q-solution'));
    // The shell mounted the search route's page: its field has the text and the focus.
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search solutions' })).not.toBe(field));
    const searchField = screen.getByRole('searchbox', { name: 'Search solutions' });
    await waitFor(() => expect(searchField).toHaveFocus());
    expect(searchField).toHaveValue('solution');
    await user.type(searchField, ' 1');
    await waitFor(() => expect(path()).toBe('/all/tech-solution/q-solution-1'));
    expect(screen.getByRole('searchbox', { name: 'Search solutions' })).toHaveValue('solution 1');
  });

  it('scrolls to the top 100 ms after going from a listing to the landing page', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const { user } = renderSite('/all/tech-solution/');
    await heading('Solutions');
    await user.click(screen.getByRole('link', { name: 'Logo' }));
    expect(await heading('Explore solutions, challenges and grants for social impact')).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0 }));
  });
});
