import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { buildSignedInSession } from '@x4i/shared/testing';
import { apiErrorResponse, apiPath, recordRequests, renderWithProviders, setupMswServer } from '@x4i/shared/testing';
import { http } from 'msw';
import { compensationSession, createCompensationHandlers, type CompensationHandlerOptions } from '../../../testing/compensation-handlers';
import { OverlayProbe } from '../../../testing/overlay-probe';
import { CompensationInTheUsPage } from './compensation-in-the-us-page';
import { CompensationOverviewPage } from './compensation-overview-page';

const server = setupMswServer();
const requests = recordRequests(server);
beforeEach(() => requests.clear());

function renderOverview(options: CompensationHandlerOptions = {}) {
  server.use(...createCompensationHandlers(options));
  return renderWithProviders(
    <>
      <CompensationOverviewPage />
      <OverlayProbe />
    </>,
    { route: '/nonprofit-compensation', path: '/nonprofit-compensation' },
  );
}

describe('/nonprofit-compensation', () => {
  it('shows the default title’s headline figures with their source, years and filings, and the datasets behind them', async () => {
    renderOverview();
    expect(await screen.findByRole('heading', { name: 'Headline figures: EXECUTIVE DIRECTOR / OFFICER' })).toBeInTheDocument();
    expect(requests.urls.find((url) => url.pathname === '/api/compensation/marketing')!.search).toBe('');
    const buckets = screen.getByRole('table', { name: 'Pay of EXECUTIVE DIRECTOR / OFFICER by income bucket' });
    expect(within(buckets).getAllByRole('row')[1]).toHaveTextContent('Small: Less than $1M5,000$40,000$60,000$85,000$110,000');
    expect(within(buckets).getAllByRole('row')[2]).toHaveTextContent('Enterprise: Over $50M4Fewer than 5 filings: not shown.');
    expect(screen.getByText(/is 18.2% below that of men/)).toBeInTheDocument();
    expect(screen.getByText(/for 6.5% of the filings it is not known/)).toBeInTheDocument();
    expect(screen.getAllByText(/\(2010–2019 \(89% of the records from 2018–2019\)\), 12,843 filings\./).length).toBeGreaterThan(0);
    // The teaser states its dollar basis once, and each table its measure with it.
    expect(screen.getByTestId('dollar-basis')).toHaveTextContent('Pay figures are in 2024 dollars, adjusted with CPI-U.');
    expect(screen.getAllByText(/Total compensation of the CEO, a year, in 2024 dollars, adjusted with CPI-U/).length).toBeGreaterThan(1);
    expect(screen.getByText(/published in about 2022 dollars and shown in 2024 dollars, adjusted with CPI-U/)).toBeInTheDocument();
    // Only the report has CSV.
    expect(screen.queryByRole('button', { name: /^Download (CSV|JSON)/ })).not.toBeInTheDocument();
    expect(screen.getByText(/12,843 records of 12,609 organizations/)).toBeInTheDocument();
    expect(screen.getByText(/4,008 people at 968 organizations/)).toBeInTheDocument();
    expect(screen.getByText(/They cover e-filers only/)).toBeInTheDocument();
  });

  it('stays readable when the figures fail to load, and offers a retry', async () => {
    server.use(...createCompensationHandlers());
    server.use(http.get(apiPath('/compensation/marketing'), () => apiErrorResponse(502, 'backend_unavailable', 'down')));
    renderWithProviders(<CompensationOverviewPage />, { route: '/nonprofit-compensation' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The data could not be loaded. Please try again.');
    expect(screen.getByRole('heading', { name: 'The data behind it' })).toBeInTheDocument();
  });
});

describe('the access card', () => {
  it('offers an anonymous visitor sign-in, gated with the report’s landing as the return path', async () => {
    const { user } = renderOverview();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByTestId('overlays')).toHaveTextContent('sign-in /nonprofit-compensation-report COMPENSATION_ACCESS');
  });

  it('is hidden for a signed-in user with neither access nor pending terms', async () => {
    renderOverview({ session: buildSignedInSession() });
    await screen.findByRole('heading', { name: /Headline figures:/ });
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /report|access/i })).not.toBeInTheDocument();
  });

  it('sends a user with pending terms to review and accept them', async () => {
    renderOverview({ session: compensationSession({ pendingTerms: true }) });
    expect(await screen.findByRole('link', { name: 'Review and accept the terms' })).toHaveAttribute('href', '/nonprofit-compensation-report');
  });

  it('opens the report for a user with access', async () => {
    renderOverview({ session: compensationSession() });
    expect(await screen.findByRole('link', { name: 'Open the report' })).toHaveAttribute('href', '/nonprofit-compensation-report/orientation');
  });
});

describe('/nonprofit-compensation-in-the-us', () => {
  it('puts the chosen title in the URL, shows its synonyms and its teaser, without a gender gap where it has none', async () => {
    server.use(...createCompensationHandlers());
    const { user, location } = renderWithProviders(<CompensationInTheUsPage />, { route: '/nonprofit-compensation-in-the-us', path: '/nonprofit-compensation-in-the-us' });
    expect(await screen.findByRole('heading', { name: 'Pay of EXECUTIVE DIRECTOR / OFFICER' })).toBeInTheDocument();
    expect(screen.getByText('Also counts: EXECUTIVE DIRECTOR, PRESIDENT AND CEO')).toBeInTheDocument();
    const overall = screen.getByLabelText('Overall pay of EXECUTIVE DIRECTOR / OFFICER');
    expect(within(overall).getByText('$100,000')).toBeInTheDocument();
    expect(within(overall).getByText('$240,000')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Job title' }), 'CFO');
    expect(location().search).toBe('?jobTitle=CFO');
    expect(await screen.findByRole('heading', { name: 'Pay of CFO' })).toBeInTheDocument();
    expect(screen.getByText('Also counts: CHIEF FINANCIAL OFFICER')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /women and men/ })).not.toBeInTheDocument();
    expect(requests.urls.at(-1)!.searchParams.get('jobTitle')).toBe('CFO');
  });
});
