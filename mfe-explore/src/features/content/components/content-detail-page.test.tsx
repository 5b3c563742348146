import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { buildContentDetail, buildGrantCard, buildArticleCard, createContentHandlers, setupMswServer, signedInSessionHandlers } from '@x4i/shared/testing';
import { ContentPathPage } from '../../../routes';
import { routeTable } from '../../../route-table';
import { renderExplore, sessionReady, signInState, snackbars, wizardState } from '../../kit/testing/render-explore';

const server = setupMswServer();

const challenge = buildContentDetail({ expirationDate: null, sourceUrl: 'housing.example.org/report', ideas: 3, votes: 12 });
const grant = buildContentDetail({
  ...buildGrantCard({ expirationDate: '2020-06-30' }),
  body: ['Funds reading programmes after school.'],
  ideas: 0,
  eligibility: 'NON_PROFIT',
  sourceUrl: 'https://evergreen.example.org/apply',
});
const article = buildContentDetail({ ...buildArticleCard(), body: ['Part I is the summary.', 'Part VIII is revenue.'], ideas: 0, eligibility: null, sourceUrl: null });

beforeEach(() => {
  server.use(...createContentHandlers({ details: [challenge, grant, article] }));
});

function renderDetail(route: string) {
  return renderExplore(<ContentPathPage route={routeTable[3]} />, {
    route,
    path: routeTable.filter((entry) => entry.id !== 'home').map((entry) => entry.path),
  });
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('a challenge page', () => {
  it('shows the challenge, its goals, body, organisation, ideas and source', async () => {
    renderDetail(challenge.url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Affordable Housing Waitlists' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('X4I - Affordable Housing Waitlists'));
    expect(screen.getByText('Social challenge')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'UN Sustainable Development Goals' })).getAllByRole('listitem').map((goal) => goal.textContent)).toEqual([
      'No Poverty',
      'Sustainable Cities and Communities',
    ]);
    expect(screen.getByText('Families wait years for subsidised housing while units stay empty.')).toBeInTheDocument();
    expect(screen.getByText('Waitlists are long.')).toBeInTheDocument();
    expect(fact('Organization')).toHaveTextContent('Tacoma Housing Network');
    expect(fact('Ideas')).toHaveTextContent('3');
    expect(within(fact('Source')).getByRole('link')).toHaveAttribute('href', 'https://housing.example.org/report');
    expect(screen.getByText('12 organizations have this challenge')).toBeInTheDocument();
  });

  it("notes 'we have this challenge' and takes it back, with the challenge messages", async () => {
    server.use(...signedInSessionHandlers());
    const { user } = renderDetail(challenge.url);
    await screen.findByRole('heading', { level: 1 });
    await sessionReady();
    const vote = screen.getByRole('button', { name: 'We have this challenge' });
    await user.click(vote);
    await waitFor(() => expect(snackbars().at(-1)?.message).toBe('You have noted that you have this challenge.'));
    expect(vote).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('13 organizations have this challenge')).toBeInTheDocument();
    await user.click(vote);
    await waitFor(() => expect(snackbars().at(-1)?.message).toBe('Noted! You no longer have this challenge.'));
    expect((window as { dataLayer?: { event: string }[] }).dataLayer?.map((entry) => entry.event)).toContain('vote_challenge');
  });

  it('asks an anonymous visitor to sign in first', async () => {
    const { user } = renderDetail(challenge.url);
    await screen.findByRole('heading', { level: 1 });
    await sessionReady();
    await user.click(screen.getByRole('button', { name: 'We have this challenge' }));
    expect(signInState()).toMatchObject({ open: true, action: expect.stringMatching(/^VOTE:[\w-]+$/), landingPath: challenge.url });
  });
});

describe('an unpublished item', () => {
  it('is marked Unpublished for the team, who alone is answered it, with the way to publish it again', async () => {
    server.use(...createContentHandlers({ details: [{ ...challenge, unpublishedAt: '2026-11-28T09:00:00.000Z' }] }));
    renderDetail(challenge.url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Affordable Housing Waitlists' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Unpublished: only the X4I team can see this page.');
    expect(screen.getByRole('link', { name: 'Publish it again on the Content page' })).toHaveAttribute('href', '/admin/content');
  });

  it('is not marked when published', async () => {
    renderDetail(challenge.url);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Unpublished/)).not.toBeInTheDocument();
  });
});

describe('editing a challenge or grant', () => {
  it('offers Edit when the server says the user may edit, opening the wizard on that item', async () => {
    server.use(
      ...signedInSessionHandlers({ canTouchChallenge: true, canTouchGrant: true }, { permissions: ['create:content', 'edit:content'] }),
      ...createContentHandlers({ details: [{ ...challenge, canEdit: true }, { ...grant, canEdit: true }] }),
    );
    const { user } = renderDetail(challenge.url);
    await screen.findByRole('heading', { level: 1 });
    await sessionReady();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(wizardState()).toEqual({ isOpen: true, request: { workflow: 'ChallengeWorkflow', slug: challenge.slug } });
  });

  it('offers no Edit otherwise', async () => {
    renderDetail(grant.url);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe('a grant page', () => {
  it('shows the funder, amount, closing date, eligibility and that it has closed; it can be followed', async () => {
    server.use(...signedInSessionHandlers());
    const { user } = renderDetail(grant.url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Literacy Fund' })).toBeInTheDocument();
    expect(screen.getByText('Funded by Evergreen Foundation')).toBeInTheDocument();
    expect(fact('Funder')).toHaveTextContent('Evergreen Foundation');
    expect(fact('Amount')).toHaveTextContent('$25,000');
    expect(fact('Closing date')).toHaveTextContent('June 30, 2020 (closed)');
    expect(fact('Eligibility')).toHaveTextContent('Nonprofits can apply');
    expect(within(fact('Source')).getByRole('link', { name: /Apply or read the call/ })).toHaveAttribute('href', 'https://evergreen.example.org/apply');
    expect(screen.queryByRole('button', { name: 'We have this challenge' })).not.toBeInTheDocument();

    await sessionReady();
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(snackbars().at(-1)?.message).toBe('You are now following this content.'));
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(snackbars().at(-1)?.message).toBe('You are no longer following this content.'));
  });
});

describe('an article page', () => {
  it('shows the article at /goal/kb/title/k-slug, without actions', async () => {
    renderDetail('/quality-education/kb/how-to-read-form-990/k-read_990');
    expect(await screen.findByRole('heading', { level: 1, name: 'How to Read Form 990' })).toBeInTheDocument();
    expect(screen.getByText('Part VIII is revenue.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it('moves to the canonical URL when the path differs', async () => {
    const { location } = renderDetail('/all/kb/old-title/k-read_990?ref=x');
    await screen.findByRole('heading', { level: 1, name: 'How to Read Form 990' });
    await waitFor(() => expect(`${location().pathname}${location().search}`).toBe('/quality-education/kb/how-to-read-form-990/k-read_990?ref=x'));
  });
});

describe('a detail that does not exist', () => {
  it("says 'This page could not be found'", async () => {
    renderDetail('/all/challenge/gone/c-nothing');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('X4I - Page not found'));
  });
});
