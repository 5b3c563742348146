import type { ContentType } from '../domain/content-types.js';

/**
 * Shapes of the directory calls (SPEC 3 'Content card', 'Solution', 'Explore category metrics', 7.2). The
 * backend builds exactly these and the remotes read them; categories travel as UNSDG values ('UNSDG4').
 */

/** One result of `GET /search/content`, one ad of `GET /explore`, one entry of a profile list. */
export interface ContentCard {
  /** Database id; the vote, follow, voteGeo and share calls take it. */
  id: string;
  /** c-, s-, g- or k- slug (SPEC 3). */
  slug: string;
  contentType: ContentType;
  title: string;
  /** The page of the item on this site, built by the shared URL functions. */
  url: string;
  categories: string[];
  summary: string;
  description: string;
  logo: string | null;
  fundingLogo: string | null;
  organization: string | null;
  /** Grants: the funder. */
  fundingName: string | null;
  /** Grants: the funder's reference for the opportunity. */
  opportunityId: string | null;
  /** Grants: the amount in US dollars, when known. */
  grantAmount: number | null;
  /** Grants: closing date (ISO date), when known. */
  expirationDate: string | null;
  createdAt: string;
  modifiedAt: string;
  /** Votes (recommendations for a solution, 'we have this challenge' for a challenge). */
  votes: number;
  follows: number;
  /** Solutions: organisations that use it (SPEC's orgsUseSolution). */
  orgsUseSolution: number;
  /** For the signed-in user; false when anonymous. */
  followed: boolean;
  userAssociated: boolean;
  /** Written for the demo (the shipped demo corpus), not real: every page that shows it says 'Demo'. */
  demo: boolean;
}

export interface SearchContentResponse {
  /** Matches in all pages. */
  numFound: number;
  /**
   * True when the search text matched nothing (after the goal and filters): the type's default list for the goal
   * came back instead, first page only, so the page can say so (SPEC 4: default results count as 10).
   */
  isDefaultResults: boolean;
  results: ContentCard[];
}

/** `GET /search/content` query parameters; pageNumber is zero-based on the wire (SPEC 7.2). */
export interface SearchContentParams {
  type: ContentType;
  pageNumber: number;
  q?: string;
  /** UNSDG1..UNSDG17; absent for all goals. */
  unsdg?: string;
  /** Filter values (not URL slugs), repeatable; absent when DEFAULT. */
  filter?: string[];
  sortBy?: string;
}

/** Per goal (UNSDG1..17) and ALL (SPEC 3 'Explore category metrics'). */
export interface ExploreCategoryMetrics {
  type: string;
  total: number;
  challenge: number;
  solution: number;
  grant: number;
  kg: number;
  /** Grants open for the goal. */
  funding: number;
  /** Sum of the amounts of those grants, US dollars. */
  grantAmount: number;
  /** How many of the counted items are demo content (0 when the counts are all real). */
  demo: number;
}

export interface CarouselSlide {
  title: string;
  text: string;
  /** A path on this site. */
  to: string;
  linkLabel: string;
}

export interface HeaderTile {
  title: string;
  text: string;
  to: string;
}

export interface ImpactFigure {
  label: string;
  value: number;
  /** How the figure is formatted. */
  format: 'count' | 'currency';
  /** What the figure covers, shown beside it: demo content, or the IRS files and their dates. */
  note: string | null;
}

export interface HomeConfig {
  carousel: CarouselSlide[];
  headerTiles: HeaderTile[];
  impact: ImpactFigure[];
}

export interface ExploreResponse {
  metrics: Record<string, ExploreCategoryMetrics>;
  homeConfig: HomeConfig;
  /** Featured solutions, shuffled by the client. */
  ads: ContentCard[];
}

export interface SolutionMarketingMaterial {
  headline: string;
  bodyText: string;
  landingPageUrl: string;
  imageUrl: string;
}

export interface SolutionReference {
  name: string;
  title: string;
  orgName: string;
  quote: string;
  orgUrl: string;
  imageUrl: string;
}

export interface Badge {
  id: string;
  name: string;
  description: string;
}

export type SolutionType = 'TECHNOLOGY' | 'SERVICE';

