import { slugifyTitle } from '@x4i/shared/domain';
import { z } from 'zod';
import { isGoalValue, optionalImageUrl, optionalText, optionalUrl, requiredText } from '../validation.js';

/** Bounds of the challenge and grant forms; the spec shows none, these fit the demo corpus with room to spare. */
export const THEMED_LIMITS = {
  title: 200,
  organization: 200,
  summary: 2000,
  paragraph: 5000,
  paragraphs: 20,
  opportunityId: 100,
  /** US dollars: a billion is past any single grant. */
  grantAmount: 1_000_000_000,
} as const;

const L = THEMED_LIMITS;

const reference = {
  id: z.string().trim().max(100).optional(),
  slug: z.string().trim().max(100).optional(),
};

// The title makes the page's URL, which needs a letter or digit (SPEC 5: a content URL needs a title).
const title = requiredText('the title', L.title).refine((value) => slugifyTitle(value) !== '', {
  error: 'Enter a title with at least one letter or digit from A to Z or 0 to 9.',
});

const categories = z
  .array(z.string({ error: 'categories is a list of UN SDG values.' }), { error: 'Choose at least one UN sustainable development goal (categories).' })
  .transform((values) => [...new Set(values.map((value) => value.trim().toUpperCase()))])
  .refine((values) => values.length > 0, { error: 'Choose at least one UN sustainable development goal (categories).' })
  .refine((values) => values.every(isGoalValue), { error: 'categories values are UNSDG1 to UNSDG17.' });

/** Paragraphs, trimmed, empty ones dropped; at least one (the page shows it as the item's text). */
const body = z
  .array(z.string({ error: 'body is a list of paragraphs.' }).trim().max(L.paragraph, { error: `Each paragraph has up to ${L.paragraph} characters.` }), {
    error: 'body is a list of paragraphs.',
  })
  .transform((paragraphs) => paragraphs.filter((paragraph) => paragraph !== ''))
  .refine((paragraphs) => paragraphs.length > 0, { error: 'Enter the text (body): at least one paragraph.' })
  .refine((paragraphs) => paragraphs.length <= L.paragraphs, { error: `body has up to ${L.paragraphs} paragraphs.` });

const strict = <T extends z.ZodRawShape>(shape: T, what: string) =>
  z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : `Send the ${what} as a JSON object.`) });

/** The challenge form's payload, strict: an unknown field is refused. */
export const challengePayloadSchema = strict(
  {
    ...reference,
    title,
    categories,
    organization: requiredText('the organization that poses the challenge', L.organization),
    summary: requiredText('a summary', L.summary),
    body,
  },
  'challenge',
);

/** A calendar date, YYYY-MM-DD, that exists. */
const isoDate = z.iso.date({ error: 'expirationDate is a date, YYYY-MM-DD, or null.' });

/** The grant form's payload, strict. */
export const grantPayloadSchema = strict(
  {
    ...reference,
    title,
    categories,
    summary: requiredText('a summary', L.summary),
    body,
    fundingName: requiredText('the funder (fundingName)', L.organization),
    fundingLogo: optionalImageUrl('fundingLogo').default(''),
    opportunityId: optionalText('opportunityId', L.opportunityId),
    grantAmount: z
      .number({ error: 'grantAmount is a whole number of US dollars, or null.' })
      .int({ error: 'grantAmount is a whole number of US dollars, or null.' })
      .positive({ error: 'grantAmount is more than 0.' })
      .max(L.grantAmount, { error: `grantAmount is at most ${L.grantAmount}.` })
      .nullable()
      .default(null),
    expirationDate: isoDate.nullable().default(null),
    eligibility: z.enum(['NON_PROFIT', 'OTHERS'], { error: 'eligibility is NON_PROFIT, OTHERS or null.' }).nullable().default(null),
    sourceUrl: optionalUrl('sourceUrl').default(''),
  },
  'grant',
);

export type ChallengeInput = z.output<typeof challengePayloadSchema>;
export type GrantInput = z.output<typeof grantPayloadSchema>;
