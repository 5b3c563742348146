import { http, HttpResponse, type RequestHandler } from 'msw';
import { BACKEND_UNAVAILABLE, BACKEND_UNAVAILABLE_MESSAGE } from '../api/api-error.js';
import { CSRF_HEADER, CSRF_HEADER_VALUE, NAPI, type LogoutResponse, type SessionResponse } from '../contracts/session.js';
import type { ApiErrorBody, NonprofitDetails, NonprofitSearchResponse } from '../contracts/nonprofit.js';
import type { DataVintagesResponse } from '../contracts/data-refresh.js';
import { EIN_LENGTH, INVALID_EIN_MESSAGE, formatEin, isValidEin, looksLikeEin, normalizeEin } from '../domain/ein.js';
import { buildFinderPage, buildNteeCodesResponse, toSearchResult } from './nonprofit-builders.js';
import { buildSignedInSession, buildSignedOutSession } from './session-builders.js';
import { foodBankOfAlaska, nonprofitFixtures, regulatoryAssistanceProject, valdezJuniorRifleClub } from './nonprofit-fixtures.js';

/** An MSW path for an API call, on any origin: apiPath('/ntee/codes') → '*\/api/ntee/codes'. */
export function apiPath(path: string): string {
  return `*/api${path}`;
}

export function apiErrorResponse(status: number, code: string, message: string) {
  return HttpResponse.json<ApiErrorBody>({ error: { code, message } }, { status });
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

/** Like the backend, for the fixtures: every word typed is the start of a word of the name. */
function matchesName(details: NonprofitDetails, q: string): boolean {
  const nameWords = wordsOf(details.name);
  return wordsOf(q).every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
}

/** Like the backend: digits read as an EIN (9 match exactly, fewer as a prefix), other text as a name. */
export function searchNonprofits(
  q: string,
  records: readonly NonprofitDetails[] = nonprofitFixtures,
  page = 1,
  pageSize = 20,
): NonprofitSearchResponse {
  const text = q.trim();
  const ein = text !== '' && looksLikeEin(text);
  const digits = normalizeEin(text);
  const matches = text ? records.filter((record) => (ein ? record.ein.startsWith(digits) : matchesName(record, text))) : [];
  const results = matches.slice((page - 1) * pageSize, page * pageSize).map(toSearchResult);
  return { q: text, mode: ein ? 'ein' : 'name', results, total: matches.length, page, pageSize };
}

/** Handlers for the nonprofit calls, answering from the fixtures (or the records given). */
export function createNonprofitHandlers(records: readonly NonprofitDetails[] = nonprofitFixtures): RequestHandler[] {
  return [
    http.get(apiPath('/x4i-nonprofit/search'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const q = (params.get('q') ?? '').trim();
      if (!q || q.length > 100) return apiErrorResponse(400, 'invalid_query', 'Enter a name or an EIN of 1 to 100 characters.');
      if (looksLikeEin(q) && normalizeEin(q).length > EIN_LENGTH) return apiErrorResponse(400, 'invalid_ein', INVALID_EIN_MESSAGE);
      return HttpResponse.json(searchNonprofits(q, records, Number(params.get('page') ?? '1')));
    }),
    http.get(apiPath('/x4i-nonprofit/details/:ein'), ({ params }) => {
      const raw = String(params.ein);
      if (!isValidEin(raw)) return apiErrorResponse(400, 'invalid_ein', INVALID_EIN_MESSAGE);
      const found = records.find((record) => record.ein === normalizeEin(raw));
      if (!found) return apiErrorResponse(404, 'not_found', `No organization with EIN ${formatEin(raw)} was found.`);
      return HttpResponse.json(found);
    }),
    http.get(apiPath('/x4i-nonprofit/finder-page'), () =>
      HttpResponse.json(
        buildFinderPage({
          defaultSearchResults: [foodBankOfAlaska, regulatoryAssistanceProject, valdezJuniorRifleClub].map(toSearchResult),
          defaultOrg: foodBankOfAlaska,
        }),
      ),
    ),
    http.get(apiPath('/ntee/codes'), () => HttpResponse.json(buildNteeCodesResponse())),
    http.get(apiPath('/data/vintages'), () =>
      HttpResponse.json({
        saipe: { year: 2020, vintage: 'SAIPE 2020 estimates, via the USDA ERS county-level poverty file', counties: 3143 },
      } satisfies DataVintagesResponse),
    ),
  ];
}

export const nonprofitHandlers: RequestHandler[] = createNonprofitHandlers();

const CONTACT_FIELDS = ['name', 'email', 'organization', 'message'] as const;

/** Like the backend's POST /contact: the same checks and messages, 201 with a new id. */
export function createContactHandlers(): RequestHandler[] {
  let nextId = 1;
  return [
    http.post(apiPath('/contact'), async ({ request }) => {
      const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return apiErrorResponse(400, 'invalid_request', 'Send a JSON object.');
      const unknown = Object.keys(body).filter((key) => !(CONTACT_FIELDS as readonly string[]).includes(key));
      if (unknown.length > 0) return apiErrorResponse(400, 'unknown_field', `Unknown field: ${unknown.join(', ')}.`);
      const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
      if (!text('name') || text('name').length > 120) return apiErrorResponse(400, 'invalid_name', 'Enter your name (up to 120 characters).');
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text('email')) || text('email').length > 254) {
        return apiErrorResponse(400, 'invalid_email', 'Enter a valid email address.');
      }
      if (text('organization').length > 200) {
        return apiErrorResponse(400, 'invalid_organization', 'Enter an organization name of up to 200 characters.');
      }
      if (!text('message') || text('message').length > 5000) {
        return apiErrorResponse(400, 'invalid_message', 'Enter a message of 1 to 5000 characters.');
      }
      return HttpResponse.json({ id: `contact-${nextId++}` }, { status: 201 });
    }),
  ];
}

