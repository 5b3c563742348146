import { slugifyTitle } from '@x4i/shared/domain';
import { z } from 'zod';
import { isGoalValue, isStateCode, optionalEin, optionalEmail, optionalImageUrl, optionalText, optionalUrl, requiredText } from '../validation.js';

/** Bounds of the solution form (SPEC 3 Saved payload); the spec shows none, these fit the form's purpose. */
export const SOLUTION_LIMITS = {
  name: 120,
  organization: 200,
  summary: 2000,
  demoContact: 300,
  listEntry: 300,
  listEntries: 12,
  marketingMaterial: 3,
  references: 6,
  longText: 1000,
  shortText: 200,
  badges: 8,
} as const;

const L = SOLUTION_LIMITS;

/** A list of short texts: entries trimmed, empty ones dropped (the form keeps an empty one to type into). */
const textList = (field: string) =>
  z
    .array(optionalText(`Each entry of ${field}`, L.listEntry), { error: `${field} is a list of texts.` })
    .max(L.listEntries * 4, { error: `${field} has up to ${L.listEntries} entries.` })
    .transform((entries) => entries.filter((entry) => entry !== ''))
    .refine((entries) => entries.length <= L.listEntries, { error: `${field} has up to ${L.listEntries} entries.` })
    .default([]);

const isEmptyRecord = (record: Record<string, string>) => Object.values(record).every((value) => value === '');

const marketingMaterial = z.strictObject({
  headline: optionalText('headline', L.shortText),
  bodyText: optionalText('bodyText', L.longText),
  landingPageUrl: optionalUrl('landingPageUrl').default(''),
  imageUrl: optionalImageUrl('imageUrl').default(''),
});

const reference = z.strictObject({
  name: optionalText('name', L.shortText),
  title: optionalText('title', L.shortText),
  orgName: optionalText('orgName', L.shortText),
  quote: optionalText('quote', L.longText),
  orgUrl: optionalUrl('orgUrl').default(''),
  imageUrl: optionalImageUrl('imageUrl').default(''),
});

/** A list of records: entries with every field empty are dropped. */
function recordList<T extends Record<string, string>>(field: string, entry: z.ZodType<T>, max: number) {
  return z
    .array(entry, { error: `${field} is a list.` })
    .max(max * 4, { error: `${field} has up to ${max} entries.` })
    .transform((entries) => entries.filter((record) => !isEmptyRecord(record)))
    .refine((entries) => entries.length <= max, { error: `${field} has up to ${max} entries.` })
    .default([]);
}

const flag = (field: string) => z.boolean({ error: `${field} is true or false.` }).default(false);

/** The solution form's payload, strict: an unknown field is refused. badgeIds: the catalogue. */
export function solutionPayloadSchema(badgeIds: ReadonlySet<string>) {
  return z.strictObject(
    {
      id: z.string().trim().max(100).optional(),
      slug: z.string().trim().max(100).optional(),
      // The owning organisation is the signed-in user's, never the payload's.
      orgId: z.string().nullable().optional(),
      solutionType: z.enum(['TECHNOLOGY', 'SERVICE'], { error: 'solutionType is TECHNOLOGY or SERVICE.' }),
      // The name makes the page's URL, which needs a letter or digit (SPEC 5: a content URL needs a title).
      solutionName: requiredText('the solution name', L.name).refine((name) => slugifyTitle(name) !== '', {
        error: 'Enter a solution name with at least one letter or digit from A to Z or 0 to 9.',
      }),
      solutionUrl: optionalUrl('solutionUrl').default(''),
      organization: optionalText('organization', L.organization),
      organizationUrl: optionalUrl('organizationUrl').default(''),
      organizationEin: optionalEin('organizationEin').default(''),
      organizationEmail: optionalEmail('organizationEmail').default(''),
      logo: optionalImageUrl('logo').default(''),
      category: z
        .array(z.string({ error: 'category is a list of UN SDG values.' }), { error: 'Choose at least one UN sustainable development goal (category).' })
        .transform((values) => [...new Set(values.map((value) => value.trim().toUpperCase()))])
        .refine((values) => values.length > 0, { error: 'Choose at least one UN sustainable development goal (category).' })
        .refine((values) => values.every(isGoalValue), { error: 'category values are UNSDG1 to UNSDG17.' }),
      executiveSummary: requiredText('a summary (executiveSummary)', L.summary),
      demoContact: optionalText('demoContact', L.demoContact),
      specialOfferUrl: optionalUrl('specialOfferUrl').default(''),
      hiringUrl: optionalUrl('hiringUrl').default(''),
      caseStudiesUrl: optionalUrl('caseStudiesUrl').default(''),
      impactUrl: optionalUrl('impactUrl').default(''),
      mainFeatures: textList('mainFeatures'),
      userBenefits: textList('userBenefits'),
      primaryAudience: textList('primaryAudience'),
      marketingMaterial: recordList('marketingMaterial', marketingMaterial, L.marketingMaterial),
      references: recordList('references', reference, L.references),
      tractionBadge: flag('tractionBadge'),
      tech4piCert: flag('tech4piCert'),
      msCert: flag('msCert'),
      geoAreaPrimary: z
        .array(z.string({ error: 'geoAreaPrimary is a list of state codes.' }), { error: 'geoAreaPrimary is a list of state codes.' })
        .max(51 * 2, { error: 'geoAreaPrimary has up to 51 states.' })
        .refine((codes) => codes.every(isStateCode), { error: 'geoAreaPrimary entries are upper-case codes of US states, for example WA.' })
        .transform((codes) => [...new Set(codes)])
        .default([]),
      badges: z
        .array(z.strictObject({ id: z.string({ error: 'A badge is { id }.' }) }, { error: 'A badge is { id }.' }), { error: 'badges is a list of { id }.' })
        .transform((badges) => [...new Set(badges.map((badge) => badge.id))])
        .refine((ids) => ids.length <= L.badges, { error: `Choose up to ${L.badges} badges.` })
        .refine((ids) => ids.every((id) => badgeIds.has(id)), { error: 'badges has an unknown badge id.' })
        .default([]),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : 'Send the solution as a JSON object.') },
  );
}

export type SolutionInput = z.output<ReturnType<typeof solutionPayloadSchema>>;
