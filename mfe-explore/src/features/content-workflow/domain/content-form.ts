import { normalizeOrgUrl } from '@x4i/shared';
import { type ChallengePayload, type ContentDetail, type GrantPayload, type WizardStep } from '@x4i/shared/contracts';

/**
 * The challenge and grant forms of the wizard (ChallengeWorkflow, GrantWorkflow): the fields their pages show
 * (SPEC 2.4), in the user's words; the payload names are the server's. The body is one text area whose
 * paragraphs are separated by an empty line.
 */

export interface ChallengeForm {
  /** Empty when creating. */
  id: string;
  slug: string;
  title: string;
  organization: string;
  /** UNSDG values. */
  categories: string[];
  summary: string;
  body: string;
}

export interface GrantForm {
  id: string;
  slug: string;
  title: string;
  fundingName: string;
  categories: string[];
  summary: string;
  body: string;
  /** Whole US dollars as typed; empty when not known. */
  grantAmount: string;
  /** YYYY-MM-DD from the date input; empty when it does not close. */
  expirationDate: string;
  eligibility: '' | 'NON_PROFIT' | 'OTHERS';
  opportunityId: string;
  sourceUrl: string;
  /** Kept as it was: the form does not edit the funder's logo. */
  fundingLogo: string;
}

export const emptyChallengeForm = (organization: { name: string } | null = null): ChallengeForm => ({
  id: '',
  slug: '',
  title: '',
  organization: organization?.name ?? '',
  categories: [],
  summary: '',
  body: '',
});

export const emptyGrantForm = (organization: { name: string } | null = null): GrantForm => ({
  id: '',
  slug: '',
  title: '',
  fundingName: organization?.name ?? '',
  categories: [],
  summary: '',
  body: '',
  grantAmount: '',
  expirationDate: '',
  eligibility: '',
  opportunityId: '',
  sourceUrl: '',
  fundingLogo: '',
});

/** Paragraphs are separated by an empty line; empty ones are dropped. */
export function toParagraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export const fromParagraphs = (paragraphs: readonly string[]): string => paragraphs.join('\n\n');

export function challengeToForm(detail: ContentDetail): ChallengeForm {
  return {
    id: detail.id,
    slug: detail.slug,
    title: detail.title,
    organization: detail.organization ?? '',
    categories: detail.categories,
    summary: detail.summary,
    body: fromParagraphs(detail.body),
  };
}

export function grantToForm(detail: ContentDetail): GrantForm {
  return {
    id: detail.id,
    slug: detail.slug,
    title: detail.title,
    fundingName: detail.fundingName ?? '',
    categories: detail.categories,
    summary: detail.summary,
    body: fromParagraphs(detail.body),
    grantAmount: detail.grantAmount === null ? '' : String(detail.grantAmount),
    expirationDate: detail.expirationDate?.slice(0, 10) ?? '',
    eligibility: detail.eligibility ?? '',
    opportunityId: detail.opportunityId ?? '',
    sourceUrl: detail.sourceUrl ?? '',
    fundingLogo: detail.fundingLogo ?? '',
  };
}

const reference = (form: { id: string; slug: string }) => (form.id ? { id: form.id, slug: form.slug } : form.slug ? { slug: form.slug } : {});

export function toChallengePayload(form: ChallengeForm): ChallengePayload {
  return {
    ...reference(form),
    title: form.title.trim(),
    categories: form.categories,
    organization: form.organization.trim(),
    summary: form.summary.trim(),
    body: toParagraphs(form.body),
  };
}

