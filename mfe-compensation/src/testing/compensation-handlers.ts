import { COMPENSATION_TABS, DEFAULT_JOB_TITLE, hasCompensationAccess, type CompensationTab } from '@x4i/shared/domain';
import { type CompensationOptions, type SessionResponse, type TermsAcceptanceResponse } from '@x4i/shared/contracts';
import { apiErrorResponse, apiPath, buildSignedInSession, buildSignedOutSession } from '@x4i/shared/testing';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { buildMarketing, buildPremiumCompensation, buildTabData, compensationTerms, fullOptions } from './compensation-fixtures';

/** A signed-in user with the report's permission, and the COMPENSATION terms still pending when told. */
export function compensationSession({ pendingTerms = false, permitted = true }: { pendingTerms?: boolean; permitted?: boolean } = {}): SessionResponse {
  const pendingTermsOfUse = pendingTerms ? [{ id: compensationTerms.id, type: 'COMPENSATION', title: compensationTerms.title }] : [];
  return buildSignedInSession({ pendingTermsOfUse }, { permissions: permitted ? ['premium:compensation'] : [], pendingTermsOfUse });
}

/** The tabs whose figures are about the chief executive when no title is chosen, as the backend answers them. */
const CEO_BY_DEFAULT: readonly string[] = ['benchmarking', 'key-insights', 'salary-calculator', 'gender-gap'];

/** Filters as the backend reads them from the query and applies them. */
function filtersOf(url: URL) {
  const params = url.searchParams;
  const title = params.get('title') ?? (CEO_BY_DEFAULT.includes(params.get('report') ?? '') ? DEFAULT_JOB_TITLE : null);
  return { title, incomeBuckets: params.getAll('incomeBuckets'), issueAreas: params.getAll('issueAreas'), regions: params.getAll('regions') };
}

export interface CompensationHandlerOptions {
  /** The session `GET /api/session` answers; it changes when the terms are accepted. */
  session?: SessionResponse;
  /** Options the options call offers (the full options by default). */
  options?: (url: URL) => CompensationOptions;
}

/**
 * Like the backend, for the fixtures: the report's calls answer 403 without access (read from the session given),
 * and accepting the terms removes them from the session, which the next `GET /api/session` then shows.
 */
export function createCompensationHandlers({ session = buildSignedOutSession(), options = () => fullOptions }: CompensationHandlerOptions = {}): RequestHandler[] {
  let current = session;
  const allowed = () => current.user !== null && hasCompensationAccess(current.user.permissions, current.user.pendingTermsOfUse);
  const forbidden = () => apiErrorResponse(403, 'forbidden', 'You do not have access to the compensation report.');
  return [
    http.get(apiPath('/session'), () => HttpResponse.json(current)),
    http.get(apiPath('/premium-report/compensation'), () => (allowed() ? HttpResponse.json(buildPremiumCompensation()) : forbidden())),
    http.get(apiPath('/compensation/report'), ({ request }) => {
      if (!allowed()) return forbidden();
      const url = new URL(request.url);
      const report = url.searchParams.get('report') ?? '';
      if (!(COMPENSATION_TABS as readonly string[]).includes(report)) return apiErrorResponse(400, 'invalid_report', 'Unknown report tab.');
      return HttpResponse.json(buildTabData(report as CompensationTab, { filters: filtersOf(url) }));
    }),
    http.get(apiPath('/compensation/options'), ({ request }) => (allowed() ? HttpResponse.json(options(new URL(request.url))) : forbidden())),
    http.get(apiPath('/compensation/marketing'), ({ request }) => HttpResponse.json(buildMarketing(new URL(request.url).searchParams.get('jobTitle') ?? undefined))),
    http.get(apiPath('/terms-of-use/:id'), ({ params }) =>
      params.id === compensationTerms.id ? HttpResponse.json(compensationTerms) : apiErrorResponse(404, 'not_found', 'No such terms.'),
    ),
    http.post(apiPath('/terms-of-use/accept/:id'), ({ params }) => {
      if (!current.user) return apiErrorResponse(401, 'unauthorized', 'Sign in first.');
      const pendingTermsOfUse = current.user.pendingTermsOfUse.filter((terms) => terms.id !== params.id);
      current = { ...current, pendingTermsOfUse, user: { ...current.user, pendingTermsOfUse } };
      const body: TermsAcceptanceResponse = { accepted: { id: String(params.id), type: 'COMPENSATION' }, pendingTermsOfUse: pendingTermsOfUse as TermsAcceptanceResponse['pendingTermsOfUse'] };
      return HttpResponse.json(body);
    }),
  ];
}
