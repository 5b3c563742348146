import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { NteeCodeCountsResponse, NteeSuggestResponse } from '@x4i/shared/contracts';
import { apiPath, recordRequests, renderWithProviders, setupMswServer } from '@x4i/shared/testing';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { routeTable } from '../../../route-table';
import { BuilderPage } from './builder-page';

const server = setupMswServer();
const requests = recordRequests(server);

const counts: NteeCodeCountsResponse = {
  code: 'K31',
  title: 'Food Banks & Pantries',
  total: 57,
  byState: [
    { state: 'AK', name: 'Alaska', count: 12 },
    { state: 'OR', name: 'Oregon', count: 45 },
    { state: 'VT', name: 'Vermont', count: 0 },
  ],
  coveredStates: ['AK', 'OR', 'VT'],
  largest: [{ ein: '930386872', name: 'OREGON FOOD BANK INC', city: 'PORTLAND', state: 'OR', income: 123456789 }],
  source: { name: 'Internal Revenue Service, Exempt Organizations Business Master File', url: 'https://www.irs.gov', year: '2026', aboutPath: '/our-data#irs-eo-bmf' },
};

const suggestions: NteeSuggestResponse = {
  description: 'we run a food pantry',
  suggestions: [
    {
      code: 'K31',
      title: 'Food Banks & Pantries',
      majorGroup: 'K',
      majorGroupTitle: 'Food, Agriculture & Nutrition',
      score: 120,
      matchedTerms: ['food', 'pantry'],
      matchedIn: ['title', 'keywords', 'names'],
    },
    { code: 'N61', title: 'Fishing & Hunting', majorGroup: 'N', majorGroupTitle: 'Recreation & Sports', score: 3, matchedTerms: ['run'], matchedIn: ['definition'] },
  ],
};

beforeEach(() => {
  requests.clear();
  server.use(
    http.get(apiPath('/ntee/code-counts'), ({ request }) =>
      new URL(request.url).searchParams.get('code') === 'K31' ? HttpResponse.json(counts) : HttpResponse.json({ error: { code: 'invalid_ntee_code', message: 'no' } }, { status: 400 }),
    ),
    http.get(apiPath('/ntee/suggest'), () => HttpResponse.json(suggestions)),
  );
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const builderRoute = routeTable.find((route) => route.id === 'builder')!;

function renderBuilder(route = '/nonprofit-ntee-code-builder') {
  return renderWithProviders(
    <>
      <BuilderPage route={builderRoute} />
      <Where />
    </>,
    { route, path: '/nonprofit-ntee-code-builder' },
  );
}

describe('the NTEE code builder', () => {
  it('builds a code level by level, saying what each level covers, and keeps it in the URL', async () => {
    const { user } = renderBuilder();
    await waitFor(() => expect(document.title).toBe('X4I - NTEE Code Builder'));
    await user.selectOptions(await screen.findByLabelText('1. Major group'), 'K');
    expect(screen.getByText('K: Food, Agriculture & Nutrition', { selector: 'p' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('2. Decade'), 'K3');
    expect(screen.getByTestId('where')).toHaveTextContent('/nonprofit-ntee-code-builder?group=K&decade=K3');
    await user.selectOptions(screen.getByLabelText('3. Code'), 'K31');
    expect(screen.getByTestId('where')).toHaveTextContent('/nonprofit-ntee-code-builder?code=K31');

    const panel = screen.getByRole('region', { name: 'Your code' });
    expect(within(panel).getByText('K31')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Organizations that gather, store and distribute food');
    expect(panel).toHaveTextContent('Keywords: Food Banks, Food Pantries.');
    expect(within(panel).getByRole('link', { name: 'Goal 2: Zero Hunger' })).toHaveAttribute('href', '/sdg/zero-hunger');
    expect(within(panel).getByRole('link', { name: /landscape of Food, Agriculture & Nutrition/ })).toHaveAttribute('href', '/vertical-landscape?group=K');
    // The code carries into the changer.
    expect(within(panel).getByRole('link', { name: 'Prepare a letter asking the IRS to change it to K31' })).toHaveAttribute('href', '/nonprofit-ntee-code-changer/start?code=K31');
  });

  it('shows who else carries the code: by state, the states not imported said so, and the largest peers', async () => {
    renderBuilder('/nonprofit-ntee-code-builder?code=k31');
    const peers = await screen.findByRole('region', { name: 'Organizations with K31' });
    expect(peers).toHaveTextContent('57 organizations carry K31 (Food Banks & Pantries) in the IRS records of the 3 states whose files are imported.');
    const table = within(peers).getByRole('table');
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Oregon45', 'Alaska12']);
    expect(within(peers).getByText('The other imported states have none.')).toBeInTheDocument();
    // The states not imported are greyed out on the map with the reason, not drawn blank like a zero.
    expect(await within(peers).findByRole('img', { name: 'California: no data (IRS file not imported)' })).toBeInTheDocument();
    expect(within(peers).getByRole('list', { name: 'Organizations per state' })).toHaveTextContent('No data: IRS file not imported');
    expect(within(peers).getByRole('link', { name: 'OREGON FOOD BANK INC' })).toHaveAttribute('href', '/nonprofit-ntee-code-finder/930386872');
  });

  it('suggests codes for a description, says why, and takes the one chosen', async () => {
    const { user } = renderBuilder();
    await user.type(await screen.findByLabelText('What does your organization do?'), 'we run a food pantry');
    await user.click(screen.getByRole('button', { name: 'Suggest codes' }));
    const list = await screen.findByRole('list', { name: 'Suggested codes' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('K31: Food Banks & Pantries');
    expect(items[0]).toHaveTextContent('Matched food, pantry in its title, its keywords and names of organizations with this code.');
    expect(requests.urls.find((url) => url.pathname === '/api/ntee/suggest')?.searchParams.get('q')).toBe('we run a food pantry');
    await user.click(within(items[0]!).getByRole('button', { name: 'Use this code: K31 Food Banks & Pantries' }));
    expect(screen.getByTestId('where')).toHaveTextContent('?code=K31&q=we+run+a+food+pantry');
    expect(await screen.findByRole('region', { name: 'Your code' })).toHaveTextContent('K31');
  });

  it('asks for a description rather than sending an empty one', async () => {
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('button', { name: 'Suggest codes' }));
    expect(screen.getByText('Describe what your organization does, in a sentence or two.')).toBeInTheDocument();
    expect(requests.urls.some((url) => url.pathname === '/api/ntee/suggest')).toBe(false);
  });

  it('copies the code', async () => {
    const { user } = renderBuilder('/nonprofit-ntee-code-builder?code=K31');
    const button = await screen.findByRole('button', { name: 'Copy K31' });
    const written = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(button);
    expect(await screen.findByText('K31 copied.')).toBeInTheDocument();
    expect(written).toHaveBeenCalledWith('K31');
  });
});
