import type { SolutionDescription } from '@x4i/shared/contracts';
import type { ContentType } from '@x4i/shared/domain';

/** The content types the directory stores (money flow is a view of the IRS data, not content). */
export const DIRECTORY_CONTENT_TYPES = ['tech-solution', 'social-challenge-idea', 'grants-funding', 'knowledge-base'] as const satisfies readonly ContentType[];
export type DirectoryContentType = (typeof DIRECTORY_CONTENT_TYPES)[number];

export function isDirectoryContentType(value: string): value is DirectoryContentType {
  return (DIRECTORY_CONTENT_TYPES as readonly string[]).includes(value);
}

/** The slug letter of each type (SPEC 3 Content slug; k for articles, see shared content-slug.ts). */
export const SLUG_PREFIX: Readonly<Record<DirectoryContentType, string>> = {
  'tech-solution': 's',
  'social-challenge-idea': 'c',
  'grants-funding': 'g',
  'knowledge-base': 'k',
};

/** Facts about a solution's provider that only the corpus carries; the explore filters read them. */
export interface SolutionAttributes {
  hiring?: boolean;
  womanLeadership?: boolean;
  blackLeadership?: boolean;
  latinoLeadership?: boolean;
  veteranLed?: boolean;
  /** Unknown (undefined) for solutions created on the site: neither NON_PROFIT nor FOR_PROFIT matches them. */
  nonProfit?: boolean;
}

/** The solution fields kept in content_items.details (the name, organisation, goals and summary have columns). */
export interface SolutionFields extends Omit<SolutionDescription, 'solutionName' | 'organization' | 'category' | 'executiveSummary'> {
  /** Nine digits, or ''. */
  organizationEin: string;
  /** Upper-case USPS codes. */
  geoAreaPrimary: string[];
  attributes: SolutionAttributes;
}

/** The fields of challenges, grants and articles kept in content_items.details. */
export interface ThemedFields {
  body: string[];
  fundingName: string | null;
  fundingLogo: string | null;
  opportunityId: string | null;
  sourceUrl: string | null;
}

/** One directory item as the in-memory index holds it. */
export interface ContentItem {
  id: string;
  slug: string;
  contentType: DirectoryContentType;
  title: string;
  summary: string;
  categories: string[];
  organization: string | null;
  orgId: string | null;
  createdBy: string | null;
  premiumListing: boolean;
  grantAmount: number | null;
  /** YYYY-MM-DD. */
  expirationDate: string | null;
  eligibility: 'NON_PROFIT' | 'OTHERS' | null;
  ideas: number;
  demo: boolean;
  /** When the team took it off the directory (ISO), or null while it is published: see ContentIndex. */
  unpublishedAt: string | null;
  /** ISO timestamps. */
  createdAt: string;
  modifiedAt: string;
  badges: string[];
  /** Set for solutions only. */
  solution: SolutionFields | null;
  /** Set for challenges, grants and articles. */
  themed: ThemedFields | null;
}

/** Counters of one item, kept in memory and refreshed after each committed action. */
export interface ItemCounters {
  votes: number;
  follows: number;
  /** Distinct accounts that follow or vote for the item (SPEC's orgsUseSolution; solutions only). */
  orgsUseSolution: number;
  shares: number;
  /** Accounts that voted for each state, by upper-case code. */
  states: Record<string, number>;
}

export const ZERO_COUNTERS: Readonly<ItemCounters> = Object.freeze({ votes: 0, follows: 0, orgsUseSolution: 0, shares: 0, states: Object.freeze({}) });

/** The signed-in user's relation to one item. */
export interface UserFlags {
  followed: boolean;
  userAssociated: boolean;
}

export const NO_FLAGS: Readonly<UserFlags> = Object.freeze({ followed: false, userAssociated: false });

/** A grant is open on its expiration date and before; one without a date is open. */
export function isOpenGrant(item: Pick<ContentItem, 'contentType' | 'expirationDate'>, today: string): boolean {
  return item.contentType === 'grants-funding' && (item.expirationDate === null || item.expirationDate >= today);
}

/** Today's date in UTC, YYYY-MM-DD: the day grants close on. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
