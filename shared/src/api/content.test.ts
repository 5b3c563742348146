import { http, HttpResponse } from 'msw';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../contracts/session.js';
import { apiPath, buildContentCard, buildSolution, createContentHandlers, recordRequests, setupMswServer } from '../testing/index.js';
import { isApiError } from './api-error.js';
import {
  followContent,
  getContentDetail,
  getExplore,
  getFeaturedSolutions,
  searchContent,
  searchContentKey,
  shareContent,
  unfollowContent,
  voteContent,
  voteGeo,
} from './content.js';

const server = setupMswServer();
const requests = recordRequests(server);

interface Posted {
  path: string;
  csrf: string | null;
  body: unknown;
}
const posted: Posted[] = [];
server.events.on('request:start', async ({ request }) => {
  if (request.method !== 'POST') return;
  const text = await request.clone().text();
  posted.push({ path: new URL(request.url).pathname, csrf: request.headers.get(CSRF_HEADER), body: text ? JSON.parse(text) : null });
});
beforeEach(() => {
  requests.clear();
  posted.splice(0);
  server.use(...createContentHandlers());
});

describe('searchContent', () => {
  it('sends a zero-based page and leaves empty text, DEFAULT-free filters and no sort out (SPEC 5, 7.2)', async () => {
    await searchContent({ type: 'tech-solution', pageNumber: 0, q: '  ', filter: [] });
    const url = requests.urls.at(-1)!;
    expect(url.pathname).toBe('/api/search/content');
    expect(url.search).toBe('?type=tech-solution&pageNumber=0');
  });

  it('repeats filter and passes the goal, text and sort', async () => {
    const answer = await searchContent({
      type: 'tech-solution',
      pageNumber: 1,
      q: ' Solution ',
      unsdg: 'UNSDG1',
      filter: ['HIRING', 'VETERAN_LED'],
      sortBy: 'POPULARITY',
    });
    const params = requests.urls.at(-1)!.searchParams;
    expect(params.getAll('filter')).toEqual(['HIRING', 'VETERAN_LED']);
    expect(Object.fromEntries([...params].filter(([name]) => name !== 'filter'))).toEqual({
      type: 'tech-solution',
      pageNumber: '1',
      q: 'Solution',
      unsdg: 'UNSDG1',
      sortBy: 'POPULARITY',
    });
    expect(answer).toMatchObject({ numFound: 12, isDefaultResults: false });
    expect(answer.results).toHaveLength(2);
  });

  it('reads a bare array as one page of results', async () => {
    server.use(http.get(apiPath('/search/content'), () => HttpResponse.json([buildContentCard()])));
    expect(await searchContent({ type: 'tech-solution', pageNumber: 0 })).toEqual({
      numFound: 1,
      isDefaultResults: false,
      results: [buildContentCard()],
    });
  });

  it('has one key per answer, whatever the order of the filters', () => {
    const key = searchContentKey({ type: 'grants-funding', pageNumber: 0, filter: ['OTHERS_APPLY', 'HIRING'] });
    expect(key).toEqual(searchContentKey({ type: 'grants-funding', pageNumber: 0, q: '', filter: ['HIRING', 'OTHERS_APPLY'] }));
    expect(key).not.toEqual(searchContentKey({ type: 'grants-funding', pageNumber: 1, filter: ['HIRING', 'OTHERS_APPLY'] }));
  });
});

describe('the other reads', () => {
  it('load the explore page object, the featured solutions and a detail page', async () => {
    expect(Object.keys((await getExplore()).metrics)).toContain('ALL');
    expect((await getFeaturedSolutions()).map((card) => card.contentType)).toEqual(['tech-solution', 'tech-solution', 'tech-solution']);
    expect((await getContentDetail('c-housing')).title).toBe('Affordable Housing Waitlists');
  });

  it('throw the 404 of an unknown detail page', async () => {
    const error = await getContentDetail('c-nothing').catch((caught: unknown) => caught);
    expect(isApiError(error, 'not_found')).toBe(true);
  });
});

describe('the actions', () => {
  const solution = buildSolution();

  it('post with the CSRF header and answer the counters', async () => {
    expect(await voteContent(solution.id, true)).toMatchObject({ userAssociated: true, votes: 5, orgsUseSolution: 6 });
    expect(await followContent(solution.id)).toMatchObject({ followed: true, follows: 3 });
    expect(await unfollowContent(solution.id)).toMatchObject({ followed: false, follows: 2 });
    expect(posted.map(({ path, csrf, body }) => ({ path, csrf, body }))).toEqual([
      { path: `/api/themed-content/vote/${solution.id}`, csrf: CSRF_HEADER_VALUE, body: { vote: true } },
      { path: `/api/themed-content/follow/${solution.id}`, csrf: CSRF_HEADER_VALUE, body: null },
      { path: `/api/themed-content/unfollow/${solution.id}`, csrf: CSRF_HEADER_VALUE, body: null },
    ]);
  });

  it('upper-case the share source and the state codes (SPEC 5)', async () => {
    expect(await shareContent(solution.id, 'linkedin')).toMatchObject({ shares: 8 });
    expect(await voteGeo(solution.id, ['wa'])).toMatchObject({ stateVotes: ['wa'] });
    expect(posted.map((entry) => entry.body)).toEqual([{ source: 'LINKEDIN' }, { states: ['WA'] }]);
  });

  it("throw the backend's refusal", async () => {
    server.use(...createContentHandlers({ signedIn: false }));
    const error = await followContent(solution.id).catch((caught: unknown) => caught);
    expect(isApiError(error, 'unauthorized')).toBe(true);
  });
});
