import type { RequestHandler } from 'express';
import { errorBody } from './errors.js';

/** Deeper than any body the API takes; a deeper one is refused rather than walked. */
export const MAX_DEPTH = 32;

export const NUL_MESSAGE = 'Text may not contain a NUL character (%00).';
export const LONE_SURROGATE_MESSAGE = 'Text must be valid Unicode: it holds half of a character (a lone surrogate).';
export const TOO_DEEP_MESSAGE = `The request is nested more than ${MAX_DEPTH} levels deep.`;

const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Problem = 'nul' | 'lone_surrogate' | 'too_deep';

function textProblem(text: string): Problem | null {
  if (text.includes(NUL)) return 'nul';
  return LONE_SURROGATE.test(text) ? 'lone_surrogate' : null;
}

/**
 * What makes a value unusable as text anywhere in it (strings, arrays, object keys and values): a NUL character,
 * which Postgres text cannot hold; a lone surrogate, which is no character at all and cannot be stored or sent as
 * UTF-8; or nesting deeper than MAX_DEPTH.
 */
export function unusableText(value: unknown, depth = 0): Problem | null {
  if (depth > MAX_DEPTH) return 'too_deep';
  if (typeof value === 'string') return textProblem(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = unusableText(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = textProblem(key) ?? unusableText(item, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const ANSWERS: Record<Problem, ReturnType<typeof errorBody>> = {
  nul: errorBody('invalid_text', NUL_MESSAGE),
  lone_surrogate: errorBody('invalid_text', LONE_SURROGATE_MESSAGE),
  too_deep: errorBody('too_deep', TOO_DEEP_MESSAGE),
};

/**
 * The one check of the text a request brings, for every route, before any route sees it: the path, the query and
 * the JSON body. What the database or a mail could not hold is refused with the same 400 a validation failure
 * gets, so no route needs a check of its own.
 */
export const rejectUnusableText: RequestHandler = (req, res, next) => {
  const problem = textProblem(decodedPath(req.path)) ?? unusableText(req.query) ?? unusableText(req.body);
  if (problem) {
    res.status(400).json(ANSWERS[problem]);
    return;
  }
  next();
};
