import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import type { SdgIndexIndicator, SdgIndexResponse, SdgIndexStateRank } from '@x4i/shared/contracts';
import { apiPath, renderWithProviders, setupMswServer } from '@x4i/shared/testing';
import { http, HttpResponse } from 'msw';
import { foodInsecurityReason } from '../testing/movement-reasons';
import { SdgIndexPage } from './sdg-index-page';

const indicator = (id: string, goal: number, name: string, units: string): SdgIndexIndicator => ({
  id,
  goal,
  name,
  units,
  decimals: 1,
  source: 'A federal file',
  dataYear: '2020',
  direction: 'descending',
  definition: '',
  bounds: { worst: 20, best: 5 },
  replaces: 'The newer value replaces the SDSN’s.',
});

const food = foodInsecurityReason;

const rows: SdgIndexStateRank[] = [
  {
    state: 'VT',
    stateName: 'Vermont',
    rank: 1,
    index: 70.5,
    goals: [],
    baseline: { rank: 2, index: 70.24 },
    movement: { rankChange: 1, indexChange: 0.26, reasons: [food] },
  },
  { state: 'MA', stateName: 'Massachusetts', rank: 2, index: 70.3, goals: [], baseline: { rank: 1, index: 70.3 }, movement: { rankChange: -1, indexChange: 0, reasons: [] } },
  { state: 'DC', stateName: 'District of Columbia', rank: null, index: null, goals: [] },
];

function answer(state: string | null): SdgIndexResponse {
  const vermont = rows[0]!;
  return {
    state,
    source: { name: 'Sustainable Development Report of the United States 2018', publisher: 'SDSN USA and SDG USA', url: 'https://github.com/sdsna/sdr-united-states-viz', dataYears: '2010–2023', credit: 'Credit.', disclaimer: 'Disclaimer.' },
    method: {
      worstPercentile: 2.5,
      topPerformers: 5,
      thresholds: [{ rating: 'red', from: 0, label: 'Major challenges' }],
      references: [{ title: 'Sustainable Development Report of the United States 2018', url: 'https://www.sustainabledevelopment.report/reports/sustainable-development-report-of-the-united-states-2018/' }],
    },
    editions: [
      { id: 'sdsn-2018-recomputed', label: 'SDSN 2018 edition, recomputed', description: 'The 103 indicators of the 2018 report, as published.', replacedIndicators: [] },
      { id: 'updated', label: 'Updated edition', description: 'The same indicators, with newer federal values for Food insecurity.', replacedIndicators: ['02.03_foodinsc'] },
    ],
    indicators: [indicator('02.03_foodinsc', 2, 'Food insecurity', '% of households')],
    stateRanking: rows,
    benchmarks: { averageIndex: 70.4, medianIndex: 70.4, best: { state: 'VT', index: 70.5 }, goals: [{ goal: 2, averageScore: 60, bestScore: 63, bestState: 'VT' }], rankedStates: 2 },
    dashboard:
      state === 'VT'
        ? { state: 'VT', stateName: 'Vermont', rank: 1, index: 70.5, note: null, indicators: [], baseline: vermont.baseline, movement: vermont.movement }
        : null,
    orgCount: null,
    orgMetrics: null,
  };
}

setupMswServer(http.get(apiPath('/report/sdg-index'), ({ request }) => HttpResponse.json(answer(new URL(request.url).searchParams.get('state')))));

describe('the state sustainability index in two editions', () => {
  it('gives each state its rank and index in both editions, in labelled columns', async () => {
    renderWithProviders(<SdgIndexPage />, { route: '/sdg-index' });
    const table = await screen.findByRole('table', { name: /States ranked by index score/ });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Rank, updated',
      'State',
      'Index score, updated',
      'Rank, SDSN 2018 edition, recomputed',
      'Index score, SDSN 2018 edition, recomputed',
      'Rating',
      'Why it moved',
    ]);
    const vermont = within(table).getByRole('row', { name: /Vermont/ });
    expect(within(vermont).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent)).toEqual(['1', '70.5', '2', '70.2']);
    expect(within(table).getByRole('row', { name: /District of Columbia/ })).toHaveTextContent('Not ranked');
  });

  it('opens why a state moved from the keyboard: the indicator, its values in both editions and its share', async () => {
    const { user } = renderWithProviders(<SdgIndexPage />, { route: '/sdg-index' });
    const toggle = await screen.findByRole('button', { name: 'Up 1 place: why Vermont moved' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Why Vermont moved' })).not.toBeInTheDocument();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const reasons = screen.getByRole('list', { name: 'Why Vermont moved' });
    expect(within(reasons).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Rank 2 → 1 (up 1 place); index 70.2 → 70.5 (+0.26 points).',
      'Food insecurity (goal 2): 10.1 (2014-2016 average) → 9.2 (2021–2023 average) % of households; score 55.3 → 63.0; goal 2 score +3.89 points, index +0.26 points.',
    ]);
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Down 1 place: why Massachusetts moved' }));
    expect(screen.getByRole('list', { name: 'Why Massachusetts moved' })).toHaveTextContent('it moved only because other states’ indexes changed');
  });

  it('explains the two editions in the method note and cites where the method is described', async () => {
    renderWithProviders(<SdgIndexPage />, { route: '/sdg-index' });
    const method = await screen.findByRole('region', { name: 'How the index is computed' });
    expect(within(method).getByText('SDSN 2018 edition, recomputed')).toBeInTheDocument();
    expect(within(method).getByText('The same indicators, with newer federal values for Food insecurity.')).toBeInTheDocument();
    expect(within(method).getByRole('link', { name: 'Sustainable Development Report of the United States 2018 (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.sustainabledevelopment.report/reports/sustainable-development-report-of-the-united-states-2018/',
    );
    expect(method).toHaveTextContent('uses the average of the 5 best states for every indicator');
    // The counts of indicators and goals come from the answer (the editions' descriptions), not from the page.
    expect(screen.queryByText(/103 state indicators|16 goals/)).not.toBeInTheDocument();
  });

  it("gives a state's rank in the 2018 edition and why it moved on its dashboard", async () => {
    renderWithProviders(<SdgIndexPage />, { route: '/sdg-index?state=VT' });
    expect(await screen.findByRole('heading', { level: 3, name: 'SDSN 2018 edition, recomputed: rank 2, index 70.2' })).toBeInTheDocument();
    const reasons = screen.getAllByRole('list', { name: 'Why Vermont moved' }).find((list) => !list.hidden)!;
    expect(reasons).toHaveTextContent('Food insecurity (goal 2): 10.1 (2014-2016 average) → 9.2');
  });
});
