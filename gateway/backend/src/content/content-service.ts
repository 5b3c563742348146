import type { ContentCard, ContentDetail, ExploreResponse, SearchContentResponse } from '@x4i/shared/contracts';
import type { Db } from '../db/db.js';
import { preparedAsyncAnswers } from '../prepared/prepared-json.js';
import type { PreparedAnswer } from '../prepared/prepared-answer.js';
import { toContentCard } from './cards.js';
import type { ContentIndex } from './content-index.js';
import { homeConfig } from './explore/home-config.js';
import { exploreMetrics } from './explore/metrics.js';
import { isOpenGrant, NO_FLAGS, todayUtc, ZERO_COUNTERS, type ContentItem, type UserFlags } from './model.js';
import { loadCounters, loadItems, loadUserFlags } from './queries.js';
import type { SearchQuery } from './search/search-params.js';
import { searchItems } from './search/search.js';
import { defaultOrder } from './search/sorts.js';

/** Anonymous search answers kept (oldest dropped first). */
export const SEARCH_CACHE_SIZE = 1000;

/** How long the count of IRS organisations is reused before it is read again (in the background). */
export const IRS_COUNT_TTL_MS = 60_000;

export interface ContentServiceOptions {
  db: Db;
  index: ContentIndex;
  /** Organisations in the imported IRS data and which files they cover; null while the import runs. */
  irsOrganizations?: () => Promise<IrsFigure | null>;
  now?: () => Date;
  log?: (message: string) => void;
}

/** The IRS organisation count for the home figures, with the coverage note of the files behind it (irsCoverageNote). */
export interface IrsFigure {
  count: number;
  coverage: string | null;
}

/** The directory's reads: answers built from the in-memory index, plus the signed-in user's own flags. */
export class ContentService {
  readonly db: Db;
  readonly index: ContentIndex;
  private readonly irsOrganizations: () => Promise<IrsFigure | null>;
  private readonly now: () => Date;
  private readonly log: (message: string) => void;
  private irsCount: { value: IrsFigure | null; readAt: number; pending: Promise<void> | null } = { value: null, readAt: 0, pending: null };
  private exploreCache: { key: string; value: ExploreResponse } | null = null;
  /** The anonymous search answers, kept beside the version of the content (and the day) they were made from. */
  private readonly searchAnswers = preparedAsyncAnswers<object>(SEARCH_CACHE_SIZE);
  private searchVersion = { key: '', value: {} };

  constructor(options: ContentServiceOptions) {
    this.db = options.db;
    this.index = options.index;
    this.irsOrganizations = options.irsOrganizations ?? (async () => null);
    this.now = options.now ?? (() => new Date());
    this.log = options.log ?? (() => undefined);
  }

  today(): string {
    return todayUtc(this.now());
  }

  /** ContentCards of the items, with the user's flags when a token subject is given (one query). */
  async cards(items: readonly ContentItem[], subject: string | null): Promise<ContentCard[]> {
    const flags = subject ? await loadUserFlags(this.db, subject, items.map((item) => item.id)) : new Map<string, UserFlags>();
    return items.map((item) => toContentCard(item, this.index.countersOf(item.id), flags.get(item.id) ?? NO_FLAGS));
  }

  async search(query: SearchQuery, subject: string | null): Promise<SearchContentResponse> {
    const outcome = searchItems(this.index, query, this.today());
    return { numFound: outcome.numFound, isDefaultResults: outcome.isDefaultResults, results: await this.cards(outcome.items, subject) };
  }

  /** Every item that matches, in the chosen order, as a visitor sees them (none when the text matches nothing). */
  async searchAll(query: SearchQuery): Promise<ContentCard[]> {
    const outcome = searchItems(this.index, { ...query, pageNumber: 0 }, this.today(), Number.MAX_SAFE_INTEGER);
    return outcome.isDefaultResults ? [] : this.cards(outcome.items, null);
  }

  /**
   * The anonymous answer serialised and compressed, kept until the content (or the day) changes: the busiest call
   * of the site then costs a lookup.
   */
  searchAnswer(query: SearchQuery): Promise<PreparedAnswer> {
    const key = `${this.index.version}|${this.today()}`;
    if (this.searchVersion.key !== key) this.searchVersion = { key, value: {} };
    const variant = JSON.stringify([query.type, query.pageNumber, query.q, query.unsdg, query.filters, query.sort]);
    return this.searchAnswers(this.searchVersion.value, variant, () => this.search(query, null));
  }

