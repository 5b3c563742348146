import type { ApiErrorBody } from '@x4i/shared/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { ConflictError, DomainError, ForbiddenError, InvalidInputError, NotFoundError, OutOfCreditsError, UnauthenticatedError } from '../errors.js';
import type { Log } from '../observability/logger.js';

/** An error the client caused or should know about; its status, code and message go out as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The status of each kind of domain refusal (errors.ts): the one place the domain's errors become HTTP. */
const DOMAIN_STATUS = new Map<abstract new (...args: never[]) => DomainError, number>([
  [InvalidInputError, 400],
  [UnauthenticatedError, 401],
  [OutOfCreditsError, 402],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
]);

/** The status a domain error answers with; an unknown kind is a mistake of ours, so 500. */
export function statusOfDomainError(error: DomainError): number {
  for (const [kind, status] of DOMAIN_STATUS) if (error instanceof kind) return status;
  return 500;
}

export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

export const notFound: RequestHandler = (req, res) => {
  res.status(404).json(errorBody('not_found', `There is no ${req.method} ${req.path} here.`));
};

/** Errors that body-parser raises for a bad request body, with the status it chose (400, 413, 415). */
function requestBodyError(error: unknown): { status: number; type: string } | null {
  if (typeof error !== 'object' || error === null || !('type' in error) || !('status' in error)) return null;
  const { status, type } = error as { status: unknown; type: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && typeof type === 'string' ? { status, type } : null;
}

/**
 * A path with invalid percent-encoding (`/solution/%ff`): the router cannot decode its parameter and says 400. Any
 * such route answers it the same way, with no route of its own to check.
 */
function undecodablePath(error: unknown): boolean {
  return error instanceof URIError || (typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 400 && /^Failed to decode param/.test(String((error as Error).message)));
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database cannot be reached right now. Please try again in a few seconds.';
/** Seconds: the database pool connects again on the next query once the server is back. */
export const DATABASE_RETRY_AFTER_S = 5;

export const INVALID_PATH_MESSAGE = 'This address is not valid: every % in it must start a percent-encoded UTF-8 character, such as %20.';

/** The last handler: a client's mistake answers 4xx; anything else is our fault, logged once with its request id, and answers 500 without details. */
export function errorHandler(log: Log): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof HttpError) {
      res.status(error.status).json(errorBody(error.code, error.message));
      return;
    }
    if (error instanceof DomainError && statusOfDomainError(error) !== 500) {
      res.status(statusOfDomainError(error)).json(errorBody(error.code, error.message));
      return;
    }
    if (undecodablePath(error)) {
      res.status(400).json(errorBody('invalid_path', INVALID_PATH_MESSAGE));
      return;
    }
    const bodyError = requestBodyError(error);
    if (bodyError) {
      const body =
        bodyError.type === 'entity.parse.failed'
          ? errorBody('invalid_json', 'The request body is not valid JSON.')
          : errorBody('invalid_request', 'The request body could not be read.');
      res.status(bodyError.status).json(body);
      return;
    }
    if (isDatabaseUnavailable(error)) {
      log(`Database unavailable on ${req.method} ${req.path}`, { requestId: res.locals.requestId, err: error as Error });
      res.status(503).set('Retry-After', String(DATABASE_RETRY_AFTER_S)).json(errorBody('database_unavailable', DATABASE_UNAVAILABLE_MESSAGE));
      return;
    }
    log(`Unexpected error on ${req.method} ${req.path}`, { requestId: res.locals.requestId, err: error instanceof Error ? error : new Error(String(error)) });
    res.status(500).json(errorBody('internal_error', 'Something went wrong on our side. Please try again later.'));
  };
}
