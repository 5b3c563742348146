import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type {
  ContentActionResponse,
  ContentCard,
  ContentDetail,
  ExploreResponse,
  SearchContentResponse,
  Solution,
} from '../contracts/content.js';
import { EXPLORE_PAGE_SIZE } from '../domain/explore-rules.js';
import { buildContentCorpus, buildContentDetail, buildExploreResponse, buildSolution } from './content-builders.js';
import { apiErrorResponse, apiPath } from './msw-handlers.js';

export interface ContentHandlerOptions {
  /** What `GET /search/content` searches (and the actions act on). */
  cards?: readonly ContentCard[];
  /** What `GET /solution-list` answers, and the default results of a search that finds nothing. */
  featured?: readonly ContentCard[];
  solutions?: readonly Solution[];
  details?: readonly ContentDetail[];
  explore?: ExploreResponse;
  /** false: the signed-in actions answer 401, as the backend does without a token. */
  signedIn?: boolean;
}

const UNAUTHORIZED = () => apiErrorResponse(401, 'unauthorized', 'Please sign in to continue.');

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

function matches(card: ContentCard, q: string): boolean {
  const words = wordsOf(`${card.title} ${card.summary} ${card.organization ?? ''}`);
  return wordsOf(q).every((word) => words.some((candidate) => candidate.startsWith(word)));
}

function sortCards(cards: ContentCard[], sortBy: string | null): ContentCard[] {
  switch (sortBy) {
    case 'CREATION_DATE':
      return [...cards].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    case 'POPULARITY':
      return [...cards].sort((a, b) => b.votes - a.votes);
    case 'EXPIRATION_DATE':
      return [...cards].sort((a, b) => (a.expirationDate ?? '9999').localeCompare(b.expirationDate ?? '9999'));
    case 'GRANT_AMOUNT':
      return [...cards].sort((a, b) => (b.grantAmount ?? 0) - (a.grantAmount ?? 0));
    default:
      return cards;
  }
}

/** Like the backend's search: type, goal and words narrow the list; a query that finds nothing answers the featured items. */
export function searchCards(
  cards: readonly ContentCard[],
  featured: readonly ContentCard[],
  url: URL,
): SearchContentResponse {
  const params = url.searchParams;
  const type = params.get('type');
  const q = params.get('q')?.trim() ?? '';
  const unsdg = params.get('unsdg');
  const pageNumber = Math.max(0, Number(params.get('pageNumber') ?? 0) || 0);
  let found = cards.filter((card) => (!type || card.contentType === type) && (!unsdg || card.categories.includes(unsdg)));
  if (q) found = found.filter((card) => matches(card, q));
  if (q && found.length === 0) {
    const defaults = featured.filter((card) => !type || card.contentType === type).slice(0, EXPLORE_PAGE_SIZE);
    return { numFound: defaults.length, isDefaultResults: true, results: pageNumber === 0 ? defaults : [] };
  }
  const sorted = sortCards(found, params.get('sortBy'));
  const start = pageNumber * EXPLORE_PAGE_SIZE;
  return { numFound: sorted.length, isDefaultResults: false, results: sorted.slice(start, start + EXPLORE_PAGE_SIZE) };
}

interface Counters extends ContentActionResponse {
  contentType: ContentCard['contentType'];
}

/**
 * Handlers for the directory calls, answering from the cards, solutions and details given (a small corpus by
 * default). Votes, follows, state votes and shares are kept per item, so the counters move as the backend's do,
 * and a later `GET /solution/:id` reads them.
 */
