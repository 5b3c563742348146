import type { RequestHandler } from 'express';
import type { BackendStatus } from './backend-status.js';
import { errorBody } from './errors.js';

export const IMPORTING_MESSAGE = 'The nonprofit data is still being imported. Try again in a minute.';
export const IMPORT_FAILED_MESSAGE = 'The nonprofit data could not be imported. Please try again later.';

/** Answers 503 until the first-start import is done. */
export function requireData(status: () => BackendStatus): RequestHandler {
  return (_req, res, next) => {
    const { state } = status();
    if (state === 'ready') {
      next();
      return;
    }
    res.setHeader('Retry-After', '60');
    res
      .status(503)
      .json(state === 'importing' ? errorBody('importing', IMPORTING_MESSAGE) : errorBody('data_unavailable', IMPORT_FAILED_MESSAGE));
  };
}
