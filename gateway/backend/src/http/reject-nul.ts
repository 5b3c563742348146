import type { RequestHandler } from 'express';
import { errorBody } from './errors.js';

const NUL = '\u0000';
/** Deeper than any body the API takes; a deeper one is refused rather than walked. */
const MAX_DEPTH = 32;

/** True when a string anywhere in value (strings, arrays, object keys and values) holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH) return true;
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes(NUL) || containsNul(item, depth + 1));
  }
  return false;
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Postgres text cannot hold a NUL character, so a NUL in the path, the query or a JSON body would reach the
 * database as an error. It is refused up front, for every route, with the same 400 a validation failure gets.
 */
export const rejectNul: RequestHandler = (req, res, next) => {
  if (decodedPath(req.path).includes(NUL) || containsNul(req.query) || containsNul(req.body)) {
    res.status(400).json(errorBody('invalid_text', 'Text may not contain a NUL character (%00).'));
    return;
  }
  next();
};
