import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { COMPENSATION_MESSAGES, type CompensationOptions } from '@x4i/shared/contracts';
import { apiErrorResponse, apiPath, buildSignedInSession, buildSignedOutSession, recordRequests, renderWithProviders, setupMswServer } from '@x4i/shared/testing';
import { http } from 'msw';
import { fullOptions } from '../../../testing/compensation-fixtures';
import { compensationSession, createCompensationHandlers, type CompensationHandlerOptions } from '../../../testing/compensation-handlers';
import { mockDeviceWidth } from '../../../testing/match-media';
import { OverlayProbe } from '../../../testing/overlay-probe';
import { ReportPage } from './report-page';

const server = setupMswServer();
const requests = recordRequests(server);
beforeEach(() => requests.clear());

const PATHS = ['/nonprofit-compensation-report', '/nonprofit-compensation-report/:slug'];

function renderReport(route: string, options: CompensationHandlerOptions = {}, { sm = true } = {}) {
  server.use(...createCompensationHandlers(options));
  const width = mockDeviceWidth(sm);
  const view = renderWithProviders(
    <>
      <ReportPage />
      <OverlayProbe />
    </>,
    { route, path: PATHS },
  );
  return { ...view, width };
}

const reportCalls = () => requests.urls.filter((url) => url.pathname === '/api/compensation/report');