  /** Premium listings first, newest first: the ads of the home page and the featured solutions. */
  premiumSolutions(): ContentItem[] {
    return this.index
      .ofType('tech-solution')
      .filter((item) => item.premiumListing)
      .sort(defaultOrder);
  }

  /** GET /solution-list: premium listings and solutions with the traction badge. */
  async featuredSolutions(subject: string | null): Promise<ContentCard[]> {
    const featured = this.index
      .ofType('tech-solution')
      .filter((item) => item.premiumListing || item.solution?.tractionBadge)
      .sort(defaultOrder);
    return this.cards(featured, subject);
  }

  /** The IRS count, read again in the background once it is older than the TTL; the first read is waited for. */
  private async irsOrganizationCount(): Promise<IrsFigure | null> {
    if (this.irsCount.readAt === 0) await this.readIrsCount();
    else if (Date.now() - this.irsCount.readAt > IRS_COUNT_TTL_MS) void this.readIrsCount();
    return this.irsCount.value;
  }

  private readIrsCount(): Promise<void> {
    this.irsCount.pending ??= this.irsOrganizations()
      .then(
        (value) => {
          this.irsCount.value = value;
        },
        (error: unknown) => this.log(`Counting the IRS organisations failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        this.irsCount.readAt = Date.now();
        this.irsCount.pending = null;
      });
    return this.irsCount.pending;
  }

  /** Reads the number of IRS organisations again; explore waits for it (the backend calls it after an import). */
  refreshIrsCount(): Promise<void> {
    this.irsCount.readAt = 0;
    return this.readIrsCount();
  }

  /** GET /explore: computed from the index, cached until the content, the day or the IRS count changes. */
  async explore(): Promise<ExploreResponse> {
    const irs = await this.irsOrganizationCount();
    const today = this.today();
    const key = `${this.index.version}|${today}|${irs?.count}|${irs?.coverage}`;
    if (this.exploreCache?.key === key) return this.exploreCache.value;
    const items = [...this.index.all()];
    const metrics = exploreMetrics(items, today);
    const openGrants = items.filter((item) => isOpenGrant(item, today));
    const value: ExploreResponse = {
      metrics,
      homeConfig: homeConfig({
        irsOrganizations: irs?.count ?? null,
        irsCoverage: irs?.coverage ?? null,
        solutions: metrics.ALL!.solution,
        openGrantFunding: openGrants.reduce((sum, item) => sum + (item.grantAmount ?? 0), 0),
        challenges: metrics.ALL!.challenge,
        demo: {
          solutions: countDemo(items, 'tech-solution'),
          openGrants: openGrants.filter((item) => item.demo).length,
          openGrantsTotal: openGrants.length,
          challenges: countDemo(items, 'social-challenge-idea'),
        },
      }),
      ads: await this.cards(this.premiumSolutions(), null),
    };
    this.exploreCache = { key, value };
    return value;
  }

  /**
   * Reads items and their counters from the database again, and drops those it no longer has: for the items another
   * backend changed (CONTENT_CHANNEL in content/index.ts; 'all' when notices may have been lost), and for code that
   * changed content_items directly (an organisation deleted by an admin unlinks its solutions).
   */
  async refresh(ids: readonly string[] | 'all'): Promise<void> {
    if (ids !== 'all' && ids.length === 0) return;
    const [items, counters] = await Promise.all([loadItems(this.db, ids === 'all' ? undefined : ids), loadCounters(this.db, ids === 'all' ? undefined : ids)]);
    const found = new Set(items.map((item) => item.id));
    for (const id of ids === 'all' ? this.index.ids() : ids) if (!found.has(id)) this.index.remove(id);
    for (const item of items) {
      this.index.put(item);
      this.index.setCounters(item.id, counters.get(item.id) ?? { ...ZERO_COUNTERS });
    }
  }

  /** GET themed-content/:slug: any item as a ContentDetail. */
  async detail(item: ContentItem, subject: string | null): Promise<ContentDetail> {
    const [card] = await this.cards([item], subject);
    return {
      ...card!,
      body: item.themed?.body ?? [],
      ideas: item.ideas,
      eligibility: item.eligibility,
      sourceUrl: item.themed?.sourceUrl ?? item.solution?.solutionUrl ?? null,
      // Who may edit depends on the signed-in user: the route sets it.
      canEdit: false,
    };
  }
}

function countDemo(items: readonly ContentItem[], contentType: ContentItem['contentType']): number {
  return items.filter((item) => item.demo && item.contentType === contentType).length;
}
