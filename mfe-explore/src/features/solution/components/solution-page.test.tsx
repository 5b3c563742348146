import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  backendUnavailableHandlers,
  buildSolution,
  createContentHandlers,
  setupMswServer,
  signedInSessionHandlers,
} from '@x4i/shared/testing';
import { ContentPathPage } from '../../../routes';
import { routeTable } from '../../../route-table';
import { renderExplore, sessionReady, signInState, snackbars, wizardState } from '../../kit/testing/render-explore';

// The map has its own tests; here it only shows what it was given.
jest.mock('@x4i/shared', () => ({
  ...jest.requireActual<object>('@x4i/shared'),
  UsMap: ({ title, values, mode, legend }: { title: string; values: Record<string, number>; mode?: string; legend?: ReactNode }) => (
    <figure aria-label={title} data-mode={mode}>
      <span>{JSON.stringify(values)}</span>
      {legend}
    </figure>
  ),
  UsMapScaleLegend: ({ label }: { label: string }) => <p>{label}</p>,
}));

const server = setupMswServer();

interface Posted {
  path: string;
  body: unknown;
}
const posted: Posted[] = [];
server.events.on('request:start', async ({ request }) => {
  if (request.method !== 'POST') return;
  const text = await request.clone().text();
  posted.push({ path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
});

afterEach(() => jest.restoreAllMocks());
beforeEach(() => {
  posted.splice(0);
  (window as { dataLayer?: unknown[] }).dataLayer = [];
  server.use(...createContentHandlers());
});

const CANONICAL = '/all/tech-solution/grantpilot-s-grantpilot';

function renderSolution(route = CANONICAL) {
  return renderExplore(<ContentPathPage route={routeTable[2]} />, {
    route,
    path: routeTable.filter((entry) => entry.id !== 'home').map((entry) => entry.path),
  });
}

async function solutionShown() {
  return screen.findByRole('heading', { level: 1, name: 'GrantPilot' });
}

const fact = (region: HTMLElement, term: string) => within(region).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('a solution page', () => {
  it('shows the solution, its organisation and how to reach it', async () => {
    renderSolution();
    await solutionShown();
    await waitFor(() => expect(document.title).toBe('X4I - GrantPilot'));
    expect(screen.getByText('by Pilot Labs')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'UN Sustainable Development Goals' })).getAllByRole('listitem').map((goal) => goal.textContent)).toEqual([
      'No Poverty',
      'Partnerships for the Goals',
    ]);
    expect(screen.getByText('Finds grants that fit a nonprofit and drafts the application.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Visit the GrantPilot website/ })).toHaveAttribute('href', 'https://grantpilot.example.org');

    const about = screen.getByRole('region', { name: 'About Pilot Labs' });
    expect(within(fact(about, 'Website')).getByRole('link')).toHaveAttribute('href', 'https://pilotlabs.example.org');
    expect(fact(about, 'EIN')).toHaveTextContent('12-3456789');
    expect(within(fact(about, 'E-mail')).getByRole('link')).toHaveAttribute('href', 'mailto:hello@pilotlabs.example.org');
    expect(within(fact(about, 'Demo contact')).getByRole('link', { name: 'demo@pilotlabs.example.org' })).toHaveAttribute(
      'href',
      'mailto:demo@pilotlabs.example.org',
    );
    expect(fact(about, 'Solution type')).toHaveTextContent('Technology');
    expect(within(fact(about, 'Special offer')).getByRole('link')).toHaveAttribute('href', 'https://grantpilot.example.org/offer');
    expect(within(fact(about, 'Hiring')).getByRole('link')).toHaveAttribute('href', 'https://pilotlabs.example.org/jobs');
    expect(within(fact(about, 'Case studies')).getByRole('link')).toHaveAttribute('href', 'https://grantpilot.example.org/cases');
    expect(within(fact(about, 'Impact')).getByRole('link')).toHaveAttribute('href', 'https://grantpilot.example.org/impact');
    expect(fact(about, 'Listed')).toHaveTextContent('March 2, 2026');
    expect(fact(about, 'Last updated')).toHaveTextContent('April 10, 2026');
  });

  it('shows the lists, the material, the references, the badges and the computed entries', async () => {
    renderSolution();
    await solutionShown();
    expect(within(screen.getByRole('region', { name: 'Main features' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Grant matching',
      'Application drafts',
    ]);
    expect(screen.getByRole('region', { name: 'User benefits' })).toHaveTextContent('Fewer hours on applications');
    expect(screen.getByRole('region', { name: 'Primary audience' })).toHaveTextContent('Small nonprofits');
    const material = within(screen.getByRole('region', { name: 'Marketing material' }));
    expect(material.getByRole('heading', { name: 'Win more grants' })).toBeInTheDocument();
    expect(material.getByRole('link', { name: /Learn more about Win more grants/ })).toHaveAttribute('href', 'https://grantpilot.example.org/story');
    const references = screen.getByRole('region', { name: 'References' });
    expect(references).toHaveTextContent('“We applied for twice as many grants.”');
    expect(references).toHaveTextContent('Dana Reyes, Executive Director');
    expect(within(references).getByRole('link', { name: /Harbor Food Bank/ })).toHaveAttribute('href', 'https://harborfood.example.org');
    expect(within(screen.getByRole('region', { name: 'Badges and certifications' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Traction badge',
      'Tech4PI certified',
      'Premium listing',
      'Accessible: Meets WCAG 2.2 AA.',
    ]);

    const activity = screen.getByRole('region', { name: 'Activity' });
    expect(fact(activity, 'Organizations using it')).toHaveTextContent('5');
    expect(fact(activity, 'Shares')).toHaveTextContent('7');
    expect(fact(activity, 'Follows')).toHaveTextContent('2');
    expect(fact(activity, 'Potential funding')).toHaveTextContent(/^\$1,250,000$/);
    expect(fact(activity, 'Listing completeness')).toHaveTextContent('85%');
    expect((window as { dataLayer?: { event: string }[] }).dataLayer?.map((entry) => entry.event)).toEqual(['view_item']);
  });

  it('shows the primary area and the state votes on the map, with a legend, and the users by state', async () => {
    server.use(...createContentHandlers({ solutions: [buildSolution({ stateVotes: ['ca'] })] }));
    renderSolution();
    await solutionShown();
    const geography = within(screen.getByRole('region', { name: 'Geography' }));
    const area = await geography.findByRole('figure', { name: 'Where GrantPilot works' });
    expect(area).toHaveAttribute('data-mode', 'highlight');
    expect(area).toHaveTextContent('{"ca":1,"or":1,"wa":1}');
    const legend = within(area).getByRole('list', { name: 'Legend' });
    expect(legend).toHaveTextContent('Primary area: Washington, Oregon');
    expect(legend).toHaveTextContent('Added by your state votes: California');
    const users = geography.getByRole('figure', { name: 'Organizations using GrantPilot, by state' });
    expect(users).toHaveAttribute('data-mode', 'scale');
    expect(users).toHaveTextContent('{"wa":3,"ca":2}');
    expect(users).toHaveTextContent('Organizations per state');
  });

  it('shows a demo contact that is not an e-mail address as text', async () => {
    server.use(...createContentHandlers({ solutions: [buildSolution({ demoContact: 'Call Sam on 555-0100' })] }));
    renderSolution();
    await solutionShown();
    const demo = fact(screen.getByRole('region', { name: 'About Pilot Labs' }), 'Demo contact');
    expect(demo).toHaveTextContent('Call Sam on 555-0100');
    expect(within(demo).queryByRole('link')).not.toBeInTheDocument();
  });

  it('replaces a non-canonical URL with the solution’s own, keeping the query', async () => {
    const { location } = renderSolution('/ALL/tech-solution/old-name-s-grantpilot?ref=mail');
    await solutionShown();
    await waitFor(() => expect(`${location().pathname}${location().search}`).toBe(`${CANONICAL}?ref=mail`));
  });

  it('sends the visitor home when the solution does not exist', async () => {
    const { location } = renderSolution('/all/tech-solution/gone-s-nothing');
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it('sends the visitor home when the solution cannot be loaded', async () => {
    server.use(...backendUnavailableHandlers);
    const { location } = renderSolution();
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});

describe('the actions on a solution page', () => {
  it('asks an anonymous visitor to sign in to follow', async () => {
    const { user } = renderSolution();
    await solutionShown();
    await sessionReady();
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(signInState()).toEqual({ open: true, landingPath: CANONICAL, action: expect.stringMatching(/^FOLLOW:[\w-]+$/) });
    expect(posted).toHaveLength(0);
  });

  it('recommends, moving the users count, and follows', async () => {
    server.use(...signedInSessionHandlers());
    const { user } = renderSolution();
    await solutionShown();
    await sessionReady();
    await user.click(screen.getByRole('button', { name: 'Recommend' }));
    await waitFor(() => expect(snackbars().at(-1)?.message).toBe('You have successfully recommended this content.'));
    expect(screen.getByText('Used by 6 organizations')).toBeInTheDocument();
    expect(fact(screen.getByRole('region', { name: 'Activity' }), 'Organizations using it')).toHaveTextContent('6');

    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(snackbars().at(-1)?.message).toBe('You are now following this content.'));
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'true');
    expect(fact(screen.getByRole('region', { name: 'Activity' }), 'Follows')).toHaveTextContent('3');
    expect(posted.map((entry) => entry.path)).toEqual(['/api/themed-content/vote/id-s-grantpilot', '/api/themed-content/follow/id-s-grantpilot']);
  });

  it('votes for a state (WA unless another is picked) and removes the vote', async () => {
    server.use(...signedInSessionHandlers());
    const { user } = renderSolution();
    await solutionShown();
    await sessionReady();
    expect(screen.getByRole('combobox', { name: 'Your state' })).toHaveValue('WA');
    await user.click(screen.getByRole('button', { name: 'We use it in this state' }));
    await waitFor(() => expect(screen.getByText('You use it in Washington.')).toBeInTheDocument());
    expect(snackbars().at(-1)?.message).toBe('Your state vote has been recorded.');

    await user.click(screen.getByRole('button', { name: 'Remove my state vote' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Your state' })).toBeInTheDocument());
    expect(posted.map((entry) => entry.body)).toEqual([{ states: ['WA'] }, { states: [] }]);
    // The state is a facet of the listing: the vote on it is recorded once, the removal not at all.
    const facetVotes = ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter((entry) => entry.event === 'vote_facet');
    expect(facetVotes).toEqual([{ event: 'vote_facet', item_id: 's-grantpilot', item_name: 'GrantPilot', facet: 'state', value: 'WA' }]);
  });

  it('records a share with its source, then counts it', async () => {
    const { user } = renderSolution();
    await solutionShown();
    await user.click(screen.getByRole('button', { name: 'Share (7)' }));
    const dialog = screen.getByRole('dialog', { name: 'Share this solution' });
    expect(dialog).toHaveTextContent(`http://localhost${CANONICAL}`);
    const linkedIn = within(dialog).getByRole('link', { name: /LinkedIn/ });
    expect(linkedIn).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(`http://localhost${CANONICAL}`)));
    expect(linkedIn).toHaveAttribute('target', '_blank');
    await user.click(linkedIn);
    expect(await screen.findByRole('button', { name: 'Share (8)' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Escape closes the dialog without recording anything.
    await user.click(screen.getByRole('button', { name: 'Share (8)' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share (8)' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Share this solution' })).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(snackbars().at(-1)?.message).toBe('Link copied.'));
    expect(writeText).toHaveBeenCalledWith(`http://localhost${CANONICAL}`);
    expect(await screen.findByRole('button', { name: 'Share (9)' })).toBeInTheDocument();
    expect(posted.map((entry) => entry.body)).toEqual([{ source: 'LINKEDIN' }, { source: 'COPY_LINK' }]);
  });

  it('offers Edit to those who may edit it, opening the wizard on this solution', async () => {
    server.use(
      ...signedInSessionHandlers({ canTouchSolution: true }, { role: 'SOLUTION_PROVIDER', permissions: ['edit:solution'] }),
      ...createContentHandlers({ solutions: [buildSolution({ canEdit: true })] }),
    );
    const { user } = renderSolution();
    await solutionShown();
    await sessionReady();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(wizardState()).toEqual({ isOpen: true, request: { workflow: 'SolutionWorkflow', slug: 's-grantpilot' } });
  });

  it('offers no Edit otherwise', async () => {
    renderSolution();
    await solutionShown();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
