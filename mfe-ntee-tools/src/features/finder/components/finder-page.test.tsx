import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { INVALID_EIN_MESSAGE } from '@x4i/shared/domain';
import {
  backendUnavailableHandlers,
  buildNonprofitDetails,
  createNonprofitHandlers,
  recordRequests,
  renderWithProviders,
  setupMswServer,
} from '@x4i/shared/testing';
import { routeTable } from '../../../route-table';
import { FinderPage } from './finder-page';

const server = setupMswServer();
const requests = recordRequests(server);
beforeEach(() => requests.clear());

const finderRoute = routeTable.find((route) => route.id === 'finder')!;

function renderFinder(route = '/nonprofit-ntee-code-finder') {
  return renderWithProviders(<FinderPage route={finderRoute} />, {
    route,
    path: ['/nonprofit-ntee-code-finder', '/nonprofit-ntee-code-finder/:ein'],
  });
}

function searchField() {
  return screen.getByRole('searchbox', { name: 'Organization name or EIN' });
}

const searches = () => requests.urls.filter((url) => url.pathname === '/api/x4i-nonprofit/search');

describe('the NTEE code finder, before any search', () => {
  it('says how many organizations it covers, from which states and IRS files', async () => {
    renderFinder();
    expect(await screen.findByText(/Search 350,040 organizations/)).toBeInTheDocument();
    expect(screen.getByText('IRS EO BMF, April 2026: 2 states and the international file; Oregon from March 2018')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('X4I - Nonprofit NTEE Code Finder'));
    expect(screen.getByRole('heading', { level: 1, name: 'Nonprofit NTEE Code Finder' })).toBeInTheDocument();
    expect(screen.getByText(/registered in Alaska, Oregon, and Vermont/)).toBeInTheDocument();
    expect(screen.getByText(/IRS data as of April 13, 2026/)).toBeInTheDocument();
    expect(screen.getByText(/Oregon: as of March 6, 2018/)).toBeInTheDocument();
    const source = screen.getByRole('link', { name: /Exempt Organizations Business Master File Extract/ });
    expect(source).toHaveAttribute('href', expect.stringContaining('irs.gov'));
    expect(source).toHaveAttribute('target', '_blank');
  });

  it('offers organizations to start with and explains one NTEE code', async () => {
    renderFinder();
    const examples = await screen.findByRole('list', { name: 'Organizations to start with' });
    expect(within(examples).getByRole('link', { name: 'FOOD BANK OF ALASKA INC (AK)' })).toHaveAttribute(
      'href',
      '/nonprofit-ntee-code-finder/920073175',
    );
    const example = screen.getByRole('region', { name: 'An NTEE code, explained' });
    expect(within(example).getByRole('heading', { name: 'NTEE code K31' })).toBeInTheDocument();
    expect(within(example).getAllByText('Food Banks & Pantries').length).toBeGreaterThan(0);
  });
});

