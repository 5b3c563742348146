/** The code and message the client itself gives to failures that carry no error body from the backend. */
export { BACKEND_UNAVAILABLE, BACKEND_UNAVAILABLE_MESSAGE } from '../contracts/nonprofit.js';

/** A failed API call: the HTTP status (0 when the network failed) and the backend's `{ error: { code, message } }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** True for the errors a later try may cure (backend down, server error); a 4xx answer will not change. */
export function isRetryableApiError(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}
