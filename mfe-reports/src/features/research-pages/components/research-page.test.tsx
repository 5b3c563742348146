import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import type { ResearchPageResponse } from '@x4i/shared/contracts';
import { apiPath, recordRequests, renderWithProviders, setupMswServer } from '@x4i/shared/testing';
import { http, HttpResponse } from 'msw';
import { MarketPulsePage, readAtText, SoftwareSpendingPage } from './research-page';

const directory = { name: 'X4I directory: its own records', url: '/', year: '2024–2026', aboutPath: '/our-data#directory-activity' };
const irs = { name: 'US Internal Revenue Service, EO BMF', url: 'https://www.irs.gov/eo-bmf', year: '2026', aboutPath: '/our-data#irs-eo-bmf' };

const pulse: ResearchPageResponse = {
  page: 'social-innovator-market-pulse',
  title: 'Social Innovator Market Pulse',
  intro: ['What is happening in the directory.', 'The directory includes 25 demo items.'],
  sections: [
    {
      kind: 'bars',
      id: 'items-by-type',
      title: 'Items in the directory by type',
      description: 'How many items the directory lists. They date from 2024-01-05 to 2026-11-20.',
      source: directory,
      unit: 'items',
      format: 'count',
      decimals: 0,
      categoryLabel: 'Type',
      bars: [
        { label: 'Solutions', value: 1234 },
        { label: 'Challenges', value: 4 },
      ],
      demo: { count: 1200, of: 1238, note: 'Includes 1,200 demo items of 1,238, written for the demo of this directory, not by real organizations.' },
      action: { text: 'Where your solution answers a challenge, list it.', label: 'List a solution', path: '/create' },
    },
    {
      kind: 'bars',
      id: 'organizations-by-budget',
      title: 'Organizations by budget',
      description: 'Tax-exempt organizations by income bucket.',
      source: irs,
      unit: 'organizations',
      format: 'count',
      decimals: 0,
      categoryLabel: 'Income bucket',
      bars: [{ label: 'Small: Less than $1M', value: 50 }],
      demo: null,
      action: null,
    },
  ],
  sources: [directory, irs],
  notCovered: [{ what: 'Searches', why: 'The directory does not log what visitors search for.' }],
  generatedAt: '2026-11-25T14:30:00.000Z',
};

const server = setupMswServer(
  http.get(apiPath('/report/research-page'), ({ request }) => {
    const page = new URL(request.url).searchParams.get('page');
    return page === pulse.page
      ? HttpResponse.json(pulse)
      : HttpResponse.json({ error: { code: 'importing', message: 'The nonprofit data is still being imported. Try again in a minute.' } }, { status: 503 });
  }),
);
const requests = recordRequests(server);
beforeEach(() => requests.clear());

describe('a research page', () => {
  it('shows the intro, each section with its figures, demo label, action, source and CSV, then what it does not measure and its sources', async () => {
    const { user } = renderWithProviders(<MarketPulsePage />, { route: '/social-innovator-market-pulse', path: '/social-innovator-market-pulse' });
    expect(screen.getByRole('heading', { level: 1, name: 'Social Innovator Market Pulse' })).toBeInTheDocument();
    expect(await screen.findByText('What is happening in the directory.')).toBeInTheDocument();
    expect(screen.getByText(`The directory’s figures were counted on ${readAtText(pulse.generatedAt)}.`)).toBeInTheDocument();
    expect(readAtText(pulse.generatedAt)).toBe('November 25, 2026 at 2:30 PM UTC');

    const items = screen.getByRole('region', { name: 'Items in the directory by type' });
    expect(within(items).getByText('Demo')).toBeInTheDocument();
    expect(within(items).getByText(/Includes 1,200 demo items of 1,238/)).toBeInTheDocument();
    expect(within(items).getByRole('link', { name: 'List a solution' })).toHaveAttribute('href', '/create');
    // The directory is a source on this site: linked within it, not as another site.
    expect(within(items).getByRole('link', { name: 'X4I directory: its own records' })).toHaveAttribute('href', '/');
    expect(within(items).getByText(/\(2024–2026\)/)).toBeInTheDocument();
    await user.click(within(items).getByText('Show the table'));
    const table = within(items).getByRole('table', { name: 'Items in the directory by type' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['TypeItems', 'Solutions1,234', 'Challenges4']);
    expect(within(items).getByRole('button', { name: 'Download CSV of Items in the directory by type' })).toBeInTheDocument();

    const orgs = screen.getByRole('region', { name: 'Organizations by budget' });
    expect(within(orgs).queryByText('Demo')).not.toBeInTheDocument();
    expect(within(orgs).getByRole('link', { name: 'US Internal Revenue Service, EO BMF (opens in a new tab)' })).toHaveAttribute('href', irs.url);

    expect(screen.getByRole('region', { name: 'What this page does not cover' })).toHaveTextContent('Searches: The directory does not log what visitors search for.');
    const sources = screen.getByRole('region', { name: 'Sources' });
    expect(within(sources).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Save as PDF' })).toBeInTheDocument();
    expect(requests.urls.map((url) => `${url.pathname}${url.search}`)).toEqual(['/api/report/research-page?page=social-innovator-market-pulse']);
  });

  it('opens every table before printing', async () => {
    renderWithProviders(<MarketPulsePage />, { route: '/social-innovator-market-pulse', path: '/social-innovator-market-pulse' });
    await screen.findByRole('region', { name: 'Organizations by budget' });
    const details = document.querySelectorAll('details');
    expect([...details].some((element) => element.open)).toBe(false);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    window.dispatchEvent(new Event('beforeprint'));
    expect([...details].every((element) => element.open)).toBe(true);
    // Made at once: the browser lays out the paper copy as soon as the event's listeners return.
    expect(screen.getAllByRole('table')).toHaveLength(details.length);
  });

  it('says why a page cannot be shown yet, with its title still there', async () => {
    renderWithProviders(<SoftwareSpendingPage />, { route: '/nonprofits-software-spending-in-the-us', path: '/nonprofits-software-spending-in-the-us' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nonprofit Software Spending in the US' })).toBeInTheDocument();
    expect(await screen.findByText('The nonprofit data is still being imported. Try again in a minute.')).toBeInTheDocument();
  });
});
