import type {
  ContentCard,
  ContentDetail,
  ExploreCategoryMetrics,
  ExploreResponse,
  HomeConfig,
  Solution,
} from '../contracts/content.js';
import { contentUrl } from '../domain/content-url.js';
import type { ContentType } from '../domain/content-types.js';

/**
 * Test data builders for the directory calls (SPEC 3): a card, a solution, a detail page and the explore page
 * object, with overrides for what a test cares about. URLs are built by the shared URL rules, as the backend does.
 */

const SLUG_LETTER: Record<Exclude<ContentType, 'money-flow'>, string> = {
  'tech-solution': 's',
  'social-challenge-idea': 'c',
  'grants-funding': 'g',
  'knowledge-base': 'k',
};

export function buildContentCard(overrides: Partial<ContentCard> = {}): ContentCard {
  const contentType = overrides.contentType ?? 'tech-solution';
  const title = overrides.title ?? 'GrantPilot';
  const slug = overrides.slug ?? `${SLUG_LETTER[contentType as keyof typeof SLUG_LETTER] ?? 's'}-${title.toLowerCase().replace(/\W+/g, '')}`;
  const categories = overrides.categories ?? ['UNSDG1', 'UNSDG17'];
  return {
    id: `id-${slug}`,
    slug,
    contentType,
    title,
    url: contentUrl({ contentType, title, categories, slug }),
    categories,
    summary: 'Finds grants that fit a nonprofit and drafts the application.',
    description: '',
    logo: null,
    fundingLogo: null,
    organization: 'Pilot Labs',
    fundingName: null,
    opportunityId: null,
    grantAmount: null,
    expirationDate: null,
    createdAt: '2026-03-02T10:00:00.000Z',
    modifiedAt: '2026-04-10T10:00:00.000Z',
    votes: 4,
    follows: 2,
    orgsUseSolution: 5,
    followed: false,
    userAssociated: false,
    demo: false,
    ...overrides,
  };
}

/** `count` solution cards titled 'Solution 1', 'Solution 2', …, newest first. */
export function buildSolutionCards(count: number, overrides: Partial<ContentCard> = {}): ContentCard[] {
  return Array.from({ length: count }, (_, index) =>
    buildContentCard({
      title: `Solution ${index + 1}`,
      slug: `s-solution${index + 1}`,
      organization: `Provider ${index + 1}`,
      createdAt: new Date(Date.UTC(2026, 0, 31 - index)).toISOString(),
      ...overrides,
    }),
  );
}

export function buildChallengeCard(overrides: Partial<ContentCard> = {}): ContentCard {
  return buildContentCard({
    contentType: 'social-challenge-idea',
    title: 'Affordable Housing Waitlists',
    slug: 'c-housing',
    categories: ['UNSDG1', 'UNSDG11'],
    summary: 'Families wait years for subsidised housing while units stay empty.',
    organization: 'Tacoma Housing Network',
    orgsUseSolution: 0,
    votes: 12,
    ...overrides,
  });
}

export function buildGrantCard(overrides: Partial<ContentCard> = {}): ContentCard {
  return buildContentCard({
    contentType: 'grants-funding',
    title: 'Community Literacy Fund',
    slug: 'g-literacy',
    categories: ['UNSDG4'],
    summary: 'Grants for after-school reading programmes.',
    organization: null,
    fundingName: 'Evergreen Foundation',
    opportunityId: 'EF-2026-04',
    grantAmount: 25000,
    expirationDate: '2026-12-31',
    orgsUseSolution: 0,
    ...overrides,
  });
}

export function buildArticleCard(overrides: Partial<ContentCard> = {}): ContentCard {
  return buildContentCard({
    contentType: 'knowledge-base',
    title: 'How to Read Form 990',
    slug: 'k-read_990',
    categories: ['UNSDG4'],
    summary: 'What each part of the IRS return tells a funder.',
    organization: 'X4I',
    orgsUseSolution: 0,
    ...overrides,
  });
}

export function buildContentDetail(overrides: Partial<ContentDetail> = {}): ContentDetail {
  const card = buildChallengeCard(overrides);
  return {
    ...card,
    body: ['Waitlists are long.', 'Data on vacancies is scattered across agencies.'],
    ideas: 3,
    eligibility: null,
    sourceUrl: null,
    canEdit: false,
    ...overrides,
  };
}

