import { http, HttpResponse, type RequestHandler } from 'msw';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type RoleRequestPayload } from '../contracts/session.js';
import { ROLE_REQUEST_FIELDS, ROLE_REQUEST_LIMITS } from '../api/role-request.js';
import { apiErrorResponse, apiPath } from './msw-handlers.js';

export type RoleRequestHandlers = RequestHandler[] & {
  /** The payloads the handler accepted, in order. */
  requests: RoleRequestPayload[];
};

/**
 * Like the backend's POST /role/request behind the gateway: 403 without the CSRF header, 400 on a body that is
 * not three trimmed non-empty strings within the limits, else 201 `{}`. `until` holds the answer back until it
 * settles (to look at the form while it is sending).
 */
export function createRoleRequestHandlers({ until }: { until?: Promise<unknown> } = {}): RoleRequestHandlers {
  const requests: RoleRequestPayload[] = [];
  const handlers = [
    http.post(apiPath('/role/request'), async ({ request }) => {
      if (request.headers.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) return apiErrorResponse(403, 'csrf', 'Missing the request header.');
      const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return apiErrorResponse(400, 'invalid_role_request', 'Send a JSON object.');
      const unknown = Object.keys(body).filter((key) => !(ROLE_REQUEST_FIELDS as readonly string[]).includes(key));
      if (unknown.length > 0) return apiErrorResponse(400, 'invalid_role_request', `Unknown field: ${unknown.join(', ')}.`);
      for (const field of ROLE_REQUEST_FIELDS) {
        const value = body[field];
        if (typeof value !== 'string' || !value.trim() || value.trim().length > ROLE_REQUEST_LIMITS[field]) {
          return apiErrorResponse(400, 'invalid_role_request', `Enter ${field}.`);
        }
      }
      await until;
      requests.push(body as unknown as RoleRequestPayload);
      return HttpResponse.json({}, { status: 201 });
    }),
  ];
  return Object.assign(handlers, { requests });
}

/** POST /role/request answers 500, as the backend does when its database fails. */
export const roleRequestFailureHandlers: RequestHandler[] = [
  http.post(apiPath('/role/request'), () => apiErrorResponse(500, 'internal_error', 'Something went wrong.')),
];