/** Digits only, with thousands separators and a dollar sign allowed as typed ('$25,000'). */
export function parseAmount(value: string): number | null {
  const digits = value.trim().replace(/^\$/, '').replace(/,/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

export function toGrantPayload(form: GrantForm): GrantPayload {
  return {
    ...reference(form),
    title: form.title.trim(),
    categories: form.categories,
    summary: form.summary.trim(),
    body: toParagraphs(form.body),
    fundingName: form.fundingName.trim(),
    fundingLogo: form.fundingLogo,
    opportunityId: form.opportunityId.trim(),
    grantAmount: parseAmount(form.grantAmount),
    expirationDate: form.expirationDate || null,
    eligibility: form.eligibility || null,
    sourceUrl: form.sourceUrl.trim() ? (normalizeOrgUrl(form.sourceUrl) ?? form.sourceUrl.trim()) : '',
  };
}

// ---- validation: the rules the server applies, said in the form's words --------------------------------------

export const CONTENT_FIELD_MESSAGES = {
  title: 'Enter a title.',
  titleLetters: 'Enter a title with at least one letter or digit.',
  organization: 'Enter the organization that poses the challenge.',
  fundingName: 'Enter the funder.',
  categories: 'Choose at least one goal.',
  summary: 'Enter a summary.',
  body: 'Enter the text: at least one paragraph.',
  grantAmount: 'Enter the amount in whole US dollars, such as 25000, or leave it empty.',
  sourceUrl: 'Enter a web address such as https://example.org.',
} as const;

export type Rule<T> = (value: T) => string | undefined;

const required =
  (message: string): Rule<string> =>
  (value) =>
    value.trim() ? undefined : message;

const title: Rule<string> = (value) => {
  if (!value.trim()) return CONTENT_FIELD_MESSAGES.title;
  return /[a-z0-9]/i.test(value) ? undefined : CONTENT_FIELD_MESSAGES.titleLetters;
};

export const CONTENT_FIELD_RULES = {
  title,
  organization: required(CONTENT_FIELD_MESSAGES.organization),
  fundingName: required(CONTENT_FIELD_MESSAGES.fundingName),
  categories: ((value: readonly string[]) => (value.length > 0 ? undefined : CONTENT_FIELD_MESSAGES.categories)) as Rule<readonly string[]>,
  summary: required(CONTENT_FIELD_MESSAGES.summary),
  body: ((value: string) => (toParagraphs(value).length > 0 ? undefined : CONTENT_FIELD_MESSAGES.body)) as Rule<string>,
  grantAmount: ((value: string) => {
    if (!value.trim()) return undefined;
    const amount = parseAmount(value);
    return amount !== null && amount > 0 ? undefined : CONTENT_FIELD_MESSAGES.grantAmount;
  }) as Rule<string>,
  sourceUrl: ((value: string) => (!value.trim() || normalizeOrgUrl(value) ? undefined : CONTENT_FIELD_MESSAGES.sourceUrl)) as Rule<string>,
};

export type ContentFieldName = keyof typeof CONTENT_FIELD_RULES;

/** Every error of a form, by field. */
export function contentFormErrors(form: Partial<Record<ContentFieldName, unknown>>): Partial<Record<ContentFieldName, string>> {
  const errors: Partial<Record<ContentFieldName, string>> = {};
  for (const field of Object.keys(CONTENT_FIELD_RULES) as ContentFieldName[]) {
    if (!(field in form)) continue;
    const message = (CONTENT_FIELD_RULES[field] as Rule<unknown>)(form[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

export interface ContentStep extends WizardStep {
  /** The form's fields this step shows. */
  fields: readonly string[];
}

export const CHALLENGE_STEPS: readonly ContentStep[] = [
  { id: 'basics', label: 'Basics', fields: ['title', 'organization', 'categories'] },
  { id: 'description', label: 'Description', fields: ['summary', 'body'] },
];

export const GRANT_STEPS: readonly ContentStep[] = [
  { id: 'basics', label: 'Basics', fields: ['title', 'fundingName', 'categories'] },
  { id: 'description', label: 'Description', fields: ['summary', 'body'] },
  { id: 'funding', label: 'Funding and dates', fields: ['grantAmount', 'expirationDate', 'eligibility', 'opportunityId', 'sourceUrl'] },
];

/** SPEC 5: whether each step's fields are valid now. */
export function contentStepValidations(steps: readonly ContentStep[], form: Partial<Record<ContentFieldName, unknown>>): Record<string, boolean> {
  const faulty = new Set(Object.keys(contentFormErrors(form)));
  return Object.fromEntries(steps.map((step) => [step.id, !step.fields.some((field) => faulty.has(field))]));
}