describe('the compensation report without access', () => {
  it('sends an anonymous visitor from a tab to the landing, whose Sign in opens the sign-in modal with the return path', async () => {
    const { user, location } = renderReport('/nonprofit-compensation-report/benchmarking');
    const signIn = await screen.findByRole('button', { name: 'Sign in' });
    expect(location().pathname).toBe('/nonprofit-compensation-report');
    expect(screen.getByRole('heading', { name: 'What the report offers' })).toBeInTheDocument();
    await user.click(signIn);
    expect(screen.getByTestId('overlays')).toHaveTextContent('sign-in /nonprofit-compensation-report COMPENSATION_ACCESS');
    expect(requests.urls.some((url) => url.pathname.startsWith('/api/compensation') || url.pathname.startsWith('/api/premium-report'))).toBe(false);
  });

  it('offers a signed-in user without the permission a request for access, through the access request form', async () => {
    const { user } = renderReport('/nonprofit-compensation-report', { session: buildSignedInSession() });
    await user.click(await screen.findByRole('button', { name: 'Request access' }));
    expect(screen.getByText(/confirm access within 2 business days/)).toBeInTheDocument();
    expect(screen.getByTestId('overlays')).toHaveTextContent('permissions request COMPENSATION_ACCESS');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows pending terms; accepting them calls the API, holds at least 1500 ms with progress, revalidates the session and opens the report', async () => {
    const { user } = renderReport('/nonprofit-compensation-report', { session: compensationSession({ pendingTerms: true }) });
    expect(await screen.findByText('Use the report for your own organization’s pay decisions.')).toBeInTheDocument();
    const accept = screen.getByRole('button', { name: 'Accept and open the report' });
    expect(accept).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I accept' }));
    const started = Date.now();
    await user.click(accept);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Recording your acceptance');
    expect(screen.getByText('Recording your acceptance…')).toBeInTheDocument();
    const tabs = await screen.findByRole('navigation', { name: 'Report sections' }, { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    expect(requests.urls.some((url) => url.pathname === '/api/terms-of-use/accept/terms-compensation-1')).toBe(true);
    expect(within(tabs).getByRole('link', { name: 'Orientation' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when the acceptance fails, and changes nothing', async () => {
    const { user } = renderReport('/nonprofit-compensation-report', { session: compensationSession({ pendingTerms: true }) });
    server.use(http.post(apiPath('/terms-of-use/accept/:id'), () => apiErrorResponse(500, 'failed', 'Server error')));
    await user.click(await screen.findByRole('checkbox', { name: 'I accept' }));
    await user.click(screen.getByRole('button', { name: 'Accept and open the report' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Your acceptance could not be recorded. Nothing was changed; please try again.');
    expect(screen.getByRole('checkbox', { name: 'I accept' })).toBeChecked();
    expect(screen.queryByRole('navigation', { name: 'Report sections' })).not.toBeInTheDocument();
  });
});

describe('the compensation report with access', () => {
  const session = compensationSession();

  it('redirects an unknown slug to orientation', async () => {
    const { location } = renderReport('/nonprofit-compensation-report/salaries', { session });
    const tabs = await screen.findByRole('navigation', { name: 'Report sections' });
    expect(location().pathname).toBe('/nonprofit-compensation-report/orientation');
    expect(within(tabs).getByRole('link', { name: 'Orientation' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('What Orientation shows.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How to read the report' })).toBeInTheDocument();
  });

  it('shows the default tab on the landing, loads the initial data once, and each tab as a link', async () => {
    const { user, location } = renderReport('/nonprofit-compensation-report', { session });
    expect(await screen.findByText('What Orientation shows.')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Report sections' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Orientation',
      'Benchmarking',
      'Salary Calculator',
      'Gender Gap',
      'Key Insights',
      'Top 10',
      'Tech for Good',
      'Resources',
    ]);
    await user.click(within(tabs).getByRole('link', { name: 'Benchmarking' }));
    expect(location().pathname).toBe('/nonprofit-compensation-report/benchmarking');
    expect(await screen.findByText('What Benchmarking shows.')).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Benchmarking' })).toHaveAttribute('aria-current', 'page');
    expect(requests.urls.filter((url) => url.pathname === '/api/premium-report/compensation')).toHaveLength(1);
    expect(reportCalls().map((url) => url.search)).toEqual(['?report=orientation', `?report=benchmarking&title=${encodeURIComponent('EXECUTIVE DIRECTOR / OFFICER').replace(/%20/g, '+')}`]);
  });

  it('renders a tab’s figures, its pay table with the suppressed row’s message, CSV and source, notes and sources', async () => {
    renderReport('/nonprofit-compensation-report/benchmarking', { session });
    expect(await screen.findByText('What Benchmarking shows.')).toBeInTheDocument();
    // The answer's one dollar basis, stated above its figures.
    expect(screen.getByTestId('dollar-basis')).toHaveTextContent('Pay figures are in 2024 dollars, adjusted with CPI-U.');
    const figures = screen.getByLabelText('Key figures');
    expect(within(figures).getByText('$123,457')).toBeInTheDocument();
    expect(within(figures).getByText('12,000 filings')).toBeInTheDocument();
    expect(within(figures).getByText('12,843')).toBeInTheDocument();
    expect(within(figures).getByText('47.2%')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'CEO pay by income bucket' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows[1]).toBe('Small: Less than $1M5,000$40,000$60,000$85,000$110,000');
    expect(rows[2]).toBe(`Enterprise: Over $50M3${COMPENSATION_MESSAGES.suppressed}`);
    const section = screen.getByRole('region', { name: 'CEO pay by income bucket' });
    expect(within(section).getByRole('img', { name: /CEO pay by income bucket/ })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Download CSV of CEO pay by income bucket' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Download JSON of CEO pay by income bucket' })).toBeInTheDocument();
    expect(within(section).getByText(/\(2010–2019 \(89% of the records from 2018–2019\)\), 5,003 filings\./)).toBeInTheDocument();
    expect(within(section).getByText(/in 2024 dollars, adjusted with CPI-U/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'About this data' })).toHaveAttribute('href', '/our-data#ceo-compensation');
    expect(screen.getByText('Pay is total compensation from Part VII.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sources' })).toBeInTheDocument();
  });

  it('reloads the tab when a filter changes, and lists the chosen title’s synonyms', async () => {
    const { user } = renderReport('/nonprofit-compensation-report/benchmarking', { session });
    await screen.findByText('What Benchmarking shows.');
    expect(screen.getByText('Also counts: EXECUTIVE DIRECTOR, PRESIDENT AND CEO')).toBeInTheDocument();
    requests.clear();
    await user.click(within(screen.getByRole('group', { name: 'Regions' })).getByRole('checkbox', { name: 'West' }));
    await waitFor(() => expect(reportCalls()).toHaveLength(1));
    expect(reportCalls()[0]!.searchParams.getAll('regions')).toEqual(['WEST']);
    expect(requests.urls.some((url) => url.pathname === '/api/compensation/options')).toBe(false);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job title' }), 'CFO');
    await waitFor(() => expect(reportCalls()).toHaveLength(2));
    expect(reportCalls()[1]!.searchParams.get('title')).toBe('CFO');
    expect(screen.getByText('Also counts: CHIEF FINANCIAL OFFICER')).toBeInTheDocument();
  });

  it('says which title the figures are about when none is chosen: the default chief executive on key insights, every title on Top 10', async () => {
    const { user } = renderReport('/nonprofit-compensation-report/key-insights', { session });
    await waitFor(() =>
      expect(within(screen.getByRole('combobox', { name: 'Job title' })).getAllByRole('option')[0]).toHaveTextContent('EXECUTIVE DIRECTOR / OFFICER (the default)'),
    );
    expect(screen.getByRole('combobox', { name: 'Job title' })).toHaveValue('');
    await user.click(screen.getByRole('link', { name: 'Top 10' }));
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Job title' })).getAllByRole('option')[0]).toHaveTextContent('All titles'));
  });

  it('on the salary calculator, reloads the options too and drops a choice no longer offered', async () => {
    const withoutWest: CompensationOptions = { ...fullOptions, regions: fullOptions.regions.filter((region) => region.value !== 'WEST') };
    const { user } = renderReport('/nonprofit-compensation-report/salary-calculator', {
      session,
      options: (url) => (url.searchParams.get('issueAreas') === 'B' ? withoutWest : fullOptions),
    });
    await screen.findByText('What Salary Calculator shows.');
    expect(screen.getByText(/No peer group for this profile has the 5 filings/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your region' }), 'WEST');
    await waitFor(() => expect(requests.urls.some((url) => url.pathname === '/api/compensation/options')).toBe(true));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Your issue area' }), 'B');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Your region' })).toHaveValue(''));
    expect(within(screen.getByRole('combobox', { name: 'Your region' })).queryByRole('option', { name: 'West' })).not.toBeInTheDocument();
    await waitFor(() => expect(reportCalls().at(-1)!.searchParams.getAll('regions')).toEqual([]));
    expect(reportCalls().at(-1)!.searchParams.get('issueAreas')).toBe('B');
  });

  it('re-resolves the tab from the route when the device mode switches', async () => {
    const { width, location } = renderReport('/nonprofit-compensation-report/tech-for-good', { session });
    expect(await screen.findByText('What Tech for Good shows.')).toBeInTheDocument();
    width.resize(false);
    expect(await screen.findByText('What Orientation shows.')).toBeInTheDocument();
    expect(location().pathname).toBe('/nonprofit-compensation-report/orientation');
    const tabs = screen.getByRole('navigation', { name: 'Report sections' });
    expect(within(tabs).queryByRole('link', { name: 'Tech' })).not.toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Start' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends the user to the landing when the API refuses (403)', async () => {
    const { location } = renderReport('/nonprofit-compensation-report/gender-gap', { session });
    server.use(http.get(apiPath('/compensation/report'), () => apiErrorResponse(403, 'forbidden', 'No access.')));
    await waitFor(() => expect(location().pathname).toBe('/nonprofit-compensation-report'));
  });

  it('shows a failed tab with a retry', async () => {
    const { user } = renderReport('/nonprofit-compensation-report/top-10', { session });
    server.use(http.get(apiPath('/compensation/report'), () => apiErrorResponse(400, 'invalid_title', 'Unknown job title.'), { once: true }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unknown job title.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('What Top 10 shows.')).toBeInTheDocument();
  });
});

it('hides the report from a signed-out session even when an old tab URL is opened', async () => {
  renderReport('/nonprofit-compensation-report/resources', { session: buildSignedOutSession() });
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
});