export function buildSolution(overrides: Partial<Solution> = {}): Solution {
  return {
    id: 'id-s-grantpilot',
    slug: 's-grantpilot',
    status: 'PUBLISHED',
    orgId: 'org-pilot',
    solutionType: 'TECHNOLOGY',
    badges: [{ id: 'accessible', name: 'Accessible', description: 'Meets WCAG 2.2 AA.' }],
    solutionName: 'GrantPilot',
    solutionUrl: 'https://grantpilot.example.org',
    organization: 'Pilot Labs',
    organizationUrl: 'pilotlabs.example.org',
    organizationEin: '123456789',
    organizationEmail: 'hello@pilotlabs.example.org',
    logo: '',
    category: ['UNSDG1', 'UNSDG17'],
    executiveSummary: 'Finds grants that fit a nonprofit and drafts the application.',
    demoContact: 'demo@pilotlabs.example.org',
    specialOfferUrl: 'https://grantpilot.example.org/offer',
    hiringUrl: 'https://pilotlabs.example.org/jobs',
    caseStudiesUrl: 'https://grantpilot.example.org/cases',
    impactUrl: 'https://grantpilot.example.org/impact',
    mainFeatures: ['Grant matching', 'Application drafts'],
    userBenefits: ['Fewer hours on applications'],
    primaryAudience: ['Small nonprofits'],
    geoAreaPrimary: ['wa', 'or'],
    marketingMaterial: [
      {
        headline: 'Win more grants',
        bodyText: 'See how a food bank doubled its funding.',
        landingPageUrl: 'https://grantpilot.example.org/story',
        imageUrl: '',
      },
    ],
    references: [
      {
        name: 'Dana Reyes',
        title: 'Executive Director',
        orgName: 'Harbor Food Bank',
        quote: 'We applied for twice as many grants.',
        orgUrl: 'https://harborfood.example.org',
        imageUrl: '',
      },
    ],
    tractionBadge: true,
    tech4piCert: true,
    msCert: false,
    premiumListing: true,
    createdAt: '2026-03-02T10:00:00.000Z',
    modifiedAt: '2026-04-10T10:00:00.000Z',
    computed: [
      { name: 'associations', count: 5, states: { wa: 3, ca: 2 } },
      { name: 'shares', count: 7 },
      { name: 'follows', count: 2 },
      { name: 'potentialFundingAmount', count: 1250000 },
      { name: 'completeness', count: 85 },
    ],
    followed: false,
    associated: false,
    canEdit: false,
    stateVotes: [],
    shares: 7,
    orgsUseSolution: 5,
    votes: 4,
    url: '/all/tech-solution/grantpilot-s-grantpilot',
    demo: false,
    ...overrides,
  };
}

export function buildCategoryMetrics(overrides: Partial<ExploreCategoryMetrics> = {}): ExploreCategoryMetrics {
  return { type: 'ALL', total: 0, challenge: 0, solution: 0, grant: 0, kg: 0, funding: 0, grantAmount: 0, demo: 0, ...overrides };
}

export function buildHomeConfig(overrides: Partial<HomeConfig> = {}): HomeConfig {
  return {
    carousel: [
      { title: 'Find the right tech', text: 'Compare solutions built for nonprofits.', to: '/all/tech-solution/', linkLabel: 'Browse solutions' },
      { title: 'Follow the money', text: 'See where nonprofit income comes from.', to: '/all/money-flow', linkLabel: 'Open the money flow' },
      { title: 'Fund what works', text: 'Grants open now, by goal.', to: '/all/grants-funding', linkLabel: 'See grants' },
    ],
    headerTiles: [
      { title: 'Solutions', text: 'Tech built for impact', to: '/all/tech-solution' },
      { title: 'Challenges', text: 'Problems worth solving', to: '/all/social-challenge-idea' },
    ],
    impact: [
      { label: 'Nonprofits covered', value: 350040, format: 'count', note: null },
      { label: 'Grant funding listed', value: 1250000, format: 'currency', note: null },
    ],
    ...overrides,
  };
}

export function buildExploreResponse(overrides: Partial<ExploreResponse> = {}): ExploreResponse {
  return {
    metrics: {
      ALL: buildCategoryMetrics({ type: 'ALL', total: 21, challenge: 4, solution: 12, grant: 3, kg: 2, funding: 3, grantAmount: 75000 }),
      UNSDG1: buildCategoryMetrics({ type: 'UNSDG1', total: 9, challenge: 2, solution: 6, grant: 1, funding: 1, grantAmount: 25000 }),
      UNSDG4: buildCategoryMetrics({ type: 'UNSDG4', total: 4, grant: 2, kg: 2, funding: 2, grantAmount: 50000 }),
    },
    homeConfig: buildHomeConfig(),
    ads: [buildContentCard(), buildContentCard({ title: 'Donor CRM', slug: 's-donorcrm', organization: 'CRM Co.' })],
    ...overrides,
  };
}

/** A small directory: twelve solutions (more than one page), two challenges, a grant and an article. */
export function buildContentCorpus(): ContentCard[] {
  return [
    ...buildSolutionCards(12),
    buildChallengeCard(),
    buildChallengeCard({ title: 'Rural Broadband Gaps', slug: 'c-broadband', categories: ['UNSDG9'], votes: 3 }),
    buildGrantCard(),
    buildArticleCard(),
  ];
}