export function createContentHandlers(options: ContentHandlerOptions = {}): RequestHandler[] {
  const cards = options.cards ?? buildContentCorpus();
  const featured = options.featured ?? cards.filter((card) => card.contentType === 'tech-solution').slice(0, 3);
  const solutions = options.solutions ?? [buildSolution()];
  const details = options.details ?? [buildContentDetail()];
  const explore = options.explore ?? buildExploreResponse();
  const signedIn = options.signedIn ?? true;

  const counters = new Map<string, Counters>();
  const remember = (id: string, item: ContentCard | Solution, contentType: ContentCard['contentType']) => {
    if (counters.has(id)) return;
    const isSolution = 'solutionName' in item;
    counters.set(id, {
      contentType,
      votes: item.votes,
      follows: isSolution ? (item.computed.find((entry) => entry.name === 'follows')?.count ?? 0) : item.follows,
      orgsUseSolution: item.orgsUseSolution,
      shares: isSolution ? item.shares : 0,
      followed: item.followed,
      userAssociated: isSolution ? item.associated : item.userAssociated,
      stateVotes: isSolution ? [...item.stateVotes] : [],
    });
  };
  for (const card of [...cards, ...details]) remember(card.id, card, card.contentType);
  for (const solution of solutions) remember(solution.id, solution, 'tech-solution');

  const answer = (id: string): ContentActionResponse => {
    const { contentType: _type, ...response } = counters.get(id)!;
    return response;
  };

  const act = (
    method: (id: string, body: Record<string, unknown>) => Response | undefined,
    { needsSignIn = true }: { needsSignIn?: boolean } = {},
  ) =>
    async ({ params, request }: { params: Record<string, string | readonly string[] | undefined>; request: Request }) => {
      if (needsSignIn && !signedIn) return UNAUTHORIZED();
      const id = String(params.id);
      if (!counters.has(id)) return apiErrorResponse(404, 'not_found', 'No content with that id.');
      const text = await request.text();
      let body: Record<string, unknown> = {};
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        return apiErrorResponse(400, 'invalid_request', 'Send a JSON object.');
      }
      return method(id, body) ?? HttpResponse.json(answer(id));
    };

  const associate = (item: Counters, on: boolean) => {
    if (item.userAssociated === on) return;
    item.userAssociated = on;
    item.votes += on ? 1 : -1;
    if (item.contentType === 'tech-solution') item.orgsUseSolution += on ? 1 : -1;
  };

  const solutionOf = (idOrSlug: string): Solution | undefined => {
    const wanted = idOrSlug.toLowerCase();
    const found = solutions.find((solution) => solution.id === idOrSlug || solution.slug.toLowerCase() === wanted);
    if (!found) return undefined;
    const current = counters.get(found.id)!;
    return {
      ...found,
      votes: current.votes,
      orgsUseSolution: current.orgsUseSolution,
      shares: current.shares,
      followed: current.followed,
      associated: current.userAssociated,
      stateVotes: current.stateVotes,
    };
  };

  return [
    http.get(apiPath('/search/content'), ({ request }) => HttpResponse.json(searchCards(cards, featured, new URL(request.url)))),
    http.get(apiPath('/explore'), () => HttpResponse.json(explore)),
    http.get(apiPath('/solution-list'), () => HttpResponse.json(featured)),
    http.get(apiPath('/solution/:idOrSlug'), ({ params }) => {
      const solution = solutionOf(String(params.idOrSlug));
      return solution ? HttpResponse.json(solution) : apiErrorResponse(404, 'not_found', 'No solution with that id or slug.');
    }),
    http.get(apiPath('/themed-content/:slug'), ({ params }) => {
      const detail = details.find((item) => item.slug === String(params.slug).toLowerCase());
      if (!detail) return apiErrorResponse(404, 'not_found', 'No content with that slug.');
      const current = counters.get(detail.id)!;
      return HttpResponse.json({ ...detail, votes: current.votes, follows: current.follows, followed: current.followed, userAssociated: current.userAssociated });
    }),
    http.post(
      apiPath('/themed-content/vote/:id'),
      act((id, body) => {
        if (typeof body.vote !== 'boolean') return apiErrorResponse(400, 'invalid_vote', 'Send { "vote": true } or { "vote": false }.');
        associate(counters.get(id)!, body.vote);
        return undefined;
      }),
    ),
    http.post(
      apiPath('/themed-content/follow/:id'),
      act((id) => {
        const item = counters.get(id)!;
        if (!item.followed) {
          item.followed = true;
          item.follows += 1;
        }
        return undefined;
      }),
    ),
    http.post(
      apiPath('/themed-content/unfollow/:id'),
      act((id) => {
        const item = counters.get(id)!;
        if (item.followed) {
          item.followed = false;
          item.follows -= 1;
        }
        return undefined;
      }),
    ),
    http.post(
      apiPath('/themed-content/voteGeo/:id'),
      act((id, body) => {
        const states = body.states;
        if (!Array.isArray(states) || !states.every((state) => typeof state === 'string' && /^[A-Z]{2}$/.test(state))) {
          return apiErrorResponse(400, 'invalid_states', 'states is a list of US state codes, for example ["WA"]; an empty list removes your state votes.');
        }
        counters.get(id)!.stateVotes = states.map((state: string) => state.toLowerCase());
        return undefined;
      }),
    ),
    http.post(
      apiPath('/themed-content/share/:id'),
      act(
        (id, body) => {
          if (typeof body.source !== 'string' || !/^[A-Za-z_]{1,40}$/.test(body.source.trim())) {
            return apiErrorResponse(400, 'invalid_share', 'source is 1 to 40 letters or underscores, for example "linkedin".');
          }
          counters.get(id)!.shares += 1;
          return undefined;
        },
        { needsSignIn: false },
      ),
    ),
  ];
}

/**
 * A `GET /search/content` whose answers take as long as `delayOf` says for each request: for the tests of answers
 * that arrive out of order.
 */
export function delayedSearchHandler(delayOf: (url: URL) => number, answer: (url: URL) => SearchContentResponse): RequestHandler {
  return http.get(apiPath('/search/content'), async ({ request }) => {
    const url = new URL(request.url);
    await delay(delayOf(url));
    return HttpResponse.json(answer(url));
  });
}

/** Every signed-in content action fails with the backend's message (500). */
export const contentActionFailureHandlers: RequestHandler[] = ['vote', 'follow', 'unfollow', 'voteGeo'].map((action) =>
  http.post(apiPath(`/themed-content/${action}/:id`), () => apiErrorResponse(500, 'internal_error', 'The change could not be saved.')),
);
