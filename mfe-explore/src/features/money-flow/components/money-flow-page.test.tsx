import { act, screen, waitFor, within } from '@testing-library/react';
import { formatCurrency } from '@x4i/shared/domain';
import { buildMoneyFlowResponse, moneyFlowHandlers, moneyFlowImportingHandlers, recordRequests, setupMswServer } from '@x4i/shared/testing';
import { renderExplore } from '../../kit/testing/render-explore';
import { MoneyFlowPage } from './money-flow-page';


const server = setupMswServer(...moneyFlowHandlers);
const requests = recordRequests(server);
beforeEach(() => requests.clear());

const moneyFlowRequests = () => requests.urls.filter((url) => url.pathname === '/api/money-flow');
const lastQuery = () => moneyFlowRequests().at(-1)!.searchParams;

function renderPage(categorySlug = 'all') {
  return renderExplore(<MoneyFlowPage categorySlug={categorySlug} />, { route: `/${categorySlug}/money-flow` });
}

function figure(section: HTMLElement, label: string): HTMLElement {
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

const keyFigures = () => screen.getByRole('region', { name: 'Key figures' });
const escape = (text: string) => text.replace(/[$.*+?^(){}|[\]\\]/g, '\\$&');
const bucket = (label: string) => within(screen.getByRole('group', { name: 'Income buckets' })).getByRole('button', { name: new RegExp(`^${escape(label)}`) });
const map = () => screen.findByRole('group', { name: 'Organizations by state' });
const shown = () => screen.getByRole('status', { name: 'Figures shown' });

describe('the money-flow page', () => {
  it('shows the key figures, abbreviated, with the exact amount on hover', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Money flow' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Key figures' })).toBeInTheDocument();
    const all = buildMoneyFlowResponse();
    expect(figure(keyFigures(), 'Organizations')).toHaveTextContent('16');
    expect(figure(keyFigures(), 'Total income')).toHaveTextContent('$3B');
    expect(figure(keyFigures(), 'Total income')).toHaveAttribute('title', formatCurrency(all.headerMetrics.totalIncome));
    expect(figure(keyFigures(), 'Total revenue')).toHaveTextContent('$3B');
    expect(figure(keyFigures(), 'Total assets')).toHaveTextContent('$4B');
    expect(figure(keyFigures(), 'States covered')).toHaveTextContent('4');
    // Two figures of one file side by side: what sets them apart is said beside them.
    expect(keyFigures()).toHaveTextContent('Revenue is the Form 990 revenue amount, after those costs, and the file has none for private foundations');
    expect(shown()).toHaveTextContent('16 organizations in 4 states');
    expect(document.title).toMatch(/Money flow$/);
    expect(screen.getByRole('link', { name: 'Flow' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the income buckets, the honest sources of income, the grantmakers and what the data covers', async () => {
    renderPage();
    await screen.findByRole('region', { name: 'Key figures' });
    const buckets = screen.getByRole('group', { name: 'Income buckets' });
    const labels = ['Enterprise: Over $50M', 'Higher Mid Market: $10M to $50M', 'Lower Mid Market: $1M to $10M', 'Small: Less than $1M'];
    expect(within(buckets).getAllByRole('button')).toHaveLength(4);
    for (const label of labels) expect(bucket(label)).toHaveAttribute('aria-pressed', 'true');
    expect(bucket('Enterprise: Over $50M')).toHaveTextContent('2 organizations, $3B income');
    expect(bucket('Higher Mid Market: $10M to $50M')).toHaveTextContent('2 organizations, $25M income');

    const sources = screen.getByRole('region', { name: 'Sources of income' });
    expect(within(sources).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Services and products0%',
      'Grants0%',
      'Investments0%',
      'Other sources0%',
    ]);
    expect(sources).toHaveTextContent(/not in this data, so each share shows 0%/);

    const grants = screen.getByRole('region', { name: 'Grant income' });
    expect(figure(grants, 'Private foundations')).toHaveTextContent('3');
    expect(figure(grants, 'Their income')).toHaveTextContent('$2M');
    expect(grants).toHaveTextContent('foundation codes 02, 03, and 04');

    const about = screen.getByRole('region', { name: 'About the data' });
    expect(about).toHaveTextContent(
      'Source: IRS Exempt Organizations Business Master File (opens in a new tab), 4 states, files dated April 13, 2026 (Oregon: March 6, 2018).',
    );
    expect(within(about).getByRole('link', { name: /IRS Exempt Organizations Business Master File/ })).toHaveAttribute(
      'href',
      'https://www.irs.gov/charities-non-profits/exempt-organizations-business-master-file-extract-eo-bmf',
    );
  });

  it('shows organizations per state on the map, and the same figures as a table', async () => {
    const { user } = renderPage();
    const states = await map();
    expect(within(states).getAllByRole('button').map((state) => state.getAttribute('aria-label'))).toEqual([
      'Alaska: 6 organizations',
      'Arkansas: 3 organizations',
      'Oregon: 2 organizations',
      'Vermont: 5 organizations',
    ]);
    // The states without an IRS file are greyed out and labelled, with the reason in the legend.
    expect(within(states).getByRole('img', { name: 'California: no data (IRS file not imported)' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Legend: organizations by state' })).toHaveTextContent('No data: IRS file not imported');

    await user.click(screen.getByRole('radio', { name: 'Income' }));
    const income = await screen.findByRole('group', { name: 'Income by state' });
    expect(within(income).getByRole('button', { name: /^Oregon/ })).toHaveAccessibleName('Oregon: $2,200,032 income');

    await user.click(screen.getByText('Show the figures as a table'));
    const table = screen.getByRole('table', { name: 'Organizations and income by state' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows.filter((row) => !row?.endsWith('No dataNo data'))).toEqual([
      'StateOrganizationsIncome',
      'Alaska6$19,139,738',
      'Arkansas3$6,440,948',
      'Oregon2$2,200,032',
      'Vermont5$3,276,697,902',
    ]);
    // The other 47 states (and DC) are listed without a figure: their IRS files are not imported.
    expect(rows).toContain('CaliforniaNo dataNo data');
    expect(rows).toHaveLength(52);
  });

  it('selects a state from the map (click, Enter) and clears it when selected again', async () => {
    const { user } = renderPage();
    const states = await map();
    await user.click(within(states).getByRole('button', { name: 'Alaska: 6 organizations' }));
    await waitFor(() => expect(lastQuery().get('state')).toBe('AK'));
    await waitFor(() => expect(shown()).toHaveTextContent('6 organizations in Alaska'));
    expect(figure(keyFigures(), 'Organizations')).toHaveTextContent('6');
    expect(within(states).getByRole('button', { name: /^Alaska/ })).toHaveAttribute('aria-pressed', 'true');
    // The map still shows every state, to choose another.
    expect(within(states).getAllByRole('button')).toHaveLength(4);
    expect(screen.getByText(/are for Alaska\. Select it again to see every state\./)).toBeInTheDocument();

    act(() => within(states).getByRole('button', { name: /^Alaska/ }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shown()).toHaveTextContent('16 organizations in 4 states'));
    expect(within(states).getByRole('button', { name: /^Alaska/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('selects a state from the table too', async () => {
    const { user } = renderPage();
    await map();
    await user.click(screen.getByText('Show the figures as a table'));
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: 'Vermont' }));
    await waitFor(() => expect(lastQuery().get('state')).toBe('VT'));
    await waitFor(() => expect(figure(keyFigures(), 'Organizations')).toHaveTextContent('5'));
    expect(within(screen.getByRole('table')).getByRole('button', { name: 'Vermont' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('toggles an income bucket: sends the buckets left, and shows the left-out one as not counted', async () => {
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'Key figures' });
    expect(moneyFlowRequests()[0]!.search).toBe('');

    await user.click(bucket('Small: Less than $1M'));
    expect(bucket('Small: Less than $1M')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(lastQuery().getAll('incomeBucket')).toEqual(['ENTERPRISE', 'HIGHER_MID', 'LOWER_MID']));
    await waitFor(() => expect(shown()).toHaveTextContent('10 organizations in 4 states, 3 of 4 income buckets'));
    expect(bucket('Small: Less than $1M')).toHaveTextContent('Not counted');

    await user.click(bucket('Small: Less than $1M'));
    await waitFor(() => expect(shown()).toHaveTextContent('16 organizations in 4 states'));
    expect(bucket('Small: Less than $1M')).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers Reset only when the filters differ from the default, and resets both', async () => {
    const { user } = renderPage();
    const states = await map();
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();

    await user.click(bucket('Enterprise: Over $50M'));
    await user.click(within(states).getByRole('button', { name: /^Vermont/ }));
    await waitFor(() => expect(shown()).toHaveTextContent('3 organizations in Vermont, 3 of 4 income buckets'));

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(shown()).toHaveTextContent('16 organizations in 4 states'));
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();
    expect(bucket('Enterprise: Over $50M')).toHaveAttribute('aria-pressed', 'true');
    expect(within(states).getByRole('button', { name: /^Vermont/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it("filters by the page's goal", async () => {
    renderPage('zero-hunger');
    expect(screen.getByRole('heading', { level: 1, name: 'Money flow: Zero Hunger' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Key figures' });
    expect(lastQuery().get('unsdg')).toBe('UNSDG2');
    // No food organisation among the fixtures.
    expect(shown()).toHaveTextContent('0 organizations in 4 states');
  });

  it('says when the data cannot be loaded yet, and tries again', async () => {
    server.use(...moneyFlowImportingHandlers);
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The nonprofit data is still being imported. Try again in a minute.');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Key figures' })).toBeInTheDocument();
  });

  it('keeps the figures on screen when the next ones fail, and says so', async () => {
    const { user } = renderPage();
    const states = await map();
    server.use(...moneyFlowImportingHandlers);
    await user.click(within(states).getByRole('button', { name: /^Vermont/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The nonprofit data is still being imported. Try again in a minute.');
    expect(figure(keyFigures(), 'Organizations')).toHaveTextContent('16');
    expect(shown()).toHaveTextContent('16 organizations in 4 states');
  });

  it('shows a spinner while the figures load', async () => {
    renderPage();
    expect(screen.getByText('Loading the money flow').closest('[role="status"]')).toBeInTheDocument();
    expect(shown()).toBeEmptyDOMElement();
    await screen.findByRole('region', { name: 'Key figures' });
  });
});
