import type { z } from 'zod';
import { HttpError } from './errors.js';

/** Parses input with schema; a failure becomes a 400 with the given code and the first issue's message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, code: string): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, code, result.error.issues[0]?.message ?? 'The request is not valid.');
  return result.data;
}
