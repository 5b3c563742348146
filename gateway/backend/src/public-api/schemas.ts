import { findUsStateByCode, INCOME_BUCKET_CODES } from '@x4i/shared/domain';
import { z } from 'zod';

/** Shared pieces of the public API's schemas. */

export const sourceSchema = z
  .object({
    name: z.string(),
    url: z.string(),
    vintage: z.string().meta({ description: 'The data’s date or year, or a span as an ISO 8601 interval (2025-09-08/2025-10-13).' }),
  })
  .meta({ description: 'Where the data comes from, and how old it is.' });

/** The answer around a schema of data. */
export const sourcedSchema = (data: z.ZodType) =>
  z.object({
    data,
    sources: z.array(sourceSchema).meta({ description: 'Every dataset the answer is made from.' }),
  });

export const errorSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string().meta({ description: 'Written to be shown to a person.' }) }) })
  .meta({ description: 'Every error has this shape.' });

/** A page of a list, with how many items match in all. */
export const pageSchema = (item: z.ZodType) =>
  z.object({
    items: z.array(item),
    page: z.int().min(1),
    pageSize: z.int().min(1),
    total: z.int().min(0).meta({ description: 'Items that match in all, across every page.' }),
  });

/** A query parameter given at most once: a repeated one arrives as a list and fails the string check. */
const once = (name: string) => z.string({ error: `Send ${name} once, as text.` });

/** How a parameter reads in the document: the checks after the trim are not in its input schema, so they are said here. */
export interface ParamDoc {
  description: string;
  example?: string;
  pattern?: string;
  enum?: readonly string[];
}

/** Optional text of a query parameter, trimmed; empty is absent. */
export const optionalText = <T extends string>(name: string, check: (value: z.ZodString) => z.ZodType<T, string>, doc: ParamDoc) =>
  once(name)
    .optional()
    .meta({ ...doc })
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()))
    .pipe(check(z.string()).optional());

/** A whole number parameter from min to max, with a default. */
export const wholeNumber = (name: string, min: number, max: number, fallback: number, description: string) =>
  once(name)
    .regex(/^\d{1,6}$/, { error: `${name} is a whole number from ${min} to ${max}.` })
    .optional()
    .meta({ description: `${description} From ${min} to ${max}; default ${fallback}.`, example: String(fallback) })
    .transform((value) => (value === undefined ? fallback : Number(value)))
    .pipe(z.int().min(min, { error: `${name} is a whole number from ${min} to ${max}.` }).max(max, { error: `${name} is a whole number from ${min} to ${max}.` }));

/** The format of a download: CSV (the default) or JSON. */
export const exportFormat = once('format')
  .optional()
  .meta({ description: 'csv (the default) or json.', enum: ['csv', 'json'] })
  .transform((value) => (value === undefined || value.trim() === '' ? 'csv' : value.trim().toLowerCase()))
  .pipe(z.enum(['csv', 'json'], { error: 'format is csv or json.' }));

const STATE_MESSAGE = 'state must be the two-letter code of a US state or DC, such as VT.';
const GOAL_MESSAGE = 'goal is the number of a UN Sustainable Development Goal, 1 to 17.';

/** An optional state filter: a state's or DC's code, any case, read upper-cased. */
export const stateFilter = (description: string) =>
  optionalText('state', (text) => text.toUpperCase().refine((code) => findUsStateByCode(code) !== undefined, { error: STATE_MESSAGE }), {
    description,
    example: 'VT',
    pattern: '^[A-Za-z]{2}$',
  });

/** A goal's number, 1 to 17, as its plain text ('01' reads '1'). */
export const goalNumber = (text: z.ZodString) =>
  text
    .regex(/^\d{1,2}$/, { error: GOAL_MESSAGE })
    .refine((goal) => Number(goal) >= 1 && Number(goal) <= 17, { error: GOAL_MESSAGE })
    .transform((goal) => String(Number(goal)));

export const goalFilter = (description: string) => optionalText('goal', goalNumber, { description, pattern: '^\\d{1,2}$' });

/** An optional income bucket, any case. */
export const incomeBucketFilter = (description: string) =>
  optionalText('incomeBucket', (text) => text.toUpperCase().pipe(z.enum(INCOME_BUCKET_CODES, { error: `incomeBucket is one of ${INCOME_BUCKET_CODES.join(', ')}.` })), {
    description,
    enum: INCOME_BUCKET_CODES,
  });
