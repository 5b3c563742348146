import { http, HttpResponse, type RequestHandler } from 'msw';
import type { ContentCard } from '../contracts/content.js';
import type { NteeChangeLetter } from '../contracts/ntee-changer.js';
import { ORGANIZATION_TYPES, type ProfileResponse } from '../contracts/session.js';
import { apiErrorResponse, apiPath } from './msw-handlers.js';

export function buildProfile(overrides: Partial<ProfileResponse> = {}): ProfileResponse {
  return {
    email: 'casey.morgan@example.org',
    name: 'Casey Morgan',
    firstName: 'Casey',
    lastName: 'Morgan',
    orgType: 'NPO',
    newsletter: false,
    weeklyEmail: false,
    role: 'COMMUNITY_MEMBER',
    emailVerified: true,
    ...overrides,
  };
}

const UPDATE_FIELDS = ['orgType', 'newsletter', 'weeklyEmail', 'firstName', 'lastName'] as const;

/**
 * Like the backend's GET /profile and POST /profile/update, for one signed-in user whose profile starts as
 * given: updates are checked as the backend checks them and kept, so a later GET reads them.
 */
export function createProfileHandlers(initial: ProfileResponse = buildProfile(), lists: ProfileLists = {}): RequestHandler[] {
  let profile = { ...initial };
  return [
    ...profileListHandlers(lists),
    http.get(apiPath('/profile'), () => HttpResponse.json(profile)),
    http.post(apiPath('/profile/update'), async ({ request }) => {
      const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return apiErrorResponse(400, 'invalid_request', 'Send a JSON object.');
      const keys = Object.keys(body);
      const unknown = keys.filter((key) => !(UPDATE_FIELDS as readonly string[]).includes(key));
      if (unknown.length > 0) return apiErrorResponse(400, 'unknown_field', `Unknown field: ${unknown.join(', ')}.`);
      if (keys.length === 0) return apiErrorResponse(400, 'invalid_request', 'Send at least one setting.');
      if ('orgType' in body && !(ORGANIZATION_TYPES as readonly unknown[]).includes(body.orgType)) {
        return apiErrorResponse(400, 'invalid_org_type', 'Choose one of the organization types.');
      }
      for (const flag of ['newsletter', 'weeklyEmail'] as const) {
        if (flag in body && typeof body[flag] !== 'boolean') return apiErrorResponse(400, `invalid_${flag}`, `${flag} must be true or false.`);
      }
      for (const [part, which] of [['firstName', 'first'], ['lastName', 'last']] as const) {
        if (!(part in body)) continue;
        const value = typeof body[part] === 'string' ? body[part].trim() : '';
        if (value.length < 1 || value.length > 100) return apiErrorResponse(400, 'invalid_profile', `Enter your ${which} name.`);
        body[part] = value;
      }
      profile = { ...profile, ...(body as Partial<ProfileResponse>) };
      if ('firstName' in body || 'lastName' in body) profile.name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
      return HttpResponse.json(profile);
    }),
  ];
}

export const profileHandlers: RequestHandler[] = createProfileHandlers();

/** POST /profile/update answers 500, as the backend does when its database fails. */
export const profileUpdateFailureHandlers: RequestHandler[] = [
  http.post(apiPath('/profile/update'), () => apiErrorResponse(500, 'internal_error', 'Something went wrong.')),
];

export interface ProfileLists {
  contributions?: readonly ContentCard[];
  follows?: readonly ContentCard[];
  letters?: readonly NteeChangeLetter[];
  irsLetterCredits?: number;
}

/** GET profile/contributions and profile/follows, paged by page (1-based) and limit like the backend. */
export function profileListHandlers({ contributions = [], follows = [], letters = [], irsLetterCredits = 0 }: ProfileLists = {}): RequestHandler[] {
  const page = (items: readonly ContentCard[], url: URL) => {
    const number = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const limit = Math.max(1, Number(url.searchParams.get('limit') ?? 3) || 3);
    return HttpResponse.json({
      items: items.slice((number - 1) * limit, number * limit),
      meta: { totalItems: items.length, page: number, limit },
    });
  };
  return [
    http.get(apiPath('/profile/contributions'), ({ request }) => page(contributions, new URL(request.url))),
    http.get(apiPath('/profile/follows'), ({ request }) => page(follows, new URL(request.url))),
    http.get(apiPath('/ntee-change-letters'), () => HttpResponse.json({ letters })),
    http.get(apiPath('/credits'), () => HttpResponse.json({ IRS_LETTER: irsLetterCredits })),
  ];
}