describe('searching', () => {
  it("finds organizations by name and shows them as 'name (state)' with city and NTEE code", async () => {
    const { user, location } = renderFinder();
    await user.type(searchField(), 'valdez');

    const results = await screen.findByRole('list', { name: 'Results for “valdez”' });
    const items = within(results).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'VALDEZ JUNIOR RIFLE CLUB (AK)' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('VALDEZ');
    expect(items[0]).toHaveTextContent('NTEE code N99');
    expect(items[0]).toHaveTextContent('EIN 01-0564885');
    expect(screen.getByRole('status')).toHaveTextContent('2 organizations found.');
    expect(location().search).toBe('?q=valdez');
  });

  it('offers every result of the search as a CSV or JSON download from the server', async () => {
    const { user } = renderFinder();
    await user.type(searchField(), 'valdez');
    await screen.findByRole('list', { name: 'Results for “valdez”' });
    expect(screen.getByRole('link', { name: 'Download CSV of all 2 results for “valdez”' })).toHaveAttribute('href', '/api/x4i-nonprofit/search/export?q=valdez&format=csv');
    expect(screen.getByRole('link', { name: 'Download JSON of all 2 results for “valdez”' })).toHaveAttribute('href', '/api/x4i-nonprofit/search/export?q=valdez&format=json');
  });

  it('waits until typing stops before it searches', async () => {
    const { user } = renderFinder();
    await user.type(searchField(), 'food bank');
    await screen.findByRole('list', { name: 'Results for “food bank”' });
    expect(searches().map((url) => url.searchParams.get('q'))).toEqual(['food bank']);
  });

  it.each(['01-0564885', '010564885'])('finds an organization by EIN %s', async (ein) => {
    const { user } = renderFinder();
    await user.type(searchField(), ein);
    const results = await screen.findByRole('list', { name: `Results for “${ein}”` });
    expect(within(results).getByRole('link', { name: 'VALDEZ JUNIOR RIFLE CLUB (AK)' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 organization found.');
  });

  it('finds organizations by the first digits of their EIN', async () => {
    const { user } = renderFinder();
    await user.type(searchField(), '01-05');
    const results = await screen.findByRole('list', { name: 'Results for “01-05”' });
    expect(within(results).getAllByRole('link').map((link) => link.textContent)).toEqual(['VALDEZ JUNIOR RIFLE CLUB (AK)']);
    expect(screen.getByText('An EIN has 9 digits; you typed 4. Showing organizations whose EIN starts with 0105.')).toBeVisible();
  });

  it('explains a malformed EIN as it is typed, without searching', async () => {
    const { user } = renderFinder();
    await user.type(searchField(), '12-34567890');
    await waitFor(() => expect(searchField()).toHaveAccessibleDescription(expect.stringContaining(INVALID_EIN_MESSAGE)));
    expect(searchField()).toBeInvalid();
    expect(screen.getByRole('status')).toHaveTextContent(INVALID_EIN_MESSAGE);
    expect(searchField()).toHaveAccessibleDescription(expect.stringContaining('An EIN has 9 digits; you typed 10.'));
    // A pause while typing may search a prefix ('12-3'), as any typed text is; the malformed EIN itself never is.
    expect(searches().filter((url) => url.searchParams.get('q') === '12-34567890')).toEqual([]);
  });

  it('says when nothing matches, with a hint', async () => {
    const { user } = renderFinder();
    await user.type(searchField(), 'zyxw{Enter}');
    expect(await screen.findByText('No organizations match “zyxw”.')).toBeInTheDocument();
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
    expect(screen.getByText(/search by EIN/)).toBeInTheDocument();
  });

  it("says an EIN that is not in the data is 'not found'", async () => {
    const { user } = renderFinder();
    await user.type(searchField(), '99-9999999');
    expect(await screen.findByText('EIN 99-9999999 not found.', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('EIN 99-9999999 not found.');
  });

  it("shows the backend's reason when it refuses a query", async () => {
    const { user } = renderFinder();
    await user.click(searchField());
    await user.paste('x'.repeat(101));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a name or an EIN of 1 to 100 characters.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('opens a shared search link with its results', async () => {
    renderFinder('/nonprofit-ntee-code-finder?q=food');
    expect(searchField()).toHaveValue('food');
    const results = await screen.findByRole('list', { name: 'Results for “food”' });
    expect(within(results).getByRole('link', { name: 'FOOD BANK OF ALASKA INC (AK)' })).toBeInTheDocument();
  });

  it('goes to the organization from a result, and Back returns to the results', async () => {
    const { user, location, navigate } = renderFinder();
    await user.type(searchField(), 'rifle');
    const results = await screen.findByRole('list', { name: 'Results for “rifle”' });
    await user.click(within(results).getByRole('link', { name: 'VALDEZ JUNIOR RIFLE CLUB (AK)' }));
    expect(location().pathname).toBe('/nonprofit-ntee-code-finder/010564885');
    expect(await screen.findByRole('heading', { level: 1, name: 'VALDEZ JUNIOR RIFLE CLUB' })).toBeInTheDocument();

    navigate(-1);
    expect(location().search).toBe('?q=rifle');
    expect(searchField()).toHaveValue('rifle');
    expect(await screen.findByRole('list', { name: 'Results for “rifle”' })).toBeInTheDocument();
  });
});

describe('an organization', () => {
  it('shows its IRS record and explains its NTEE code', async () => {
    renderFinder('/nonprofit-ntee-code-finder/010564885');
    expect(await screen.findByRole('heading', { level: 1, name: 'VALDEZ JUNIOR RIFLE CLUB' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('X4I - VALDEZ JUNIOR RIFLE CLUB'));

    const ntee = screen.getByRole('region', { name: 'NTEE code N99' });
    expect(within(ntee).getByText('N: Recreation & Sports')).toBeInTheDocument();
    expect(within(ntee).getAllByText('Recreation & Sports N.E.C.').length).toBeGreaterThan(0);
    expect(within(ntee).getByText(/clearly provide recreation, sports, leisure or athletics services/)).toBeInTheDocument();

    const record = screen.getByRole('region', { name: 'IRS record' });
    const fact = (term: string) => within(record).getByText(term).nextElementSibling;
    expect(fact('EIN')).toHaveTextContent('01-0564885');
    expect(fact('Address')).toHaveTextContent('PO BOX 3008');
    expect(fact('Address')).toHaveTextContent('VALDEZ, AK 99686-3008');
    expect(fact('Subsection')).toHaveTextContent('501(c)(3): Charitable Organization; Educational organization');
    expect(fact('Ruling year')).toHaveTextContent('2023');
    expect(fact('Assets')).toHaveTextContent('$0');
    expect(fact('Assets')).toHaveTextContent('IRS asset code 0');
    expect(fact('Tax period')).toHaveTextContent('December 2025');
    expect(fact('Filing requirement')).toHaveTextContent('990-N (e-Postcard)');
  });

  it('shows amounts as money, with their IRS ranges', async () => {
    renderFinder('/nonprofit-ntee-code-finder/92-0073175');
    const record = await screen.findByRole('region', { name: 'IRS record' });
    const fact = (term: string) => within(record).getByText(term).nextElementSibling;
    expect(fact('Assets')).toHaveTextContent('$25,354,472');
    expect(fact('Assets')).toHaveTextContent('IRS asset code 8 (10,000,000 to 49,999,999)');
    expect(fact('Income')).toHaveTextContent('$31,590,854');
    expect(fact('Revenue')).toHaveTextContent('$31,112,316');
  });

  it('says so when the record has no NTEE code', async () => {
    renderFinder('/nonprofit-ntee-code-finder/237143525');
    expect(await screen.findByText('The IRS record of this organization has no NTEE code.')).toBeInTheDocument();
  });

  it("says an unknown EIN is not found, with a way back", async () => {
    renderFinder('/nonprofit-ntee-code-finder/999999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'EIN 99-9999999 not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the NTEE Code Finder/ })).toHaveAttribute('href', '/nonprofit-ntee-code-finder');
  });

  it('explains a malformed EIN', async () => {
    renderFinder('/nonprofit-ntee-code-finder/12-34');
    expect(await screen.findByText(INVALID_EIN_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the NTEE Code Finder/ })).toBeInTheDocument();
  });
});

describe('when the backend is down', () => {
  it('says the data could not be loaded, and Try again works once it is back', async () => {
    server.use(...backendUnavailableHandlers);
    const { user } = renderFinder();
    expect(await screen.findByRole('alert')).toHaveTextContent('The data could not be loaded. Please try again.');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Search 350,040 organizations/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets a failed search be tried again', async () => {
    const { user } = renderFinder();
    await screen.findByText(/Search 350,040 organizations/);
    server.use(...backendUnavailableHandlers);
    await user.type(searchField(), 'valdez');
    expect(await screen.findByRole('alert')).toHaveTextContent('The data could not be loaded.');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Results for “valdez”' })).toBeInTheDocument();
  });

  it('lets a failed organization page be tried again', async () => {
    server.use(...backendUnavailableHandlers);
    const { user } = renderFinder('/nonprofit-ntee-code-finder/010564885');
    expect(await screen.findByRole('alert')).toHaveTextContent('The data could not be loaded.');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'VALDEZ JUNIOR RIFLE CLUB' })).toBeInTheDocument();
  });
});

describe('paging', () => {
  // 45 food banks: three pages of 20, 20 and 5.
  const foodBanks = Array.from({ length: 45 }, (_, i) =>
    buildNonprofitDetails({ ein: String(920000000 + i), name: `FOOD BANK NUMBER ${i + 1}` }),
  );

  it('says how many organizations match in all and pages through every one of them', async () => {
    server.use(...createNonprofitHandlers(foodBanks));
    const { user, location } = renderFinder('/nonprofit-ntee-code-finder?q=food');
    const results = await screen.findByRole('list', { name: 'Results for “food”' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('Showing 1–20 of 45 organizations.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('45 organizations found. Showing 1–20 of 45 organizations.');
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Showing 21–40 of 45 organizations.')).toBeInTheDocument();
    expect(location().search).toBe('?q=food&page=2');
    expect(screen.getByRole('link', { name: 'FOOD BANK NUMBER 21 (AK)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Results for “food”' })).toHaveFocus());

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Showing 41–45 of 45 organizations.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Previous page' }));
    expect(await screen.findByText('Showing 21–40 of 45 organizations.')).toBeInTheDocument();
  });

  it('starts a new search at its first page', async () => {
    server.use(...createNonprofitHandlers(foodBanks));
    const { user, location } = renderFinder('/nonprofit-ntee-code-finder?q=food&page=3');
    expect(await screen.findByText('Showing 41–45 of 45 organizations.')).toBeInTheDocument();
    await user.clear(searchField());
    await user.type(searchField(), 'bank{Enter}');
    await waitFor(() => expect(location().search).toBe('?q=bank'));
    expect(await screen.findByText('Showing 1–20 of 45 organizations.')).toBeInTheDocument();
  });
});
