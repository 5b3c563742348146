import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { SearchContentResponse } from '@x4i/shared/contracts';
import {
  backendUnavailableHandlers,
  buildContentCard,
  createContentHandlers,
  delayedSearchHandler,
  recordRequests,
  searchCards,
  buildContentCorpus,
  setupMswServer,
  signedInSessionHandlers,
  signedOutSessionHandlers,
} from '@x4i/shared/testing';
import { unstable_serialize } from 'swr';
import { pageData } from '../../../page-data';
import { ContentPathPage } from '../../../routes';
import { routeTable } from '../../../route-table';
import { permissionsState, renderExplore, sessionReady, signInState, wizardState } from '../../kit/testing/render-explore';

const server = setupMswServer();
const requests = recordRequests(server);
beforeEach(() => {
  requests.clear();
  server.use(...createContentHandlers());
});

const searches = () => requests.urls.filter((url) => url.pathname === '/api/search/content');
const lastSearch = () => Object.fromEntries(searches().at(-1)!.searchParams);

function renderExplorePath(route: string) {
  return renderExplore(<ContentPathPage route={routeTable[1]} />, {
    route,
    path: routeTable.filter((entry) => entry.id !== 'home').map((entry) => entry.path),
  });
}

const results = () => within(screen.getByRole('list', { name: 'Solutions' }));
const titles = () => results().getAllByRole('article').map((article) => within(article).getByRole('link').textContent);
const searchField = () => screen.getByRole('searchbox', { name: 'Search solutions' });

describe('the solution listing', () => {
  it('lists ten solutions, counts them, and Load more appends the next page', async () => {
    const { user } = renderExplorePath('/all/tech-solution/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Solutions' })).toBeInTheDocument();
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(screen.getByRole('status')).toHaveTextContent('12 results');
    expect(lastSearch()).toEqual({ type: 'tech-solution', pageNumber: '0' });
    await waitFor(() => expect(document.title).toBe('X4I - Solutions'));

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(12));
    expect(titles().slice(0, 2)).toEqual(['Solution 1', 'Solution 2']);
    expect(titles().at(-1)).toBe('Solution 12');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // The first page is not fetched again.
    expect(searches().map((url) => url.searchParams.get('pageNumber'))).toEqual(['0', '1']);
  });

  it('narrows the listing to the goal of the URL', async () => {
    server.use(...createContentHandlers({ cards: [buildContentCard(), buildContentCard({ title: 'Water Tracker', slug: 's-water', categories: ['UNSDG6'] })] }));
    renderExplorePath('/no-poverty/tech-solution/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Solutions: No Poverty' })).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['GrantPilot']));
    expect(lastSearch()).toMatchObject({ unsdg: 'UNSDG1' });
  });

  it('links each content type, keeping the goal', async () => {
    renderExplorePath('/no-poverty/tech-solution/');
    const tabs = within(await screen.findByRole('navigation', { name: 'Content types' }));
    expect(tabs.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Challenges', '/no-poverty/social-challenge-idea/'],
      ['Solutions', '/no-poverty/tech-solution/'],
      ['Grants', '/no-poverty/grants-funding/'],
      ['Articles', '/no-poverty/knowledge-base/'],
      ['Flow', '/no-poverty/money-flow/'],
    ]);
    expect(tabs.getByRole('link', { name: 'Solutions' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers the 17 goals and All, keeping the filters', async () => {
    const { user } = renderExplorePath('/all/tech-solution?filter=hiring');
    await user.click(await screen.findByRole('button', { name: 'UN goal: All' }));
    const goals = within(screen.getByRole('list', { name: 'UN goals' })).getAllByRole('link');
    expect(goals).toHaveLength(18);
    expect(goals[1]).toHaveTextContent('1. No Poverty');
    expect(goals[1]).toHaveAttribute('href', '/no-poverty/tech-solution/?filter=hiring');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'UN goals' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'UN goal: All' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'UN goal: All' })).toHaveFocus();
  });

  it('says when the data cannot be loaded, and Try again loads it', async () => {
    server.use(...backendUnavailableHandlers);
    const { user } = renderExplorePath('/all/tech-solution/');
    expect(await screen.findByRole('alert')).toHaveTextContent('The data could not be loaded. Please try again.');
    server.resetHandlers(...createContentHandlers());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(titles()).toHaveLength(10));
  });
});

