import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../contracts/session.js';
import { ApiError, BACKEND_UNAVAILABLE, BACKEND_UNAVAILABLE_MESSAGE } from './api-error.js';

/** The gateway serves the API on the page's own origin and holds the auth cookies. */
export const API_BASE = '/api';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

type ApiErrorLogger = (message: string, details: { url: string; status: number; code: string }) => void;

let logApiError: ApiErrorLogger = (message, details) => console.error(message, details.url, details);

/** Replaces the failure logger (tests silence it; the shell may send it to monitoring). Returns the previous one. */
export function setApiErrorLogger(logger: ApiErrorLogger): ApiErrorLogger {
  const previous = logApiError;
  logApiError = logger;
  return previous;
}

/** `/api` + path + query; empty values are left out (SPEC 5: empty text is omitted from the query). */
export function buildApiUrl(path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item === null || item === undefined || item === '') continue;
      query.append(name, String(item));
    }
  }
  const search = query.toString();
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

let serverApiBase: string | undefined;

/**
 * On the server, where `/api` is answered: the backend's own URL, which serves the API without the `/api`
 * prefix. Requests from the server carry no session: server rendering only reads public data.
 */
export function setServerApiBase(base: string): void {
  serverApiBase = base.replace(/\/+$/, '');
}

// fetch needs an absolute URL outside a browser page (tests, server rendering).
function absolute(url: string): string {
  const page = (globalThis as { location?: { href: string } }).location;
  if (!page && serverApiBase && url.startsWith(`${API_BASE}/`)) return `${serverApiBase}${url.slice(API_BASE.length)}`;
  return new URL(url, page?.href ?? 'http://localhost').toString();
}

async function readErrorBody(response: Response): Promise<{ code: string; message: string | null } | null> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body?.error?.code !== 'string') return null;
    return { code: body.error.code, message: typeof body.error.message === 'string' ? body.error.message : null };
  } catch {
    // Not JSON: a proxy or server page. The status says enough.
    return null;
  }
}

async function readError(response: Response): Promise<ApiError> {
  const body = await readErrorBody(response);
  if ([502, 503, 504].includes(response.status)) {
    // A 503 from the backend itself says why and for how long (for example while it imports its data).
    const message = response.status === 503 && body?.message ? body.message : BACKEND_UNAVAILABLE_MESSAGE;
    return new ApiError(response.status, BACKEND_UNAVAILABLE, message);
  }
  if (body) return new ApiError(response.status, body.code, body.message ?? fallbackMessage(response));
  return new ApiError(response.status, `http_${response.status}`, fallbackMessage(response));
}

function fallbackMessage(response: Response): string {
  return `The request failed (${response.status}${response.statusText ? ` ${response.statusText}` : ''}).`;
}

/** GET a JSON resource from the API; throws ApiError on any failure. */
export function apiGet<T>(path: string, params?: QueryParams, init?: { signal?: AbortSignal }): Promise<T> {
  return apiRequest<T>('GET', buildApiUrl(path, params), undefined, init?.signal);
}

/** POST a JSON body to the API and read its JSON answer; throws ApiError on any failure, as apiGet. */
export function apiPost<T>(path: string, body: unknown, init?: { signal?: AbortSignal }): Promise<T> {
  return apiRequest<T>('POST', buildApiUrl(path), body, init?.signal);
}

/**
 * POST a multipart form (a file upload) to the API, with the same CSRF header and errors as apiPost; the
 * browser sets the multipart Content-Type with its boundary.
 */
export function apiPostForm<T>(path: string, form: FormData, init?: { signal?: AbortSignal }): Promise<T> {
  return apiRequest<T>('POST', buildApiUrl(path), form, init?.signal);
}

/** PUT a resource, with a JSON body or none, and read its JSON answer; throws ApiError on any failure, as apiPost. */
export function apiPut<T>(path: string, body?: unknown, init?: { signal?: AbortSignal }): Promise<T> {
  return apiRequest<T>('PUT', buildApiUrl(path), body, init?.signal);
}

/**
 * DELETE an API resource and read its JSON answer (undefined for 204 No Content); throws ApiError on any failure,
 * as apiPost.
 */
export function apiDelete<T>(path: string, init?: { signal?: AbortSignal }): Promise<T> {
  return apiRequest<T>('DELETE', buildApiUrl(path), undefined, init?.signal);
}

/**
 * POST to a gateway path outside `/api` (the `/napi` sign-in endpoints), with the same headers and errors as
 * apiPost.
 */
export function gatewayPost<T>(path: string, body: unknown = {}, init?: { signal?: AbortSignal }): Promise<T> {
  return apiRequest<T>('POST', path, body, init?.signal);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function requestHeaders(method: Method, body: unknown): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  // Every state-changing call carries it: a cross-site form cannot set a custom header (CSRF).
  if (method !== 'GET') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
  return headers;
}

async function apiRequest<T>(method: Method, url: string, body: unknown, signal: AbortSignal | undefined): Promise<T> {
  let response: Response;
  try {
    response = await fetch(absolute(url), {
      method,
      credentials: 'same-origin',
      headers: requestHeaders(method, body),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    const error = new ApiError(0, BACKEND_UNAVAILABLE, BACKEND_UNAVAILABLE_MESSAGE);
    logApiError('API call failed', { url, status: 0, code: error.code });
    throw error;
  }
  if (!response.ok) {
    const error = await readError(response);
    logApiError('API call failed', { url, status: error.status, code: error.code });
    throw error;
  }
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch {
    const error = new ApiError(response.status, 'invalid_response', BACKEND_UNAVAILABLE_MESSAGE);
    logApiError('API call failed', { url, status: error.status, code: error.code });
    throw error;
  }
}
