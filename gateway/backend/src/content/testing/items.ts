import type { ContentItem, SolutionFields } from '../model.js';

const SOLUTION: SolutionFields = {
  solutionType: 'TECHNOLOGY',
  solutionUrl: '',
  organizationUrl: '',
  organizationEin: '',
  organizationEmail: '',
  logo: '',
  demoContact: '',
  specialOfferUrl: '',
  hiringUrl: '',
  caseStudiesUrl: '',
  impactUrl: '',
  mainFeatures: [],
  userBenefits: [],
  primaryAudience: [],
  geoAreaPrimary: [],
  marketingMaterial: [],
  references: [],
  tractionBadge: false,
  tech4piCert: false,
  msCert: false,
  attributes: {},
};

/** A solution item for unit tests: the given fields over empty ones. */
export function makeSolution(overrides: Partial<ContentItem> = {}, fields: Partial<SolutionFields> = {}): ContentItem {
  const slug = overrides.slug ?? 's-test';
  return {
    id: `id-${slug}`,
    slug,
    contentType: 'tech-solution',
    title: 'Test solution',
    summary: '',
    categories: ['UNSDG1'],
    organization: null,
    orgId: null,
    createdBy: null,
    premiumListing: false,
    grantAmount: null,
    expirationDate: null,
    eligibility: null,
    ideas: 0,
    demo: false,
    unpublishedAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    modifiedAt: '2025-01-01T00:00:00.000Z',
    badges: [],
    solution: { ...SOLUTION, ...fields },
    themed: null,
    ...overrides,
  };
}

/** A grant, challenge or article item for unit tests. */
export function makeThemed(overrides: Partial<ContentItem> & Pick<ContentItem, 'slug' | 'contentType'>): ContentItem {
  return {
    ...makeSolution(),
    id: `id-${overrides.slug}`,
    solution: null,
    themed: { body: [], fundingName: null, fundingLogo: null, opportunityId: null, sourceUrl: null },
    ...overrides,
  };
}
