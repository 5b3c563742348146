import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import {
  buildChallengeCard,
  buildContentCard,
  buildGrantCard,
  contentActionFailureHandlers,
  createContentHandlers,
  recordRequests,
  setupMswServer,
  signedInSessionHandlers,
} from '@x4i/shared/testing';
import { renderExplore, sessionReady, signInState, snackbars } from '../testing/render-explore';
import { ContentCard } from './content-card';

const server = setupMswServer();
const requests = recordRequests(server);
const posts = () => requests.urls.filter((url) => url.pathname.startsWith('/api/themed-content/'));

beforeEach(() => {
  requests.clear();
  (window as { dataLayer?: unknown[] }).dataLayer = [];
  server.use(...createContentHandlers());
});

const solution = buildContentCard();
const events = () => ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event);

async function renderCard(card = solution) {
  const view = renderExplore(<ContentCard card={card} />, { route: '/all/tech-solution/' });
  await sessionReady();
  return view;
}

describe('a solution card', () => {
  it('shows the logo initials, title link, organisation, summary, goals and users', async () => {
    await renderCard();
    const article = screen.getByRole('article', { name: 'GrantPilot' });
    expect(within(article).getByRole('link', { name: 'GrantPilot' })).toHaveAttribute('href', '/all/tech-solution/grantpilot-s-grantpilot');
    expect(article).toHaveTextContent('Pilot Labs');
    expect(article).toHaveTextContent('Finds grants that fit a nonprofit');
    const goals = within(article).getByRole('list', { name: 'UN Sustainable Development Goals' });
    expect(within(goals).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['No Poverty', 'Partnerships for the Goals']);
    expect(article).toHaveTextContent('Used by 5 organizations');
    expect(within(article).getByRole('button', { name: 'Recommend GrantPilot' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('carries the Demo badge when it is demo content, and no badge when it is not', async () => {
    const { unmount } = await renderCard(buildContentCard({ demo: true }));
    expect(within(screen.getByRole('article', { name: 'GrantPilot' })).getByText('Demo')).toBeVisible();
    unmount();
    await renderCard();
    expect(within(screen.getByRole('article', { name: 'GrantPilot' })).queryByText('Demo')).not.toBeInTheDocument();
  });

  it('records the click on its link', async () => {
    const { user } = await renderCard();
    await user.click(screen.getByRole('link', { name: 'GrantPilot' }));
    expect(events()).toContain('click_link_solution');
  });

  it('opens the sign-in modal for an anonymous visitor, and sends nothing', async () => {
    const { user } = await renderCard();
    await user.click(await screen.findByRole('button', { name: 'Follow GrantPilot' }));
    await waitFor(() => expect(signInState()).toEqual({ open: true, landingPath: '/all/tech-solution/', action: expect.stringMatching(/^FOLLOW:[\w-]+$/) }));
    await user.click(screen.getByRole('button', { name: 'Recommend GrantPilot' }));
    expect(signInState()).toMatchObject({ open: true, action: expect.stringMatching(/^VOTE:[\w-]+$/) });
    expect(posts()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Follow GrantPilot' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('recommends and stops recommending, with the SPEC 8 messages and the users count', async () => {
    server.use(...signedInSessionHandlers());
    const { user } = await renderCard();
    const recommend = screen.getByRole('button', { name: 'Recommend GrantPilot' });
    await user.click(recommend);
    await waitFor(() => expect(snackbars()).toEqual([{ message: 'You have successfully recommended this content.', variant: 'default' }]));
    expect(recommend).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('article')).toHaveTextContent('Used by 6 organizations');
    expect(events()).toContain('vote_solution');

    await user.click(recommend);
    await waitFor(() => expect(snackbars().at(-1)?.message).toBe('You are no longer recommending this content.'));
    expect(recommend).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('article')).toHaveTextContent('Used by 5 organizations');
  });

  it('follows and unfollows, with the SPEC 8 messages', async () => {
    server.use(...signedInSessionHandlers());
    const { user } = await renderCard();
    const follow = screen.getByRole('button', { name: 'Follow GrantPilot' });
    await user.click(follow);
    await waitFor(() => expect(snackbars().at(-1)?.message).toBe('You are now following this content.'));
    expect(follow).toHaveAttribute('aria-pressed', 'true');
    expect(events()).toContain('follow_solution');
    await user.click(follow);
    await waitFor(() => expect(snackbars().at(-1)?.message).toBe('You are no longer following this content.'));
    expect(follow).toHaveAttribute('aria-pressed', 'false');
  });

  it("shows the server's message as an error and puts the flag back when the change fails", async () => {
    server.use(...signedInSessionHandlers(), ...contentActionFailureHandlers);
    const { user } = await renderCard();
    const recommend = screen.getByRole('button', { name: 'Recommend GrantPilot' });
    await user.click(recommend);
    await waitFor(() => expect(snackbars()).toEqual([{ message: 'The change could not be saved.', variant: 'error' }]));
    expect(recommend).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('article')).toHaveTextContent('Used by 5 organizations');
  });
});

describe('other cards', () => {
  it('show a grant’s funder, amount and closing date', async () => {
    await renderCard(buildGrantCard({ expirationDate: '2099-12-31' }));
    const article = screen.getByRole('article', { name: 'Community Literacy Fund' });
    const fact = (term: string) => within(article).getByText(term).nextElementSibling;
    expect(fact('Funder')).toHaveTextContent('Evergreen Foundation');
    expect(fact('Amount')).toHaveTextContent('$25,000');
    expect(fact('Closes')).toHaveTextContent('December 31, 2099');
    expect(within(article).getByText('Evergreen Foundation', { selector: 'p' })).toBeInTheDocument();
    expect(within(article).queryByRole('button')).not.toBeInTheDocument();
  });

  it('say when a grant has closed', async () => {
    await renderCard(buildGrantCard({ expirationDate: '2020-01-31' }));
    expect(screen.getByText('Closed').nextElementSibling).toHaveTextContent('January 31, 2020');
  });

  it('show how many organizations have a challenge, and its ideas when the server sends them', async () => {
    await renderCard({ ...buildChallengeCard({ votes: 12 }), ideas: 3 } as ReturnType<typeof buildChallengeCard>);
    const article = screen.getByRole('article', { name: 'Affordable Housing Waitlists' });
    expect(article).toHaveTextContent('12 organizations have this challenge');
    expect(article).toHaveTextContent('3 ideas');
  });
});
