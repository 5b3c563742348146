import { normalizeOrgUrl } from '@x4i/shared';
import { INVALID_EIN_MESSAGE, isValidEin } from '@x4i/shared/domain';
import { type SolutionMarketingMaterial, type SolutionReference, type WizardStep } from '@x4i/shared/contracts';
import type { SolutionForm } from './solution-form';

/** Validation of the solution form (SPEC 5): one set of rules for the inline errors and for step validity. */

export const SOLUTION_FIELD_MESSAGES = {
  title: 'Enter the name of the solution.',
  url: "Enter the solution's website.",
  summary: 'Enter a summary of the solution.',
  category: 'Choose at least one goal.',
  organization: 'Enter the organization name.',
  webAddress: 'Enter a web address such as https://example.org.',
  email: 'Enter an e-mail address such as name@example.org.',
  ein: INVALID_EIN_MESSAGE,
  headline: 'Enter a headline for this story.',
  referenceName: 'Enter the name of the person quoted.',
} as const;

/** A rule answers the message of what is wrong, or undefined. Text is judged trimmed. */
export type Rule<T> = (value: T) => string | undefined;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const requiredText =
  (message: string): Rule<string> =>
  (value) =>
    value.trim() ? undefined : message;

/** Empty, or a web address the URL helper accepts (https:// is added to a bare domain). */
export const optionalWebAddress: Rule<string> = (value) =>
  !value.trim() || normalizeOrgUrl(value) ? undefined : SOLUTION_FIELD_MESSAGES.webAddress;

export const requiredWebAddress =
  (message: string): Rule<string> =>
  (value) =>
    value.trim() ? optionalWebAddress(value) : message;

export const optionalEmail: Rule<string> = (value) => (!value.trim() || EMAIL.test(value.trim()) ? undefined : SOLUTION_FIELD_MESSAGES.email);

/** Empty, or 9 digits (dashes allowed). */
export const optionalEin: Rule<string> = (value) => (!value.trim() || isValidEin(value) ? undefined : SOLUTION_FIELD_MESSAGES.ein);

export const atLeastOneGoal: Rule<readonly string[]> = (value) => (value.length > 0 ? undefined : SOLUTION_FIELD_MESSAGES.category);

/** The rules of the form's plain fields; fields without one take anything. */
export const SOLUTION_FIELD_RULES = {
  title: requiredText(SOLUTION_FIELD_MESSAGES.title),
  url: requiredWebAddress(SOLUTION_FIELD_MESSAGES.url),
  summary: requiredText(SOLUTION_FIELD_MESSAGES.summary),
  category: atLeastOneGoal,
  organization: requiredText(SOLUTION_FIELD_MESSAGES.organization),
  organizationUrl: optionalWebAddress,
  organizationEin: optionalEin,
  organizationEmail: optionalEmail,
  specialOfferUrl: optionalWebAddress,
  hiringUrl: optionalWebAddress,
  caseStudiesUrl: optionalWebAddress,
  impactUrl: optionalWebAddress,
} satisfies { [K in keyof SolutionForm]?: Rule<SolutionForm[K]> };

const hasText = (entry: object) => Object.values(entry).some((value) => typeof value === 'string' && value.trim() !== '');

/** A story that has anything in it needs a headline; an empty one is dropped on save. */
export function marketingMaterialRules(entry: SolutionMarketingMaterial): { headline?: string; landingPageUrl?: string } {
  const errors: { headline?: string; landingPageUrl?: string } = {};
  if (hasText(entry) && !entry.headline.trim()) errors.headline = SOLUTION_FIELD_MESSAGES.headline;
  const landingPageUrl = optionalWebAddress(entry.landingPageUrl);
  if (landingPageUrl) errors.landingPageUrl = landingPageUrl;
  return errors;
}

/** A reference that has anything in it needs the person's name; an empty one is dropped on save. */
export function referenceRules(entry: SolutionReference): { name?: string; orgUrl?: string } {
  const errors: { name?: string; orgUrl?: string } = {};
  if (hasText(entry) && !entry.name.trim()) errors.name = SOLUTION_FIELD_MESSAGES.referenceName;
  const orgUrl = optionalWebAddress(entry.orgUrl);
  if (orgUrl) errors.orgUrl = orgUrl;
  return errors;
}

/** Every error of the form, keyed by field path ('title', 'references.0.name'). */
export function solutionFormErrors(form: SolutionForm): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(SOLUTION_FIELD_RULES) as [keyof typeof SOLUTION_FIELD_RULES, Rule<never>][]) {
    const message = rule(form[field] as never);
    if (message) errors[field] = message;
  }
  form.marketingMaterials.forEach((entry, index) => {
    for (const [field, message] of Object.entries(marketingMaterialRules(entry))) errors[`marketingMaterials.${index}.${field}`] = message;
  });
  form.references.forEach((entry, index) => {
    for (const [field, message] of Object.entries(referenceRules(entry))) errors[`references.${index}.${field}`] = message;
  });
  return errors;
}

export const SOLUTION_STEPS = [
  { id: 'basics', label: 'Basics' },
  { id: 'organization', label: 'Organization' },
  { id: 'details', label: 'Details' },
  { id: 'stories', label: 'Stories and references' },
  { id: 'reach', label: 'Reach and badges' },
] as const satisfies readonly WizardStep[];

export type SolutionStepId = (typeof SOLUTION_STEPS)[number]['id'];

/** The form's fields, by the step that shows them. */
export const SOLUTION_STEP_FIELDS = {
  basics: ['title', 'url', 'solutionType', 'category', 'summary'],
  organization: ['organization', 'organizationUrl', 'organizationEin', 'organizationEmail', 'logo'],
  details: ['mainFeatures', 'userBenefits', 'primaryAudience', 'demoContact', 'specialOfferUrl', 'hiringUrl', 'caseStudiesUrl', 'impactUrl'],
  stories: ['marketingMaterials', 'references'],
  reach: ['geoAreaPrimary', 'badges', 'tractionBadge', 'tech4piCert', 'msCert'],
} as const satisfies Record<SolutionStepId, readonly (keyof SolutionForm)[]>;

export function isSolutionStepId(value: string): value is SolutionStepId {
  return value in SOLUTION_STEP_FIELDS;
}

/** SPEC 5: whether each step's fields are valid now. */
export function solutionStepValidations(form: SolutionForm): Record<SolutionStepId, boolean> {
  const faulty = new Set(Object.keys(solutionFormErrors(form)).map((path) => path.split('.')[0]));
  const validations = {} as Record<SolutionStepId, boolean>;
  for (const step of SOLUTION_STEPS) {
    validations[step.id] = !SOLUTION_STEP_FIELDS[step.id].some((field: string) => faulty.has(field));
  }
  return validations;
}
