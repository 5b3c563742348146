import type { Badge, Solution, SolutionComputedEntry } from '@x4i/shared/contracts';
import { techSolutionUrl } from '@x4i/shared/domain';
import { isOpenGrant, NO_FLAGS, type ContentItem, type ItemCounters, type UserFlags } from '../model.js';

/** The status every listed solution has (SPEC 3: the field exists, its values are not shown). */
export const PUBLISHED = 'PUBLISHED';

/**
 * How complete a listing is: the share (0-100) of the solution edit form's fields that are filled. The
 * certification flags and the premium listing are granted, not filled in, so they do not count.
 */
export function completeness(item: ContentItem): number {
  const s = item.solution;
  if (!s) return 0;
  const filled = [
    item.title,
    s.solutionType,
    s.solutionUrl,
    item.organization ?? '',
    s.organizationUrl,
    s.organizationEin,
    s.organizationEmail,
    s.logo,
    item.summary,
    item.categories.length > 0,
    s.demoContact,
    s.specialOfferUrl,
    s.hiringUrl,
    s.caseStudiesUrl,
    s.impactUrl,
    s.mainFeatures.length > 0,
    s.userBenefits.length > 0,
    s.primaryAudience.length > 0,
    s.marketingMaterial.length > 0,
    s.references.length > 0,
    item.badges.length > 0,
    s.geoAreaPrimary.length > 0,
  ].map((value) => (typeof value === 'string' ? value.trim() !== '' : value));
  return Math.round((100 * filled.filter(Boolean).length) / filled.length);
}

/**
 * What the solution's users could apply for: the sum of the amounts of the open grants that share at least one
 * goal with the solution.
 */
export function potentialFundingAmount(solution: ContentItem, items: Iterable<ContentItem>, today: string): number {
  const goals = new Set(solution.categories);
  let sum = 0;
  for (const item of items) {
    if (isOpenGrant(item, today) && item.categories.some((goal) => goals.has(goal))) sum += item.grantAmount ?? 0;
  }
  return sum;
}

export interface SolutionViewer {
  flags: UserFlags;
  canEdit: boolean;
  /** Upper-case codes of the viewer's state votes. */
  stateVotes: string[];
}

export const ANONYMOUS_VIEWER: SolutionViewer = { flags: NO_FLAGS, canEdit: false, stateVotes: [] };

const lowerKeys = (states: Record<string, number>) => Object.fromEntries(Object.entries(states).map(([code, count]) => [code.toLowerCase(), count]));

/** A solution as GET solution/:id answers it (SPEC 3 Solution, with its computed entries). */
export function toSolution(
  item: ContentItem,
  counters: ItemCounters,
  context: { catalogue: readonly Badge[]; potentialFunding: number; viewer: SolutionViewer },
): Solution {
  const s = item.solution!;
  const { viewer } = context;
  const computed: SolutionComputedEntry[] = [
    { name: 'associations', count: counters.orgsUseSolution, states: lowerKeys(counters.states) },
    { name: 'shares', count: counters.shares },
    { name: 'follows', count: counters.follows },
    { name: 'potentialFundingAmount', count: context.potentialFunding },
    { name: 'completeness', count: completeness(item) },
  ];
  return {
    id: item.id,
    slug: item.slug,
    status: PUBLISHED,
    orgId: item.orgId,
    solutionType: s.solutionType,
    badges: item.badges.flatMap((id) => context.catalogue.filter((badge) => badge.id === id)),
    solutionName: item.title,
    solutionUrl: s.solutionUrl,
    organization: item.organization ?? '',
    organizationUrl: s.organizationUrl,
    organizationEin: s.organizationEin,
    organizationEmail: s.organizationEmail,
    logo: s.logo,
    category: item.categories,
    executiveSummary: item.summary,
    demoContact: s.demoContact,
    specialOfferUrl: s.specialOfferUrl,
    hiringUrl: s.hiringUrl,
    caseStudiesUrl: s.caseStudiesUrl,
    impactUrl: s.impactUrl,
    mainFeatures: s.mainFeatures,
    userBenefits: s.userBenefits,
    primaryAudience: s.primaryAudience,
    geoAreaPrimary: s.geoAreaPrimary.map((code) => code.toLowerCase()),
    marketingMaterial: s.marketingMaterial,
    references: s.references,
    tractionBadge: s.tractionBadge,
    tech4piCert: s.tech4piCert,
    msCert: s.msCert,
    premiumListing: item.premiumListing,
    createdAt: item.createdAt,
    modifiedAt: item.modifiedAt,
    computed,
    followed: viewer.flags.followed,
    associated: viewer.flags.userAssociated,
    canEdit: viewer.canEdit,
    stateVotes: viewer.stateVotes.map((code) => code.toLowerCase()),
    shares: counters.shares,
    orgsUseSolution: counters.orgsUseSolution,
    votes: counters.votes,
    url: techSolutionUrl({ title: item.title, slug: item.slug }),
    demo: item.demo,
  };
}
