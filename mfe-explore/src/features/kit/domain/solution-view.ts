import type { ContentActionResponse, ContentCard, Solution, SolutionComputedEntry } from '@x4i/shared/contracts';

/** What the solution page shows beyond the raw fields (SPEC 3 'Solution computed properties'). */

export function computedEntry(solution: Pick<Solution, 'computed'>, name: SolutionComputedEntry['name']): SolutionComputedEntry | undefined {
  return solution.computed.find((entry) => entry.name === name);
}

export function computedCount(solution: Pick<Solution, 'computed'>, name: SolutionComputedEntry['name']): number {
  return computedEntry(solution, name)?.count ?? 0;
}

/** Organisations using the solution per state, keyed by lower-case code. */
export function associationStates(solution: Pick<Solution, 'computed'>): Record<string, number> {
  const states = computedEntry(solution, 'associations')?.states ?? {};
  return Object.fromEntries(Object.entries(states).map(([code, count]) => [code.toLowerCase(), count]));
}

/** The primary area and the user's state votes together, lower-case, sorted (SPEC 3 combinedGeoArea). */
export function combinedGeoArea(solution: Pick<Solution, 'geoAreaPrimary' | 'stateVotes'>): string[] {
  return [...new Set([...solution.geoAreaPrimary, ...solution.stateVotes].map((code) => code.toLowerCase()))].sort();
}

/** The completeness entry is a share from 0 to 100. */
export function formatCompleteness(count: number): string {
  return `${Math.round(Math.min(100, Math.max(0, count)))}%`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC 3: the demo contact is a mailto link when it is an e-mail address, otherwise text. */
export function demoContactLink(demoContact: string): string | null {
  const value = demoContact.trim();
  return EMAIL.test(value) ? `mailto:${value}` : null;
}

/** A solution as a content card, for the solution a search highlights. */
export function solutionToCard(solution: Solution): ContentCard {
  return {
    id: solution.id,
    slug: solution.slug,
    contentType: 'tech-solution',
    title: solution.solutionName,
    url: solution.url,
    categories: solution.category,
    summary: solution.executiveSummary,
    description: solution.mainFeatures.join(' · '),
    logo: solution.logo || null,
    fundingLogo: null,
    organization: solution.organization || null,
    fundingName: null,
    opportunityId: null,
    grantAmount: null,
    expirationDate: null,
    createdAt: solution.createdAt,
    modifiedAt: solution.modifiedAt,
    votes: solution.votes,
    follows: computedCount(solution, 'follows'),
    orgsUseSolution: solution.orgsUseSolution,
    followed: solution.followed,
    userAssociated: solution.associated,
    demo: solution.demo,
  };
}

/** The action counters of a solution, as the vote, follow, state-vote and share calls answer them. */
export function solutionCounters(solution: Solution): ContentActionResponse {
  return {
    votes: solution.votes,
    follows: computedCount(solution, 'follows'),
    orgsUseSolution: solution.orgsUseSolution,
    shares: solution.shares,
    followed: solution.followed,
    userAssociated: solution.associated,
    stateVotes: solution.stateVotes,
  };
}

/** The solution after an action: its flags and counters, and the computed entries that repeat them. */
export function withCounters(solution: Solution, counters: ContentActionResponse): Solution {
  const counts: Partial<Record<SolutionComputedEntry['name'], number>> = {
    associations: counters.orgsUseSolution,
    shares: counters.shares,
    follows: counters.follows,
  };
  return {
    ...solution,
    votes: counters.votes,
    orgsUseSolution: counters.orgsUseSolution,
    shares: counters.shares,
    followed: counters.followed,
    associated: counters.userAssociated,
    stateVotes: counters.stateVotes.map((code) => code.toLowerCase()),
    computed: solution.computed.map((entry) => (counts[entry.name] === undefined ? entry : { ...entry, count: counts[entry.name]! })),
  };
}