describe('searching', () => {
  it("goes to the 'q-' URL once typing stops, and searches for the trimmed text", async () => {
    const { user, location } = renderExplorePath('/all/tech-solution/');
    await user.type(await screen.findByRole('searchbox', { name: 'Search solutions' }), '  Solution 1 ');
    await waitFor(() => expect(location().pathname).toBe('/all/tech-solution/q-solution-1'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ q: 'solution 1', pageNumber: '0' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('4 results for “solution 1”'));
    expect(searchField()).toHaveValue('  Solution 1 ');
    // Only the settled text was searched.
    expect(searches().filter((url) => url.searchParams.has('q')).map((url) => url.searchParams.get('q'))).toEqual(['solution 1']);
  });

  it('searches at once on Enter, and empty text goes back to the listing', async () => {
    const { user, location } = renderExplorePath('/all/tech-solution/q-solution');
    const field = await screen.findByRole('searchbox', { name: 'Search solutions' });
    expect(field).toHaveValue('solution');
    await user.clear(field);
    await user.type(field, 'Solution 12{Enter}');
    expect(location().pathname).toBe('/all/tech-solution/q-solution-12');
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(location().pathname).toBe('/all/tech-solution/');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('12 results'));
  });

  it('offers every result of the search, with its goal and filters, as a CSV or JSON download from the server', async () => {
    renderExplorePath('/no-poverty/tech-solution/q-solution?filter=black-leadership');
    await waitFor(() => expect(lastSearch()).toMatchObject({ q: 'solution' }));
    const csv = await screen.findByRole('link', { name: /^Download CSV of all \d+ results? for “solution”$/ });
    const url = new URL(csv.getAttribute('href')!, 'http://x4i.test');
    expect(url.pathname).toBe('/api/search/content/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({ type: 'tech-solution', q: 'solution', unsdg: 'UNSDG1', filter: 'BLACK_LEADERSHIP', format: 'csv' });
    expect(screen.getByRole('link', { name: /^Download JSON of all/ })).toHaveAttribute('href', expect.stringContaining('format=json'));
  });

  it('keeps the filters while searching', async () => {
    const { user, location } = renderExplorePath('/all/tech-solution?filter=black-leadership');
    await user.type(await screen.findByRole('searchbox', { name: 'Search solutions' }), 'pilot{Enter}');
    expect(`${location().pathname}${location().search}`).toBe('/all/tech-solution/q-pilot?filter=black-leadership');
    await waitFor(() => expect(lastSearch()).toMatchObject({ q: 'pilot', filter: 'BLACK_LEADERSHIP' }));
  });

  it("says 'No results' and shows the featured solutions, with no Load more, when nothing matches", async () => {
    renderExplorePath('/all/tech-solution/q-zebra');
    expect(await screen.findByText("No results for 'zebra'")).toBeInTheDocument();
    const featured = within(screen.getByRole('list', { name: 'Featured solutions' }));
    expect(featured.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: 'Featured solutions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a typed solution slug highlighted instead of searching for it', async () => {
    const { user, location } = renderExplorePath('/all/tech-solution/q-solution');
    const field = await screen.findByRole('searchbox', { name: 'Search solutions' });
    await user.clear(field);
    await user.type(field, 'S-GrantPilot{Enter}');
    expect(location().pathname).toBe('/all/tech-solution/');
    expect(field).toHaveValue('');
    const highlighted = await screen.findByRole('article', { name: 'GrantPilot' });
    expect(highlighted).toHaveTextContent('Highlighted');
    expect(searches().some((url) => url.searchParams.get('q')?.startsWith('s-'))).toBe(false);
  });

  it('treats a solution slug in the URL the same way', async () => {
    const { location } = renderExplorePath('/all/tech-solution/q-s-grantpilot');
    expect(await screen.findByRole('article', { name: 'GrantPilot' })).toHaveTextContent('Highlighted');
    expect(location().pathname).toBe('/all/tech-solution/');
  });

  it('never lets an older answer replace the newer one', async () => {
    const corpus = buildContentCorpus();
    const answer = (url: URL): SearchContentResponse =>
      url.searchParams.get('q') === 'slow'
        ? { numFound: 1, isDefaultResults: false, results: [buildContentCard({ title: 'Slow answer', slug: 's-slow' })] }
        : searchCards(corpus, [], url);
    server.use(delayedSearchHandler((url) => (url.searchParams.get('q') === 'slow' ? 400 : 0), answer));
    const { user, location } = renderExplorePath('/all/tech-solution/');
    const field = await screen.findByRole('searchbox', { name: 'Search solutions' });
    await user.type(field, 'slow{Enter}');
    await waitFor(() => expect(searches().some((url) => url.searchParams.get('q') === 'slow')).toBe(true));
    await user.clear(field);
    await user.type(field, 'solution 12{Enter}');
    expect(location().pathname).toBe('/all/tech-solution/q-solution-12');
    await waitFor(() => expect(titles()).toEqual(['Solution 12']));
    // The slow answer arrives after the newer one: the list stays.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(titles()).toEqual(['Solution 12']);
    expect(screen.queryByText('Slow answer')).not.toBeInTheDocument();
  });
});

describe('sort and filter', () => {
  it('applies the checked filters as filter slugs in the URL', async () => {
    const { user, location } = renderExplorePath('/all/tech-solution/');
    await user.click(await screen.findByRole('button', { name: 'Sort and filter' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Sort and filter' }));
    await user.click(dialog.getByRole('button', { name: 'Filter' }));
    expect(dialog.getByRole('button', { name: 'Filter' })).toHaveAttribute('aria-pressed', 'true');
    expect(dialog.getByRole('checkbox', { name: 'All' })).toBeChecked();

    await user.click(dialog.getByRole('checkbox', { name: 'Black leadership' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Technology' }));
    // A pair excludes each other; All is cleared by any other choice.
    await user.click(dialog.getByRole('checkbox', { name: 'Service' }));
    expect(dialog.getByRole('checkbox', { name: 'All' })).not.toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Technology' })).not.toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Apply' }));

    expect(location().search).toBe('?filter=black-leadership&filter=service');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(searches().at(-1)!.searchParams.getAll('filter')).toEqual(['BLACK_LEADERSHIP', 'SERVICE']));
    expect(screen.getByRole('button', { name: 'Sort and filter (2 filters)' })).toHaveFocus();
  });

  it('choosing All clears the others, and applying it removes the filters from the URL', async () => {
    const { user, location } = renderExplorePath('/all/tech-solution?filter=hiring');
    await user.click(await screen.findByRole('button', { name: 'Sort and filter (1 filter)' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Filter' }));
    expect(dialog.getByRole('checkbox', { name: 'Hiring' })).toBeChecked();
    await user.click(dialog.getByRole('checkbox', { name: 'All' }));
    expect(dialog.getByRole('checkbox', { name: 'Hiring' })).not.toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(location().search).toBe('');
  });

  it('reloads the content when a sort is chosen', async () => {
    const { user } = renderExplorePath('/all/tech-solution/');
    await user.click(await screen.findByRole('button', { name: 'Sort and filter' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('radio', { name: 'Most relevant' })).toBeChecked();
    await user.click(dialog.getByRole('radio', { name: 'Most popular' }));
    await waitFor(() => expect(lastSearch()).toEqual({ type: 'tech-solution', pageNumber: '0', sortBy: 'POPULARITY' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the challenge sorts on the Challenges tab, and no sort or filter on Articles', async () => {
    const first = renderExplorePath('/all/social-challenge-idea/');
    await first.user.click(await screen.findByRole('button', { name: 'Sort and filter' }));
    expect(within(screen.getByRole('dialog')).getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      'Most relevant',
      'Newest',
      'Most popular',
      'Most active',
    ]);
    first.unmount();
    renderExplorePath('/all/knowledge-base/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Articles' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sort and filter/ })).not.toBeInTheDocument();
  });
});

describe('creating a solution', () => {
  it("opens the shell's wizard with the solution workflow", async () => {
    server.use(...signedInSessionHandlers({ canTouchSolution: true }, { role: 'SOLUTION_PROVIDER', permissions: ['create:solution'] }));
    const { user } = renderExplorePath('/all/tech-solution/');
    await sessionReady();
    await user.click(await screen.findByRole('button', { name: 'Create/Edit a Solution' }));
    expect(wizardState()).toEqual({ isOpen: true, request: { workflow: 'SolutionWorkflow' } });
  });

  it('is only on the Solutions tab', async () => {
    renderExplorePath('/all/grants-funding/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grants' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create/Edit a Solution' })).not.toBeInTheDocument();
  });
});

describe('creating a challenge or a grant', () => {
  const listings = [
    { path: '/all/social-challenge-idea/', heading: 'Challenges', label: 'Create/Edit a Challenge', action: 'CREATE', workflow: 'ChallengeWorkflow' },
    { path: '/all/grants-funding/', heading: 'Grants', label: 'Create/Edit a Grant', action: 'CREATE_GRANT', workflow: 'GrantWorkflow' },
  ] as const;

  it.each(listings)('offers $label to a member without editing rights, which opens the permissions modal to ask for them', async ({ path, heading, label, action }) => {
    server.use(...signedInSessionHandlers());
    const { user } = renderExplorePath(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await sessionReady();
    await user.click(screen.getByRole('button', { name: label }));
    expect(permissionsState()).toEqual({ view: 'list', action });
    expect(wizardState().isOpen).toBe(false);
  });

  it.each(listings)('opens the $workflow for someone allowed to create', async ({ path, label, workflow }) => {
    server.use(...signedInSessionHandlers({ canTouchChallenge: true, canTouchGrant: true }, { role: 'X4I_TEAM_MEMBER', permissions: ['do:all'] }));
    const { user } = renderExplorePath(path);
    await sessionReady();
    await user.click(await screen.findByRole('button', { name: label }));
    expect(wizardState()).toEqual({ isOpen: true, request: { workflow } });
    expect(permissionsState()).toEqual({ view: 'closed' });
  });

  it.each(listings)('asks a visitor to sign in first, carrying the action', async ({ path, label, action }) => {
    server.use(...signedOutSessionHandlers);
    const { user } = renderExplorePath(path);
    await sessionReady();
    await user.click(await screen.findByRole('button', { name: label }));
    expect(signInState()).toMatchObject({ open: true, landingPath: path, action });
  });

  it('offers no create entry on Articles', async () => {
    renderExplorePath('/all/knowledge-base/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Articles' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Create\/Edit/ })).not.toBeInTheDocument();
  });
});

describe('a listing rendered on the server', () => {
  beforeEach(() => server.use(...signedOutSessionHandlers));

  /** What the shell's server does: load the page's declared data, keyed as SWR's fallback reads it. */
  async function serverData(pathname: string, search = '') {
    const requestsOf = pageData.listing({ params: {}, searchParams: new URLSearchParams(search), pathname });
    const values = await Promise.all(requestsOf.map((request) => request.load()));
    requests.clear();
    return Object.fromEntries(requestsOf.map((request, index) => [unstable_serialize(request.key), values[index]]));
  }

  it('shows the results and their count on its first render, without searching again first', async () => {
    const swrFallback = await serverData('/all/tech-solution/');
    renderExplore(<ContentPathPage route={routeTable[1]} />, {
      route: '/all/tech-solution/',
      path: routeTable.filter((entry) => entry.id !== 'home').map((entry) => entry.path),
      swrFallback,
    });
    // Synchronously: the browser's first render must be the server's markup (hydration).
    expect(titles()).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('12 results');
    expect(screen.getByRole('status')).not.toHaveTextContent('Searching');
  });

  it('reads the filters of the URL as the page does', async () => {
    const swrFallback = await serverData('/all/tech-solution/', '?filter=hiring');
    renderExplore(<ContentPathPage route={routeTable[1]} />, {
      route: '/all/tech-solution/?filter=hiring',
      path: routeTable.filter((entry) => entry.id !== 'home').map((entry) => entry.path),
      swrFallback,
    });
    expect(screen.queryByText(/Loading solutions/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/results?$/);
    // Without the filter, the page reads another key: the server's answer is not taken for it.
    const unfiltered = await serverData('/all/tech-solution/');
    expect(Object.keys(unfiltered)).not.toEqual(Object.keys(swrFallback));
  });
});
