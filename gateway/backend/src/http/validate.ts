import { findUsStateByCode } from '@x4i/shared/domain';
import { z } from 'zod';
import { HttpError } from './errors.js';

/** Parses input with schema; a failure becomes a 400 with the given code and the first issue's message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, code: string): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, code, result.error.issues[0]?.message ?? 'The request is not valid.');
  return result.data;
}

/** An empty query parameter is no parameter (SPEC 5: empty text is left out); a repeated one arrives as an array. */
export const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** One value, trimmed and upper-cased: a repeated parameter fails the string check with the same message. */
export const upperText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => value.toUpperCase());

/** A state's USPS code (or DC), any case, read upper-cased. */
export const stateCode = (message: string) => upperText(message).refine((value) => findUsStateByCode(value) !== undefined, { error: message });

/** `format` of a download: csv (the default) or json. */
export const formatQuery = z.object({
  format: optionalParam(z.enum(['csv', 'json'], { error: 'format is csv or json.' })).transform((format) => format ?? 'csv'),
});
