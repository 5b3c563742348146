import { normalizeEin, toExternalUrl } from '@x4i/shared/domain';
import { type Solution, type SolutionMarketingMaterial, type SolutionPayload, type SolutionReference, type SolutionType } from '@x4i/shared/contracts';

/**
 * The solution edit form (SPEC 3 'Solution edit form', workflow SolutionWorkflow): the user's words for the
 * fields (title, url, summary), and what the server calls them only in the payload. Badge options are not
 * part of it: they are loaded data, not input (useBadgeOptions).
 */
export interface SolutionForm {
  /** Empty when creating. */
  id: string;
  slug: string;
  orgId: string;
  solutionType: SolutionType;
  title: string;
  url: string;
  organization: string;
  organizationUrl: string;
  organizationEin: string;
  organizationEmail: string;
  logo: string;
  summary: string;
  /** UNSDG values ('UNSDG2'). */
  category: string[];
  demoContact: string;
  specialOfferUrl: string;
  hiringUrl: string;
  caseStudiesUrl: string;
  impactUrl: string;
  mainFeatures: string[];
  userBenefits: string[];
  primaryAudience: string[];
  marketingMaterials: SolutionMarketingMaterial[];
  references: SolutionReference[];
  tractionBadge: boolean;
  tech4piCert: boolean;
  msCert: boolean;
  badges: { id: string }[];
  /** Lower-case state codes, as the server sends them. */
  geoAreaPrimary: string[];
  /** Set by the team, shown read-only. */
  premiumListing: boolean;
  isPublish: boolean;
  isSavePublished: boolean;
}

export const emptyMarketingMaterial: SolutionMarketingMaterial = { headline: '', bodyText: '', landingPageUrl: '', imageUrl: '' };
export const emptyReference: SolutionReference = { name: '', title: '', orgName: '', quote: '', orgUrl: '', imageUrl: '' };

/** A new solution: the organisation is the creator's (SPEC 6); main features start with one empty entry. */
export function emptySolutionForm(organization: { id: string; name: string } | null = null): SolutionForm {
  return {
    id: '',
    slug: '',
    orgId: organization?.id ?? '',
    solutionType: 'TECHNOLOGY',
    title: '',
    url: '',
    organization: organization?.name ?? '',
    organizationUrl: '',
    organizationEin: '',
    organizationEmail: '',
    logo: '',
    summary: '',
    category: [],
    demoContact: '',
    specialOfferUrl: '',
    hiringUrl: '',
    caseStudiesUrl: '',
    impactUrl: '',
    mainFeatures: [''],
    userBenefits: [],
    primaryAudience: [],
    marketingMaterials: [],
    references: [],
    tractionBadge: false,
    tech4piCert: false,
    msCert: false,
    badges: [],
    geoAreaPrimary: [],
    premiumListing: false,
    isPublish: false,
    isSavePublished: false,
  };
}

const text = (value: string | null | undefined) => value ?? '';

/** A solution from the server, ready to edit (SPEC 4: publish flags false). */
export function solutionToForm(solution: Solution): SolutionForm {
  const mainFeatures = (solution.mainFeatures ?? []).map(text);
  return {
    id: solution.id,
    slug: solution.slug,
    orgId: text(solution.orgId),
    solutionType: solution.solutionType,
    title: text(solution.solutionName),
    url: text(solution.solutionUrl),
    organization: text(solution.organization),
    organizationUrl: text(solution.organizationUrl),
    organizationEin: text(solution.organizationEin),
    organizationEmail: text(solution.organizationEmail),
    logo: text(solution.logo),
    summary: text(solution.executiveSummary),
    category: [...(solution.category ?? [])],
    demoContact: text(solution.demoContact),
    specialOfferUrl: text(solution.specialOfferUrl),
    hiringUrl: text(solution.hiringUrl),
    caseStudiesUrl: text(solution.caseStudiesUrl),
    impactUrl: text(solution.impactUrl),
    mainFeatures: mainFeatures.length > 0 ? mainFeatures : [''],
    userBenefits: (solution.userBenefits ?? []).map(text),
    primaryAudience: (solution.primaryAudience ?? []).map(text),
    marketingMaterials: (solution.marketingMaterial ?? []).map((entry) => ({ ...emptyMarketingMaterial, ...entry })),
    references: (solution.references ?? []).map((entry) => ({ ...emptyReference, ...entry })),
    tractionBadge: !!solution.tractionBadge,
    tech4piCert: !!solution.tech4piCert,
    msCert: !!solution.msCert,
    badges: (solution.badges ?? []).map(({ id }) => ({ id })),
    geoAreaPrimary: (solution.geoAreaPrimary ?? []).map((code) => code.toLowerCase()),
    premiumListing: !!solution.premiumListing,
    isPublish: false,
    isSavePublished: false,
  };
}

const trimmed = (value: string) => value.trim();
const url = (value: string) => toExternalUrl(value);
const textList = (values: readonly string[]) => values.map(trimmed).filter(Boolean);

function isFilled(entry: object): boolean {
  return Object.values(entry).some((value) => typeof value === 'string' && value.trim() !== '');
}

/**
 * What `POST solution/create` and `solution/update` receive (SPEC 3 'Saved payload'): text trimmed, web
 * addresses through the URL helper (SPEC 5), the EIN without dashes, empty list entries dropped,
 * geoAreaPrimary upper-cased, badges as ids only, id and slug only when the solution exists.
 */
export function toSolutionPayload(form: SolutionForm): SolutionPayload {
  return {
    ...(form.id ? { id: form.id } : {}),
    ...(form.slug ? { slug: form.slug } : {}),
    orgId: form.orgId,
    solutionType: form.solutionType,
    solutionName: trimmed(form.title),
    solutionUrl: url(form.url),
    organization: trimmed(form.organization),
    organizationUrl: url(form.organizationUrl),
    organizationEin: normalizeEin(form.organizationEin),
    organizationEmail: trimmed(form.organizationEmail),
    logo: trimmed(form.logo),
    category: [...form.category],
    executiveSummary: trimmed(form.summary),
    demoContact: trimmed(form.demoContact),
    specialOfferUrl: url(form.specialOfferUrl),
    hiringUrl: url(form.hiringUrl),
    caseStudiesUrl: url(form.caseStudiesUrl),
    impactUrl: url(form.impactUrl),
    mainFeatures: textList(form.mainFeatures),
    userBenefits: textList(form.userBenefits),
    primaryAudience: textList(form.primaryAudience),
    marketingMaterial: form.marketingMaterials.filter(isFilled).map((entry) => ({
      headline: trimmed(entry.headline),
      bodyText: trimmed(entry.bodyText),
      landingPageUrl: url(entry.landingPageUrl),
      imageUrl: trimmed(entry.imageUrl),
    })),
    references: form.references.filter(isFilled).map((entry) => ({
      name: trimmed(entry.name),
      title: trimmed(entry.title),
      orgName: trimmed(entry.orgName),
      quote: trimmed(entry.quote),
      orgUrl: url(entry.orgUrl),
      imageUrl: trimmed(entry.imageUrl),
    })),
    tractionBadge: form.tractionBadge,
    tech4piCert: form.tech4piCert,
    msCert: form.msCert,
    geoAreaPrimary: form.geoAreaPrimary.map((code) => code.toUpperCase()),
    badges: form.badges.map(({ id }) => ({ id })),
  };
}
