import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { pageNavigation, setSignOutErrorLogger } from '@x4i/shared';
import { type ContentCard, type ProfileResponse, type SessionUser } from '@x4i/shared/contracts';
import { apiPath, backendUnavailableHandlers, buildProfile, createProfileHandlers, createWatchHandlers, profileUpdateFailureHandlers, renderWithProviders, setupMswServer, SnackbarProbe, type ProfileLists } from '@x4i/shared/testing';
import { http, HttpResponse } from 'msw';
import { decodeLoginPath } from '@x4i/shared/domain';
import type { SetupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { useLocation } from '@x4i/shared/router';
import { buildSessionUser, sessionHandlers, solutionProvider } from '../../../testing/session';
import { routeTable } from '../../../route-table';
import { ProfilePage } from './profile-page';


const server: SetupServer = setupMswServer();

interface Posted {
  url: URL;
  headers: Headers;
  body: unknown;
}
const posted: Posted[] = [];
server.events.on('request:start', async ({ request }) => {
  if (request.method !== 'POST') return;
  const text = await request.clone().text();
  posted.push({ url: new URL(request.url), headers: request.headers, body: text ? JSON.parse(text) : null });
});
let assign: jest.SpiedFunction<typeof pageNavigation.assign>;
beforeEach(() => {
  posted.splice(0);
  assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const snackbars = () => within(screen.getByRole('list', { name: 'Snackbars' })).queryAllByRole('listitem');

/** The page where the site has it: '/' (where it sends visitors) is the home page, not this one. */
function OnlyAtProfile({ children }: { children: ReactNode }) {
  return useLocation().pathname === '/profile' ? children : null;
}

function renderProfile(
  user: SessionUser | null,
  profile: ProfileResponse = buildProfile({ role: user?.role ?? 'COMMUNITY_MEMBER' }),
  lists: ProfileLists = {},
) {
  server.use(
    ...sessionHandlers(user),
    ...createProfileHandlers(profile, lists),
    ...createWatchHandlers(),
    http.get(apiPath('/me/api-keys'), () => HttpResponse.json({ hourlyQuota: 1000, keys: [] })),
  );
  return renderWithProviders(
    <>
      <OnlyAtProfile>
        <ProfilePage route={routeTable[0]} />
      </OnlyAtProfile>
      <SnackbarProbe />
    </>,
    { route: '/profile', path: ['/profile', '/'] },
  );
}

const communityMember = buildSessionUser({
  id: 'user-community',
  firstName: 'Casey',
  lastName: 'Morgan',
  name: 'Casey Morgan',
  email: 'casey.morgan@example.org',
});

describe('the profile page', () => {
  it('sends anonymous visitors to the home page, with the sign-in open and the profile to land on', async () => {
    const { location } = renderProfile(null);
    await waitFor(() => expect(location().pathname).toBe('/'));
    const query = new URLSearchParams(location().search);
    expect(query.get('login')).toBe('true');
    expect(decodeLoginPath(query.get('path'))).toBe('/profile');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('sends visitors home when the session cannot be loaded, as signed out', async () => {
    server.use(...backendUnavailableHandlers);
    const { location } = renderWithProviders(<ProfilePage route={routeTable[0]} />, { route: '/profile', path: ['/profile', '/'] });
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it("shows a community member's name, e-mail, organization, role and community benefits", async () => {
    renderProfile(communityMember);
    expect(await screen.findByRole('heading', { level: 1, name: 'Casey Morgan' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('X4I - My Profile'));
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Email')).toHaveTextContent('casey.morgan@example.org');
    expect(fact('Organization')).toHaveTextContent('No organization');
    expect(fact('Role')).toHaveTextContent('Community Member');

    const benefits = screen.getByRole('region', { name: 'Your benefits as a Community Member' });
    const community = within(benefits).getByRole('list', { name: 'Community Member benefits' });
    expect(within(community).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Search, explore, view and share all content',
      'Follow solutions and save them to a private dashboard',
      'Recommend solutions',
    ]);
    expect(within(benefits).queryByText('Special Benefits')).not.toBeInTheDocument();
  });

  it('shows a solution provider the special benefits as well as the community ones', async () => {
    renderProfile(solutionProvider);
    expect(await screen.findByRole('heading', { level: 1, name: 'Riley Chen' })).toBeInTheDocument();
    expect(screen.getByText('Organization', { selector: 'dt' }).nextElementSibling).toHaveTextContent('BrightPath Learning');
    expect(screen.getByText('Role', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Solution Provider');

    const benefits = screen.getByRole('region', { name: 'Your benefits as a Solution Provider' });
    const special = within(benefits).getByRole('list', { name: 'Special Benefits' });
    expect(within(special).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Create and edit a marketplace listing',
      'Access to webinars and the community',
    ]);
    expect(within(benefits).getByRole('list', { name: 'Community Member benefits' })).toBeInTheDocument();
  });

  it('shows every role the server grants, and their benefits, whatever gave them', async () => {
    // Role rules made this account a foundation member and a contributing editor; its permissions alone read as a community member's.
    renderProfile(buildSessionUser({ name: 'Kim Park', firstName: 'Kim', lastName: 'Park', role: 'COMMUNITY_MEMBER', roles: ['FOUNDATION_MEMBER', 'CONTRIBUTING_EDITOR'] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kim Park' })).toBeInTheDocument();
    expect(screen.getByText('Roles', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Foundation Member and Contributing Editor');
    const benefits = screen.getByRole('region', { name: 'Your benefits as a Foundation Member and Contributing Editor' });
    expect(within(benefits).getByRole('list', { name: 'Special Benefits' })).toBeInTheDocument();
    expect(within(benefits).getByRole('list', { name: 'Community Member benefits' })).toBeInTheDocument();
  });

  it('names a team member with the article X4I is said with', async () => {
    renderProfile(buildSessionUser({ name: 'Tea Member', role: 'X4I_TEAM_MEMBER', roles: ['X4I_TEAM_MEMBER'] }));
    expect(await screen.findByRole('region', { name: 'Your benefits as an X4I Team Member' })).toBeInTheDocument();
  });

  it('says plainly that there are no contributions and nothing followed yet', async () => {
    renderProfile(communityMember);
    const contributions = await screen.findByRole('region', { name: 'My contributions' });
    expect(contributions).toHaveTextContent('You have not contributed any content yet.');
    expect(screen.getByRole('region', { name: 'Following' })).toHaveTextContent('You are not following anything yet.');
    expect(await within(screen.getByRole('region', { name: 'Organizations you watch' })).findByText(/You do not watch any organization yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /load more/i })).not.toBeInTheDocument();
  });

  it('lists contributions three at a time and appends the next page on Load more', async () => {
    const card = (n: number): ContentCard => ({
      id: `id-${n}`,
      slug: `s-item${n}`,
      contentType: 'tech-solution',
      title: `Solution ${n}`,
      url: `/all/tech-solution/solution-${n}-s-item${n}`,
      categories: ['UNSDG4'],
      summary: '',
      description: '',
      logo: null,
      fundingLogo: null,
      organization: `Org ${n}`,
      fundingName: null,
      opportunityId: null,
      grantAmount: null,
      expirationDate: null,
      createdAt: '2026-01-01T00:00:00Z',
      modifiedAt: '2026-01-01T00:00:00Z',
      votes: 0,
      follows: 0,
      orgsUseSolution: 0,
      followed: false,
      userAssociated: true,
      demo: false,
    });
    renderProfile(communityMember, undefined, { contributions: [1, 2, 3, 4].map(card), follows: [card(9)] });
    const contributions = await screen.findByRole('region', { name: 'My contributions (4)' });
    await waitFor(() => expect(within(contributions).getAllByRole('link')).toHaveLength(3));
    expect(within(contributions).getByRole('link', { name: 'Solution 1' })).toHaveAttribute('href', '/all/tech-solution/solution-1-s-item1');
    within(contributions).getByRole('button', { name: 'Load more' }).click();
    await waitFor(() => expect(within(contributions).getAllByRole('link')).toHaveLength(4));
    expect(within(contributions).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const following = screen.getByRole('region', { name: 'Following (1)' });
    expect(within(following).getByRole('link', { name: 'Solution 9' })).toBeInTheDocument();
    expect(within(following).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('the settings', () => {
  it('saves the newsletter choice and confirms it', async () => {
    const { user } = renderProfile(communityMember);
    const newsletter = await screen.findByRole('switch', { name: 'Newsletter' });
    expect(newsletter).not.toBeChecked();

    await user.click(newsletter);
    expect(newsletter).toBeChecked();
    await waitFor(() => expect(snackbars().map((item) => item.textContent)).toEqual(['Your newsletter choice has been updated.']));
    expect(snackbars()[0]).toHaveAttribute('data-variant', 'default');
    expect(posted.map(({ url, body }) => [url.pathname, body])).toEqual([['/api/profile/update', { newsletter: true }]]);
    expect(newsletter).toBeChecked();
  });

  it('saves the biweekly email choice and confirms it', async () => {
    const { user } = renderProfile(communityMember, buildProfile({ weeklyEmail: true }));
    const biweekly = await screen.findByRole('switch', { name: 'Biweekly email' });
    expect(biweekly).toBeChecked();

    await user.click(biweekly);
    await waitFor(() => expect(snackbars().map((item) => item.textContent)).toEqual(['Your biweekly email choice has been updated.']));
    expect(posted.map(({ body }) => body)).toEqual([{ weeklyEmail: false }]);
    expect(biweekly).not.toBeChecked();
  });

  it('saves the organization type and confirms it', async () => {
    const { user } = renderProfile(communityMember, buildProfile({ orgType: null }));
    const orgType = await screen.findByRole('combobox', { name: 'Organization type' });
    expect(orgType).toHaveValue('');
    expect(within(orgType).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose your organization type',
      'Academic',
      'Foundation',
      'Government',
      'Nonprofit',
      'Private company',
      'Other',
    ]);

    await user.selectOptions(orgType, 'Government');
    await waitFor(() => expect(snackbars().map((item) => item.textContent)).toEqual(['Your organization type has been updated.']));
    expect(posted.map(({ body }) => body)).toEqual([{ orgType: 'GOV' }]);
    expect(orgType).toHaveValue('GOV');
  });

  it('puts a switch back and says so when the change is not saved', async () => {
    const { user } = renderProfile(communityMember);
    const newsletter = await screen.findByRole('switch', { name: 'Newsletter' });
    server.use(...profileUpdateFailureHandlers);

    await user.click(newsletter);
    await waitFor(() =>
      expect(snackbars().map((item) => item.textContent)).toEqual(['Your newsletter choice could not be updated. Please try again.']),
    );
    expect(snackbars()[0]).toHaveAttribute('data-variant', 'error');
    expect(newsletter).not.toBeChecked();
  });

  it('changes the name, says the profile has been updated, and refreshes the session that shows the name', async () => {
    let sessionReads = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/session') sessionReads += 1;
    });
    const { user } = renderProfile(communityMember);
    const form = await screen.findByRole('region', { name: 'Your name' });
    const first = within(form).getByRole('textbox', { name: 'First name' });
    expect(first).toHaveValue('Casey');
    expect(within(form).getByRole('button', { name: 'Save name' })).toBeDisabled();

    await user.clear(first);
    await user.type(first, '  Cassie ');
    const readsBefore = sessionReads;
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(snackbars().map((item) => item.textContent)).toEqual(['Your profile has been updated.']));
    expect(posted.map(({ url, body }) => [url.pathname, body])).toEqual([['/api/profile/update', { firstName: 'Cassie', lastName: 'Morgan' }]]);
    await waitFor(() => expect(sessionReads).toBeGreaterThan(readsBefore));
    // The other settings still show their saved values.
    expect(screen.getByRole('combobox', { name: 'Organization type' })).toHaveValue('NPO');
  });

  it('says why a name was not saved, and keeps what was typed', async () => {
    const { user } = renderProfile(communityMember);
    const form = await screen.findByRole('region', { name: 'Your name' });
    const last = within(form).getByRole('textbox', { name: 'Last name' });
    await user.clear(last);
    await user.type(last, '   ');
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Enter your last name.');
    expect(snackbars()).toEqual([]);
    expect(last).toHaveValue('   ');
  });

  it('puts the organization type back when the change is not saved', async () => {
    const { user } = renderProfile(communityMember, buildProfile({ orgType: 'NPO' }));
    const orgType = await screen.findByRole('combobox', { name: 'Organization type' });
    server.use(...profileUpdateFailureHandlers);

    await user.selectOptions(orgType, 'Academic');
    await waitFor(() => expect(snackbars()[0]).toHaveAttribute('data-variant', 'error'));
    expect(orgType).toHaveValue('NPO');
  });
});

describe('signing out', () => {
  it('ends the session with the CSRF header and follows the redirect', async () => {
    const { user } = renderProfile(communityMember);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/oidc/session/end'));
    const logout = posted.find(({ url }) => url.pathname === '/napi/logout');
    expect(logout?.headers.get('x-requested-with')).toBe('x4i');
  });

  it('when signing out fails, logs it and leaves the page, which no longer has a session (the shell says so)', async () => {
    const logged = jest.fn();
    const previousLogger = setSignOutErrorLogger(logged);
    const { user, location } = renderProfile(communityMember);
    server.use(http.post('*/napi/logout', () => HttpResponse.json({}, { status: 500 })));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(logged).toHaveBeenCalledWith('Sign-out failed', expect.anything()));
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(location().pathname).toBe('/'));
    setSignOutErrorLogger(previousLogger);
  });

  it('lists the IRS letters prepared, each downloadable again, with the credits left', async () => {
    const letter = {
      id: 'letter-1',
      ein: '920073175',
      organizationName: 'FOOD BANK OF ALASKA INC',
      oldCode: 'K31',
      oldTitle: 'Food Banks & Pantries',
      newCode: 'P60',
      newTitle: 'Emergency Assistance',
      createdAt: '2026-11-25T12:00:00.000Z',
      pdfPath: '/ntee-change-letters/letter-1/pdf',
    };
    renderProfile(communityMember, buildProfile(), { letters: [letter], irsLetterCredits: 1 });
    const section = await screen.findByRole('region', { name: 'IRS letters' });
    expect(await within(section).findByText(/You have 1 IRS-letter credit\./)).toBeInTheDocument();
    expect(await within(section).findByRole('link', { name: 'FOOD BANK OF ALASKA INC: K31 to P60 (PDF)' })).toHaveAttribute('href', '/api/ntee-change-letters/letter-1/pdf');
  });
});
