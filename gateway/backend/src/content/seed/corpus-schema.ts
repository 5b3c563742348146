import { slugifyTitle } from '@x4i/shared/domain';
import { z } from 'zod';
import { isGoalValue, isHttpUrl, isStateCode, optionalEin, optionalEmail, optionalImageUrl, optionalUrl } from '../validation.js';

/**
 * The demo corpus files of data/demo-content (solutions.json, challenges.json, grants.json, articles.json) and
 * the badge catalogue (badges.json). Entries are strict: a misspelt field fails the start instead of vanishing.
 */

const text = z.string().trim().min(1, { error: 'must not be empty' });
/** Titles make the item's URL, which needs a letter or digit. */
const title = text.refine((value) => slugifyTitle(value) !== '', { error: 'needs a letter or digit from A to Z or 0 to 9' });
const url = z.string().trim().refine(isHttpUrl, { error: 'must be an http(s) URL' });
const categories = z
  .array(z.string().refine(isGoalValue, { error: 'must be UNSDG1..UNSDG17' }))
  .min(1, { error: 'needs at least one goal' })
  .max(17);
const createdAt = z.iso.datetime({ offset: true, error: 'must be an ISO date and time' });
const body = z.array(text).min(1, { error: 'needs at least one paragraph' });

const marketingMaterial = z.strictObject({
  headline: z.string().trim(),
  bodyText: z.string().trim(),
  landingPageUrl: optionalUrl('landingPageUrl'),
  imageUrl: optionalImageUrl('imageUrl'),
});

const reference = z.strictObject({
  name: z.string().trim(),
  title: z.string().trim(),
  orgName: z.string().trim(),
  quote: z.string().trim(),
  orgUrl: optionalUrl('orgUrl'),
  imageUrl: optionalImageUrl('imageUrl'),
});

export const corpusSolution = z.strictObject({
  slug: z.string().regex(/^s-[a-z0-9_]+$/, { error: 'must be s- and lowercase letters, digits or _' }),
  solutionName: title,
  solutionType: z.enum(['TECHNOLOGY', 'SERVICE']),
  organization: text,
  organizationUrl: optionalUrl('organizationUrl'),
  organizationEin: optionalEin('organizationEin'),
  organizationEmail: optionalEmail('organizationEmail'),
  solutionUrl: optionalUrl('solutionUrl'),
  logo: optionalImageUrl('logo'),
  category: categories,
  executiveSummary: text,
  demoContact: z.string().trim(),
  specialOfferUrl: optionalUrl('specialOfferUrl'),
  hiringUrl: optionalUrl('hiringUrl'),
  caseStudiesUrl: optionalUrl('caseStudiesUrl'),
  impactUrl: optionalUrl('impactUrl'),
  mainFeatures: z.array(text).min(1),
  userBenefits: z.array(text),
  primaryAudience: z.array(text),
  geoAreaPrimary: z.array(z.string().refine(isStateCode, { error: 'must be an upper-case state code' })).min(1),
  marketingMaterial: z.array(marketingMaterial),
  references: z.array(reference),
  tractionBadge: z.boolean(),
  tech4piCert: z.boolean(),
  msCert: z.boolean(),
  premiumListing: z.boolean(),
  badges: z.array(z.string()),
  attributes: z.strictObject({
    hiring: z.boolean(),
    womanLeadership: z.boolean(),
    blackLeadership: z.boolean(),
    latinoLeadership: z.boolean(),
    veteranLed: z.boolean(),
    nonProfit: z.boolean(),
  }),
  createdAt,
});

export const corpusChallenge = z.strictObject({
  slug: z.string().regex(/^c-[a-z0-9_]+$/, { error: 'must be c- and lowercase letters, digits or _' }),
  title,
  categories,
  summary: text,
  body,
  organization: text,
  ideas: z.number().int().min(0),
  createdAt,
});

export const corpusGrant = z.strictObject({
  slug: z.string().regex(/^g-[a-z0-9_]+$/, { error: 'must be g- and lowercase letters, digits or _' }),
  title,
  categories,
  summary: text,
  body,
  fundingName: text,
  fundingLogo: optionalImageUrl('fundingLogo'),
  opportunityId: text,
  grantAmount: z.number().int().positive(),
  expirationDate: z.iso.date({ error: 'must be a date, YYYY-MM-DD' }),
  eligibility: z.enum(['NON_PROFIT', 'OTHERS']),
  sourceUrl: url,
  createdAt,
});

export const corpusArticle = z.strictObject({
  slug: z.string().regex(/^k-[a-z0-9_]+$/, { error: 'must be k- and lowercase letters, digits or _' }),
  title,
  categories,
  summary: text,
  body,
  organization: text,
  sourceUrl: url.nullable(),
  createdAt,
});

export const corpusBadge = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, { error: 'must be lowercase letters, digits or -' }),
  name: text,
  description: text,
});

export type CorpusSolution = z.output<typeof corpusSolution>;
export type CorpusChallenge = z.output<typeof corpusChallenge>;
export type CorpusGrant = z.output<typeof corpusGrant>;
export type CorpusArticle = z.output<typeof corpusArticle>;
export type CorpusBadge = z.output<typeof corpusBadge>;

/** Each file: its name, the key of its list and the schema of one entry. */
export const CORPUS_FILES = {
  solutions: { file: 'solutions.json', entry: corpusSolution },
  challenges: { file: 'challenges.json', entry: corpusChallenge },
  grants: { file: 'grants.json', entry: corpusGrant },
  articles: { file: 'articles.json', entry: corpusArticle },
} as const;

export const BADGES_FILE = { key: 'badges', file: 'badges.json', entry: corpusBadge } as const;