export const contactHandlers: RequestHandler[] = createContactHandlers();

/** POST /contact answers 429, as the backend does after too many messages from one client. */
export const contactRateLimitedHandlers: RequestHandler[] = [
  http.post(apiPath('/contact'), () => apiErrorResponse(429, 'rate_limited', 'Too many messages. Please try again in a few minutes.')),
];

/**
 * Like the gateway: `GET /api/session` answers the session given (signed out by default); `POST /napi/logout`
 * answers `{ redirect }`, or 403 without the CSRF header.
 */
export function createSessionHandlers(session: SessionResponse = buildSignedOutSession(), { redirect = '/' }: { redirect?: string } = {}): RequestHandler[] {
  return [
    http.get(apiPath('/session'), () => HttpResponse.json(session)),
    http.post(`*${NAPI.logout}`, ({ request }): Response => {
      if (request.headers.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) return apiErrorResponse(403, 'csrf', 'Missing the request header.');
      const body: LogoutResponse = { redirect };
      return HttpResponse.json(body);
    }),
  ];
}

export const signedOutSessionHandlers: RequestHandler[] = createSessionHandlers();

/** The session of a signed-in community member (Ada Lovelace). */
export function signedInSessionHandlers(...args: Parameters<typeof buildSignedInSession>): RequestHandler[] {
  return createSessionHandlers(buildSignedInSession(...args));
}

/** Every API call answers 503, as the gateway does when the backend is down. */
export const backendUnavailableHandlers: RequestHandler[] = [
  http.all(apiPath('/*'), () => apiErrorResponse(503, BACKEND_UNAVAILABLE, BACKEND_UNAVAILABLE_MESSAGE)),
];

/** The default handlers a test server starts with. */
export const handlers: RequestHandler[] = [...nonprofitHandlers, ...contactHandlers, ...signedOutSessionHandlers];
