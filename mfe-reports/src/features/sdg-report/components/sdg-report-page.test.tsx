import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { SdgReportResponse, TopNonprofitsResponse } from '@x4i/shared/contracts';
import { apiPath, recordRequests, renderWithProviders, setupMswServer } from '@x4i/shared/testing';
import { http, HttpResponse } from 'msw';
import { SdgReportPage } from './sdg-report-page';

const source = { name: 'US Census Bureau, SAIPE', url: 'https://www.census.gov/programs-surveys/saipe.html', year: '2020', aboutPath: '/our-data#saipe' };

function topNonprofits(pageNumber: number, count = 25): TopNonprofitsResponse {
  return {
    count,
    pageNumber,
    pageSize: 10,
    orgs: Array.from({ length: Math.min(10, count - (pageNumber - 1) * 10) }, (_, index) => ({
      ein: String(100000000 + (pageNumber - 1) * 10 + index),
      name: `FOOD BANK ${(pageNumber - 1) * 10 + index + 1}`,
      city: 'ANCHORAGE',
      state: 'AK',
      nteeCode: 'K31',
      income: 1_000_000 - index,
      assets: null,
    })),
    basis: 'Organizations whose NTEE major group works toward this goal, ranked by income.',
    source: { ...source, name: 'IRS EO BMF', aboutPath: '/our-data#irs-eo-bmf' },
  };
}

function report(state: string | null): SdgReportResponse {
  return {
    report: 'no-poverty',
    goal: 1,
    title: 'No Poverty',
    intro: 'How many people live in poverty, and who works to end it.',
    dedicated: true,
    state,
    stateName: state ? 'Alaska' : null,
    sections: [
      {
        kind: 'state-map',
        id: 'poverty-rate',
        title: 'Poverty rate by state',
        description: 'The share of people below the poverty line.',
        source,
        unit: 'poverty rate (%)',
        format: 'percent',
        decimals: 1,
        values: [
          { state: 'AK', value: 10.1 },
          { state: 'VT', value: 10.2 },
        ],
        national: 11.9,
      },
    ],
    topNonprofits: topNonprofits(1),
    notCovered: [{ field: 'peopleBelowPoverty.ageGroupPercent', why: 'Poverty by age group: the SAIPE file has all ages only.' }],
  };
}

const server = setupMswServer(
  http.get(apiPath('/report/sdg-1'), ({ request }) => HttpResponse.json(report(new URL(request.url).searchParams.get('state')))),
  http.get(apiPath('/report/top-nonprofits'), ({ request }) => HttpResponse.json(topNonprofits(Number(new URL(request.url).searchParams.get('pageNumber'))))),
);
const requests = recordRequests(server);
beforeEach(() => requests.clear());

const renderPage = (route = '/sdg/no-poverty') => renderWithProviders(<SdgReportPage />, { route, path: '/sdg/:goal' });

describe('an SDG report page', () => {
  it('shows the goal, its sections with source, table and CSV, the top nonprofits and what is not covered', async () => {
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'No Poverty' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Poverty rate by state' });
    expect(within(section).getByRole('link', { name: 'US Census Bureau, SAIPE (opens in a new tab)' })).toHaveAttribute('href', source.url);
    expect(within(section).getByText(/\(2020\)/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'About this data' })).toHaveAttribute('href', '/our-data#saipe');
    // The table is made when it is first shown.
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(section).getByText('Show the table'));
    const table = within(section).getByRole('table', { name: 'Poverty rate by state' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'StateCodePoverty rate (%)',
      'AlaskaAK10.1%',
      'VermontVT10.2%',
      'United StatesUS11.9%',
    ]);
    expect(within(section).getByRole('button', { name: 'Download CSV of Poverty rate by state' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What this page does not cover' })).toHaveTextContent('the SAIPE file has all ages only');
    expect(requests.urls.map((url) => url.pathname)).toEqual(['/api/report/sdg-1']);
  });

  it('pages the top nonprofits from 1: page 1 comes with the report, page 2 is fetched', async () => {
    const { user } = renderPage();
    const list = await screen.findByRole('region', { name: 'Top nonprofits in the United States' });
    expect(within(list).getByRole('link', { name: 'FOOD BANK 1' })).toHaveAttribute('href', '/nonprofit-ntee-code-finder/100000000');
    expect(within(list).getByText('Page 1 of 3')).toBeInTheDocument();
    // The whole list downloads from the server, not just the page shown.
    expect(within(list).getByRole('link', { name: /^Download CSV of all [\d,]+ top nonprofits in the United States$/ })).toHaveAttribute(
      'href',
      '/api/report/top-nonprofits/export?unsdg=UNSDG1&format=csv',
    );
    await user.click(within(list).getByRole('button', { name: 'Next page' }));
    expect(await within(list).findByRole('link', { name: 'FOOD BANK 11' })).toBeInTheDocument();
    const fetched = requests.urls.find((url) => url.pathname === '/api/report/top-nonprofits');
    expect(fetched?.searchParams.get('pageNumber')).toBe('2');
    expect(fetched?.searchParams.get('unsdg')).toBe('UNSDG1');
  });

  it('loads the page for a state chosen on the map, and selecting it again shows the nation', async () => {
    const { user, location } = renderPage();
    await screen.findByRole('region', { name: 'Poverty rate by state' });
    const chooser = await screen.findByRole('group', { name: 'Choose a state' });
    await user.click(within(chooser).getByRole('button', { name: 'Show Alaska' }));
    await waitFor(() => expect(location().search).toBe('?state=AK'));
    expect(await screen.findByRole('region', { name: 'Top nonprofits in Alaska' })).toBeInTheDocument();
    expect(requests.urls.some((url) => url.pathname === '/api/report/sdg-1' && url.searchParams.get('state') === 'AK')).toBe(true);

    await user.click(within(chooser).getByRole('button', { name: 'Alaska, selected: show the United States again' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(await screen.findByRole('region', { name: 'Top nonprofits in the United States' })).toBeInTheDocument();
  });

  it('tells a state whose IRS file is not imported from one with really no organization', async () => {
    const uncovered: TopNonprofitsResponse = {
      ...topNonprofits(1, 0),
      covered: false,
      coverageNote: 'No IRS file for California is imported, so its organizations are not listed here.',
    };
    server.use(http.get(apiPath('/report/sdg-1'), () => HttpResponse.json({ ...report('CA'), stateName: 'California', topNonprofits: uncovered })));
    renderPage('/sdg/no-poverty?state=CA');
    const list = await screen.findByRole('region', { name: 'Top nonprofits in California' });
    expect(within(list).getByRole('note')).toHaveTextContent('No IRS file for California is imported, so its organizations are not listed here.');
    expect(list).not.toHaveTextContent('No organization in the imported IRS records');

    server.use(http.get(apiPath('/report/sdg-1'), () => HttpResponse.json({ ...report('AK'), topNonprofits: { ...topNonprofits(1, 0), covered: true } })));
    renderPage('/sdg/no-poverty?state=AK');
    expect(await screen.findByText('No organization in the imported IRS records for Alaska works in this goal’s NTEE groups.')).toBeInTheDocument();
  });

  it('says an unknown goal does not exist', async () => {
    renderPage('/sdg/no-such-goal');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
  });
});
