import { http, HttpResponse, type RequestHandler } from 'msw';
import { MAX_WATCHES, type OrganizationChange, type WatchedOrganization, type WatchesResponse, type WatchResponse } from '../contracts/data-refresh.js';
import type { NonprofitDetails } from '../contracts/nonprofit.js';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../contracts/session.js';
import { INVALID_EIN_MESSAGE, isValidEin, normalizeEin } from '../domain/ein.js';
import { apiErrorResponse, apiPath } from './msw-handlers.js';
import { nonprofitFixtures } from './nonprofit-fixtures.js';

export function buildWatchedOrganization(overrides: Partial<WatchedOrganization> = {}): WatchedOrganization {
  return {
    ein: '920073175',
    name: 'FOOD BANK OF ALASKA INC',
    state: 'AK',
    listed: true,
    watchedSince: '2026-10-02T12:00:00.000Z',
    lastChange: null,
    ...overrides,
  };
}

export function buildOrganizationChange(overrides: Partial<OrganizationChange> = {}): OrganizationChange {
  return {
    refreshId: 7,
    changedAt: '2026-11-08T12:00:00.000Z',
    ein: '920073175',
    name: 'FOOD BANK OF ALASKA INC',
    state: 'AK',
    kind: 'name',
    before: 'FOOD BANK OF ALASKA',
    after: 'FOOD BANK OF ALASKA INC',
    ...overrides,
  };
}

export interface WatchHandlersOptions {
  /** The member's watches to start with. */
  watches?: readonly WatchedOrganization[];
  /** The IRS records an EIN must be in to be watched; the nonprofit fixtures by default. */
  records?: readonly NonprofitDetails[];
  /** When the watch is made (its watchedSince). */
  now?: string;
}

const byName = (a: WatchedOrganization, b: WatchedOrganization) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.ein < b.ein ? -1 : a.ein > b.ein ? 1 : 0);

/**
 * Like the backend's /me/watches for one signed-in member: watches are kept, so a later GET reads them; PUT and
 * DELETE check the EIN and the CSRF header and answer the backend's codes (400 invalid_ein, 404 not_found or
 * not_watched, 409 too_many_watches).
 */
export function createWatchHandlers({ watches = [], records = nonprofitFixtures, now = '2026-11-25T12:00:00.000Z' }: WatchHandlersOptions = {}): RequestHandler[] {
  let kept = [...watches];
  const einOf = (raw: unknown) => {
    const ein = String(raw);
    return isValidEin(ein) ? normalizeEin(ein) : null;
  };
  const refused = (request: Request) => (request.headers.get(CSRF_HEADER) === CSRF_HEADER_VALUE ? null : apiErrorResponse(403, 'csrf', 'Missing the request header.'));
  return [
    http.get(apiPath('/me/watches'), () => HttpResponse.json<WatchesResponse>({ watches: [...kept].sort(byName) })),
    http.put(apiPath('/me/watches/:ein'), ({ request, params }): Response => {
      const csrf = refused(request);
      if (csrf) return csrf;
      const ein = einOf(params.ein);
      if (!ein) return apiErrorResponse(400, 'invalid_ein', INVALID_EIN_MESSAGE);
      const existing = kept.find((watch) => watch.ein === ein);
      if (existing) return HttpResponse.json<WatchResponse>({ watch: existing });
      const record = records.find((item) => item.ein === ein);
      if (!record) return apiErrorResponse(404, 'not_found', 'No organization with this EIN is in the IRS files.');
      if (kept.length >= MAX_WATCHES) {
        return apiErrorResponse(409, 'too_many_watches', `You can watch up to ${MAX_WATCHES} organizations; stop watching one on your profile first.`);
      }
      const watch = buildWatchedOrganization({ ein, name: record.name, state: record.state, watchedSince: now });
      kept = [...kept, watch];
      return HttpResponse.json<WatchResponse>({ watch }, { status: 201 });
    }),
    http.delete(apiPath('/me/watches/:ein'), ({ request, params }): Response => {
      const csrf = refused(request);
      if (csrf) return csrf;
      const ein = einOf(params.ein);
      if (!ein) return apiErrorResponse(400, 'invalid_ein', INVALID_EIN_MESSAGE);
      if (!kept.some((watch) => watch.ein === ein)) return apiErrorResponse(404, 'not_watched', 'You do not watch this organization.');
      kept = kept.filter((watch) => watch.ein !== ein);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