/** What describes a solution, the same in the saved payload and in the solution as received. */
export interface SolutionDescription {
  solutionType: SolutionType;
  solutionName: string;
  solutionUrl: string;
  organization: string;
  organizationUrl: string;
  organizationEin: string;
  organizationEmail: string;
  logo: string;
  category: string[];
  executiveSummary: string;
  demoContact: string;
  specialOfferUrl: string;
  hiringUrl: string;
  caseStudiesUrl: string;
  impactUrl: string;
  mainFeatures: string[];
  userBenefits: string[];
  primaryAudience: string[];
  /** Two-letter state codes: upper-cased when saved, lower-cased as received (SPEC 3). */
  geoAreaPrimary: string[];
  marketingMaterial: SolutionMarketingMaterial[];
  references: SolutionReference[];
  tractionBadge: boolean;
  tech4piCert: boolean;
  msCert: boolean;
}

/** The fields a challenge is saved with (POST challenge/create, challenge/update). */
export interface ChallengePayload {
  /** id or slug names the challenge to update. */
  id?: string;
  slug?: string;
  title: string;
  /** UNSDG1..UNSDG17. */
  categories: string[];
  /** Who poses the challenge. */
  organization: string;
  summary: string;
  /** Paragraphs. */
  body: string[];
}

/** The fields a grant is saved with (POST grant/create, grant/update). */
export interface GrantPayload {
  id?: string;
  slug?: string;
  title: string;
  categories: string[];
  summary: string;
  body: string[];
  /** The funder. */
  fundingName: string;
  fundingLogo: string;
  opportunityId: string;
  /** US dollars, whole; null when not known. */
  grantAmount: number | null;
  /** YYYY-MM-DD, or null when the grant does not close. */
  expirationDate: string | null;
  eligibility: 'NON_PROFIT' | 'OTHERS' | null;
  /** Where to apply or read the call. */
  sourceUrl: string;
}

/** The fields a solution is saved with (SPEC 3 'Saved payload'); geoAreaPrimary upper-cased, badges as ids. */
export interface SolutionPayload extends SolutionDescription {
  id?: string;
  slug?: string;
  orgId: string;
  badges: { id: string }[];
}

export interface SolutionComputedEntry {
  name: 'associations' | 'shares' | 'follows' | 'potentialFundingAmount' | 'completeness';
  count: number;
  /** associations only: organisations using the solution per state (lowercased code → count). */
  states?: Record<string, number>;
}

/** `GET solution/:id` (SPEC 3 'Solution' as received from the server). */
export interface Solution extends SolutionDescription {
  id: string;
  /** Only the team is answered an unpublished solution: when the team unpublished it (ISO). */
  unpublishedAt?: string;
  slug: string;
  status: string;
  orgId: string | null;
  badges: Badge[];
  premiumListing: boolean;
  createdAt: string;
  modifiedAt: string;
  computed: SolutionComputedEntry[];
  followed: boolean;
  associated: boolean;
  canEdit: boolean;
  /** Lowercased codes of the states the signed-in user voted for. */
  stateVotes: string[];
  shares: number;
  orgsUseSolution: number;
  votes: number;
  /** The canonical page of the solution. */
  url: string;
  /** Written for the demo (the shipped demo corpus), not real. */
  demo: boolean;
}

/** `GET themed-content/:slug`: a challenge, grant or article page. */
export interface ContentDetail extends ContentCard {
  /** Paragraphs of the body text. */
  body: string[];
  /** Challenges: ideas offered so far; grants: who may apply. */
  ideas: number;
  eligibility: 'NON_PROFIT' | 'OTHERS' | null;
  /** A link to the source (grant application page, article source). */
  sourceUrl: string | null;
  /** Challenges and grants: the signed-in user may edit it (the server checks again on save). */
  canEdit: boolean;
  /** Only the team is answered an unpublished item: when the team unpublished it (ISO). */
  unpublishedAt?: string;
}

/** POST themed-content/vote/:id, follow, unfollow, voteGeo: the counters after the change. */
export interface ContentActionResponse {
  votes: number;
  follows: number;
  orgsUseSolution: number;
  shares: number;
  followed: boolean;
  userAssociated: boolean;
  stateVotes: string[];
}

export interface SolutionCreateResponse {
  slug: string;
  url: string;
}

/** What a challenge or grant save answers: its (possibly new) slug and page. */
export type ContentSaveResponse = SolutionCreateResponse;

export interface UploadImageResponse {
  url: string;
}

/** `GET /credits` (SPEC 3 'Credit balances'). */
export type CreditBalances = Record<string, number>;

export interface PagedList<T> {
  items: T[];
  meta: { totalItems: number; page: number; limit: number };
}
