import '@testing-library/jest-dom';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  backendUnavailableHandlers,
  buildCategoryMetrics,
  buildContentCard,
  buildExploreResponse,
  buildHomeConfig,
  createContentHandlers,
  setupMswServer,
} from '@x4i/shared/testing';
import { Link } from 'react-router';
import { routeTable } from '../../../route-table';
import { renderExplore } from '../../kit/testing/render-explore';
import { HomePage } from './home-page';

const server = setupMswServer();
const homeRoute = routeTable[0];
let scrollTo: jest.Mock;
beforeEach(() => {
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  server.use(...createContentHandlers());
});

function renderHome() {
  return renderExplore(
    <>
      <Link to="/">Home link</Link>
      <HomePage route={homeRoute} />
    </>,
    { route: '/' },
  );
}

const goals = () => within(screen.getByRole('region', { name: 'Explore by UN Sustainable Development Goal' }));

describe('the home page', () => {
  it('shows the highlights one slide at a time, moved only by the buttons', async () => {
    const { user } = renderHome();
    const carousel = await screen.findByRole('region', { name: 'Highlights' });
    expect(within(carousel).getByRole('group', { name: '1 of 3' })).toHaveTextContent('Find the right tech');
    expect(within(carousel).getByRole('link', { name: 'Browse solutions' })).toHaveAttribute('href', '/all/tech-solution/');
    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(within(carousel).getByRole('group', { name: '2 of 3' })).toHaveTextContent('Follow the money');
    expect(carousel).toHaveTextContent('Slide 2 of 3');
    await user.click(within(carousel).getByRole('button', { name: 'Previous slide' }));
    await user.click(within(carousel).getByRole('button', { name: 'Previous slide' }));
    expect(within(carousel).getByRole('group', { name: '3 of 3' })).toHaveTextContent('Fund what works');
    await waitFor(() => expect(document.title).toBe('X4I - Explore Solutions, Challenges and Grants'));
  });

  it('shows the header tiles and the impact figures, formatted', async () => {
    renderHome();
    const tiles = within(await screen.findByRole('list', { name: 'Start here' }));
    expect(tiles.getByRole('link', { name: /Challenges/ })).toHaveAttribute('href', '/all/social-challenge-idea');
    const impact = within(screen.getByRole('region', { name: 'Impact' }));
    expect(impact.getByText('Nonprofits covered').nextElementSibling).toHaveTextContent('350,040');
    expect(impact.getByText('Grant funding listed').nextElementSibling).toHaveTextContent('$1,250,000');
  });

  it('says beside a figure and a goal count built from demo items that they are, and marks a demo ad', async () => {
    const explore = buildExploreResponse({
      metrics: {
        ALL: buildCategoryMetrics({ type: 'ALL', total: 21, solution: 21, demo: 21 }),
        UNSDG1: buildCategoryMetrics({ type: 'UNSDG1', total: 9, solution: 9, demo: 2 }),
      },
      homeConfig: buildHomeConfig({
        impact: [
          { label: 'Nonprofits covered', value: 350040, format: 'count', note: 'IRS EO BMF, April 2026' },
          { label: 'Grant funding open now', value: 75000, format: 'currency', note: 'Demo content: computed from demo items only' },
        ],
      }),
      ads: [buildContentCard({ demo: true }), buildContentCard({ title: 'Donor CRM', slug: 's-donorcrm' })],
    });
    server.use(...createContentHandlers({ explore }));
    renderHome();
    const impact = within(await screen.findByRole('region', { name: 'Impact' }));
    expect(await impact.findByText('Demo content: computed from demo items only')).toBeInTheDocument();
    expect(impact.getByText('IRS EO BMF, April 2026')).toBeInTheDocument();
    await waitFor(() => expect(goals().getByRole('button', { name: /No Poverty/ })).toHaveTextContent('9 items, 2 demo'));
    expect(goals().getAllByRole('button')[0]).toHaveTextContent('21 items, all demo');
    const ads = within(await screen.findByRole('list', { name: 'Premium solutions' }));
    expect(within(ads.getByRole('article', { name: 'GrantPilot' })).getByText('Demo')).toBeVisible();
    expect(within(ads.getByRole('article', { name: 'Donor CRM' })).queryByText('Demo')).not.toBeInTheDocument();
  });

  it('shows the 17 goals and All with their counts, zero where the server sent none', async () => {
    renderHome();
    await waitFor(() => expect(goals().getByRole('button', { name: /No Poverty/ })).toHaveTextContent('9 items'));
    const buttons = goals().getAllByRole('button');
    expect(buttons).toHaveLength(18);
    expect(buttons[0]).toHaveTextContent('All UN SDGsAll21 items');
    expect(goals().getByRole('button', { name: /Climate Action/ })).toHaveTextContent('0 items');
    expect(goals().getByRole('button', { name: /No Poverty/ })).toHaveStyle({ backgroundColor: 'rgb(229, 36, 59)' });
  });

  it('shows a goal’s counts per content type when it is chosen, missing types as zeros', async () => {
    const { user } = renderHome();
    await waitFor(() => expect(goals().getByRole('button', { name: /Quality Education/ })).toHaveTextContent('4 items'));
    await user.click(goals().getByRole('button', { name: /Quality Education/ }));
    expect(goals().getByRole('button', { name: /Quality Education/ })).toHaveAttribute('aria-pressed', 'true');

    const wheel = within(screen.getByRole('region', { name: 'Quality Education: 4 items' }));
    expect(wheel.getByRole('heading', { level: 2 })).toHaveFocus();
    const links = wheel.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['0Challenges', '/quality-education/social-challenge-idea/'],
      ['0Solutions', '/quality-education/tech-solution/'],
      ['2Grants2 open, $50,000 in funding', '/quality-education/grants-funding/'],
      ['2Articles', '/quality-education/knowledge-base/'],
      ['Money flowWhere nonprofit income comes from', '/quality-education/money-flow/'],
    ]);
  });

  it('shows a goal the server knows nothing about as all zeros', async () => {
    server.use(...createContentHandlers({ explore: buildExploreResponse({ metrics: { ALL: buildCategoryMetrics({ total: 3 }) } }) }));
    const { user } = renderHome();
    await waitFor(() => expect(goals().getAllByRole('button')[0]).toHaveTextContent('3 items'));
    await user.click(goals().getByRole('button', { name: /Life on Land/ }));
    const wheel = screen.getByRole('region', { name: 'Life on Land: 0 items' });
    expect(within(wheel).getByRole('link', { name: /Grants/ })).toHaveTextContent('0 open, $0 in funding');
  });

  it('shows the premium ads and the featured solutions', async () => {
    renderHome();
    const ads = within(await screen.findByRole('list', { name: 'Premium solutions' }));
    expect(ads.getAllByRole('article').map((article) => within(article).getByRole('link').textContent).sort()).toEqual(['Donor CRM', 'GrantPilot']);
    expect(within(await screen.findByRole('list', { name: 'Featured solutions' })).getAllByRole('article')).toHaveLength(3);
  });

  it('falls back to empty sections and zeros when the explore data fails, and offers to try again', async () => {
    server.use(...backendUnavailableHandlers);
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('The data could not be loaded.');
    expect(screen.queryByRole('region', { name: 'Highlights' })).not.toBeInTheDocument();
    expect(goals().getAllByRole('button')[1]).toHaveTextContent('0 items');
  });

  it('going to the landing page again hides the wheel results and scrolls to the top after 100 ms', async () => {
    const { user } = renderHome();
    await waitFor(() => expect(goals().getByRole('button', { name: /No Poverty/ })).toHaveTextContent('9 items'));
    await user.click(goals().getByRole('button', { name: /No Poverty/ }));
    expect(screen.getByRole('region', { name: 'No Poverty: 9 items' })).toBeInTheDocument();

    // The page's clock from here, so the delay is measured exactly however busy the machine is.
    jest.useFakeTimers();
    try {
      act(() => fireEvent.click(screen.getByRole('link', { name: 'Home link' })));
      expect(screen.queryByRole('region', { name: /No Poverty:/ })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(99));
      expect(scrollTo).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    } finally {
      jest.useRealTimers();
    }
  });
});
