import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import type { ServiceDesertResponse } from '@x4i/shared/contracts';
import { apiPath, recordRequests, renderWithProviders, setupMswServer } from '@x4i/shared/testing';
import { http, HttpResponse } from 'msw';
import { ServiceDesertPage } from './service-desert-page';

const saipe = { name: 'US Census Bureau, SAIPE', url: 'https://www.census.gov/programs-surveys/saipe.html', year: '2020', aboutPath: '/our-data#saipe' };
const bls = { name: 'US Bureau of Labor Statistics, QCEW', url: 'https://www.bls.gov/bdm/nonprofits/nonprofits.htm', year: '2021', aboutPath: '/our-data#bls-qcew' };

const page: ServiceDesertResponse = {
  map: 'pierce-county-wa',
  title: 'Service deserts: human services in Pierce County, Washington',
  intro: 'Where are people in poverty far from human services?',
  state: 'WA',
  stateName: 'Washington',
  focusCounty: { fips: '53053', name: 'Pierce County' },
  service: {
    name: 'human services',
    ntee: [
      { code: 'P', title: 'Human Services' },
      { code: 'K31', title: 'Food Banks & Pantries' },
    ],
    nteeWhy: 'The human services group.',
    naics: { code: '624', title: 'Social Assistance', why: 'The industry of human services.' },
  },
  desertRule: 'A county is a service desert when it has people in poverty but no organization.',
  irs: { covered: false, file: 'eo_wa.csv', note: 'No IRS file for Washington is imported, so its organizations are not counted here. They appear here once the file (eo_wa.csv) is imported.' },
  sections: [
    {
      kind: 'table',
      id: 'bls-ranking',
      title: 'Counties ranked by people in poverty per establishment',
      description: 'The most first.',
      source: bls,
      alsoFrom: [saipe],
      unit: 'people in poverty per establishment',
      format: 'count',
      decimals: 0,
      columns: [
        { label: 'Rank', format: 'count', decimals: 0 },
        { label: 'County', format: 'text', decimals: 0 },
        { label: 'Poverty rate (2020)', format: 'percent', decimals: 1 },
        { label: 'Service desert', format: 'text', decimals: 0 },
      ],
      rows: [
        [1, 'Pierce County', 8.7, 'Yes: top quarter'],
        [null, 'Adams County', 14.2, 'Not published'],
      ],
    },
  ],
  notCovered: [{ field: 'need by ZIP code', why: 'Need inside Pierce County by ZIP code is not in the data.' }],
};

const server = setupMswServer(http.get(apiPath('/report/service-desert'), () => HttpResponse.json(page)));
const requests = recordRequests(server);
beforeEach(() => requests.clear());

const renderPage = (route: string) => renderWithProviders(<ServiceDesertPage />, { route, path: '/service-desert-maps/:map' });

describe('a service-desert map page', () => {
  it('says the IRS file is missing, gives the rule and the codes, and shows a ranking open with both sources', async () => {
    renderPage('/service-desert-maps/pierce-county-wa');
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'No IRS file for Washington is imported' })).toHaveTextContent('once the file (eo_wa.csv) is imported');
    expect(screen.getByRole('region', { name: 'How a service desert is marked' })).toHaveTextContent(page.desertRule);
    expect(screen.getByRole('region', { name: 'Which organizations count' })).toHaveTextContent('P (every code of the major group): Human Services');
    const ranking = screen.getByRole('region', { name: 'Counties ranked by people in poverty per establishment' });
    const table = within(ranking).getByRole('table');
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'RankCountyPoverty rate (2020)Service desert',
      '1Pierce County8.7%Yes: top quarter',
      '–Adams County14.2%Not published',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Pierce County' })).toBeInTheDocument();
    expect(within(ranking).getByText(/^Sources:/)).toBeInTheDocument();
    expect(within(ranking).getAllByRole('link', { name: 'About this data' }).map((link) => link.getAttribute('href'))).toEqual(['/our-data#bls-qcew', '/our-data#saipe']);
    expect(screen.getByRole('region', { name: 'What this page does not cover' })).toHaveTextContent('by ZIP code');
    expect(requests.urls.map((url) => `${url.pathname}${url.search}`)).toEqual(['/api/report/service-desert?map=pierce-county-wa']);
  });

  it('says an unknown map does not exist, without asking the API', async () => {
    renderPage('/service-desert-maps/oregon');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(requests.urls).toEqual([]);
  });
});
