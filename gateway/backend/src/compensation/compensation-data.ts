import type {
  CompensationMarketingResponse,
  CompensationOption,
  CompensationOptions,
  CompensationTabData,
  PremiumCompensationResponse,
} from '@x4i/shared/contracts';
import {
  CENSUS_REGIONS,
  COMPENSATION_TAB_LABELS,
  COMPENSATION_TABS,
  INCOME_BUCKETS,
  NTEE_MAJOR_GROUP_CODES,
  reportTitleOf,
  standardOfReportTitle,
  titleKey,
  type CompensationTab,
} from '@x4i/shared/domain';
import { LRUCache } from 'lru-cache';
import { prepareJson } from '../prepared/prepared-json.js';
import type { PreparedAnswer } from '../prepared/prepared-answer.js';
import type { Queryable } from '../db/db.js';
import { CEO_STANDARD_TITLE, jobTitleSynonyms, loadCatalogue, offeredOfficerTitles, type CompensationCatalogue } from './catalogue.js';
import { DOLLAR_BASIS_SENTENCE } from './tabs/method-notes.js';
import { BUCKET_VALUES, measureOf, issueAreaLabel, NO_FILTERS, organizationFilter, regionLabel, rowsOf, sourceOfTitle, titleFilter, type CompensationQuery } from './filters.js';
import { filterSql, fromWhere, payStats, payStatsBy, type PayFilter } from './pay-queries.js';
import { optionCounts, type FilingCell } from './option-counts.js';
import { benchmarkingTab } from './tabs/benchmarking.js';
import { genderGapOf, genderGapTab } from './tabs/gender-gap.js';
import { profileOf } from './tabs/salary-calculator.js';
import { keyInsightsTab } from './tabs/key-insights.js';
import { orientationTab } from './tabs/orientation.js';
import { resourcesTab } from './tabs/resources.js';
import { salaryCalculatorTab } from './tabs/salary-calculator.js';
import type { TabBuilder } from './tabs/tab-kit.js';
import { techForGoodTab } from './tabs/tech-for-good.js';
import { top10Tab } from './tabs/top-10.js';
import { memo } from '../memo.js';

const TABS: Record<CompensationTab, TabBuilder> = {
  orientation: orientationTab,
  benchmarking: benchmarkingTab,
  'salary-calculator': salaryCalculatorTab,
  'gender-gap': genderGapTab,
  'key-insights': keyInsightsTab,
  'top-10': top10Tab,
  'tech-for-good': techForGoodTab,
  resources: resourcesTab,
};

/**
 * The part of the filters a tab reads, so that requests differing only in what the tab ignores share one answer:
 * orientation and resources read none; the CEO-only and cross-title tabs no title; the calculator the first value
 * of each filter; benchmarking and key insights a title (the CEO's by default).
 */
export function tabQuery(tab: CompensationTab, query: CompensationQuery): CompensationQuery {
  switch (tab) {
    case 'orientation':
    case 'resources':
      return NO_FILTERS;
    case 'gender-gap':
    case 'top-10':
    case 'tech-for-good':
      return { ...query, title: null };
    case 'salary-calculator':
      return { ...profileOf(query), title: query.title ?? CEO_STANDARD_TITLE };
    default:
      return { ...query, title: query.title ?? CEO_STANDARD_TITLE };
  }
}

export interface CompensationData {
  /**
   * The answers of the report's endpoints, each serialised and compressed once and kept, so that a repeat costs
   * neither queries nor serialisation nor compression (the premium landing's PremiumCompensationResponse, a tab's
   * CompensationTabData, the filters' CompensationOptions, the teaser's CompensationMarketingResponse).
   */
  premiumAnswer(): Promise<PreparedAnswer>;
  reportAnswer(tab: CompensationTab, query: CompensationQuery): Promise<PreparedAnswer>;
  optionsAnswer(query: CompensationQuery): Promise<PreparedAnswer>;
  marketingAnswer(standardTitle: string): Promise<PreparedAnswer>;
  /** A tab's answer as data. */
  report(tab: CompensationTab, query: CompensationQuery): Promise<CompensationTabData>;
  /** The standard title a report title names ('EXECUTIVE DIRECTOR / OFFICER' → 'CEO'), or null when unknown. */
  standardTitleOf(title: string): Promise<string | null>;
  warm(): Promise<void>;
}

export const COMPENSATION_CACHE_ENTRIES = 2_000;
/** How often a request checks whether the tables were imported again (another process on the same Postgres). */
export const VERSION_CHECK_MS = 30_000;

export function tabEntries(mode: 'sm' | 'xs') {
  return COMPENSATION_TABS.map((slug, index) => ({ id: `${mode}-${slug}`, slug, position: index + 1, label: COMPENSATION_TAB_LABELS[slug][mode] }));
}

const option = (value: string, label: string, filings: number | undefined): CompensationOption => (filings === undefined ? { value, label } : { value, label, filings });

export function createCompensationData(db: Queryable, { now = Date.now }: { now?: () => number } = {}): CompensationData {
  let checkedAt = 0;
  const catalogue = memo(() => {
    checkedAt = now();
    return loadCatalogue(db);
  });
  const answers = new LRUCache<string, Promise<{ body: unknown; prepared: PreparedAnswer }>>({ max: COMPENSATION_CACHE_ENTRIES });

  async function currentVersion(): Promise<string> {
    const [row] = await db.query<{ version: string | null }>(
      `SELECT string_agg(file_name || ':' || sha256, ',' ORDER BY file_name) AS version FROM dataset_imports WHERE dataset = 'compensation'`,
    );
    return row?.version ?? '';
  }

  async function catalogueNow(): Promise<CompensationCatalogue> {
    const kept = catalogue.peek();
    if (kept && now() - checkedAt > VERSION_CHECK_MS) {
      checkedAt = now();
      const [known, version] = await Promise.all([kept, currentVersion()]);
      if (known.version !== version) {
        catalogue.clear();
        answers.clear();
      }
    }
    return catalogue();
  }

  /** One answer per (what, version, inputs), computed once; a failure is forgotten so that the next request retries. */
  async function cached<T>(parts: unknown[], build: (known: CompensationCatalogue) => Promise<T>): Promise<{ body: T; prepared: PreparedAnswer }> {
    const known = await catalogueNow();
    const key = JSON.stringify([known.version, ...parts]);
    let found = answers.get(key);
    if (!found) {
      found = build(known).then((body) => ({ body, prepared: prepareJson(body) }));
      answers.set(key, found);
      found.catch(() => answers.delete(key));
    }
    return found as Promise<{ body: T; prepared: PreparedAnswer }>;
  }

  async function buildOptions(known: CompensationCatalogue, query: CompensationQuery): Promise<CompensationOptions> {
    const organizations = organizationFilter(query);
    // Two queries: the title's filings per (bucket, region, issue area) cell, and the filings of each title.
    const { conditions, params } = filterSql(sourceOfTitle(query.title), titleFilter(NO_FILTERS, query.title));
    const [cells, titleCounts] = await Promise.all([
      db.query<FilingCell>(
        `SELECT income_bucket, region, issue_area, count(*)::int AS n ${fromWhere(sourceOfTitle(query.title), conditions)} GROUP BY income_bucket, region, issue_area`,
        params,
      ),
      filingsPerTitle(organizations),
    ]);
    const counts = optionCounts(
      cells.map((cell) => ({ ...cell, n: Number(cell.n) })),
      query,
    );
    const titles = [
      option(reportTitleOf(CEO_STANDARD_TITLE), reportTitleOf(CEO_STANDARD_TITLE), titleCounts.get(CEO_STANDARD_TITLE) ?? 0),
      ...offeredOfficerTitles(known).map(({ standardTitle }) => option(reportTitleOf(standardTitle), reportTitleOf(standardTitle), titleCounts.get(standardTitle) ?? 0)),
    ];
    const offered = (options: CompensationOption[]) => options.filter((entry) => (entry.filings ?? 0) > 0);
    return {
      jobTitles: offered(titles),
      issueAreas: offered(NTEE_MAJOR_GROUP_CODES.map((code) => option(code, issueAreaLabel(code), counts.issue_area.get(code) ?? 0))),
      regions: offered(CENSUS_REGIONS.map((code) => option(code, regionLabel(code), counts.region.get(code) ?? 0))),
      incomeBuckets: offered(INCOME_BUCKETS.map(({ code, label }) => option(code, label, counts.income_bucket.get(code) ?? 0))),
    };
  }

  /** The CEO records (the CEO's title reads the CEO file) and the paid Part VII officers of each other title, under the organisation filters. */
  async function filingsPerTitle(filter: PayFilter): Promise<Map<string, number>> {
    const ceo = filterSql('ceo', filter);
    const officers = filterSql('partVii', filter, ceo.params);
    const rows = await db.query<{ title: string; n: number }>(
      `SELECT '${CEO_STANDARD_TITLE}' AS title, count(*)::int AS n ${fromWhere('ceo', ceo.conditions)}
       UNION ALL
       SELECT standard_title AS title, count(*)::int AS n ${fromWhere('partVii', [...officers.conditions, `standard_title <> '${CEO_STANDARD_TITLE}'`])} GROUP BY standard_title`,
      officers.params,
    );
    return new Map(rows.map((row) => [row.title, Number(row.n)]));
  }

  async function buildPremium(known: CompensationCatalogue): Promise<PremiumCompensationResponse> {
    const options = await buildOptions(known, NO_FILTERS);
    // Unfiltered, a title's filings are all its paid officers: the same count the title was offered for.
    const { ceo, partVii, scheduleJ, titles } = known;
    return {
      desktopTabs: tabEntries('sm'),
      mobileTabs: tabEntries('xs'),
      options: { ...options, jobTitleSynonyms: jobTitleSynonyms(known) },
      overview: {
        freshness: [
          { id: 'ceo-compensation', label: 'CEO compensation from Form 990 e-filings', records: ceo.records, source: ceo.source },
          { id: 'form-990-part-vii', label: 'Paid officers, Form 990 Part VII sample', records: partVii.records, source: partVii.source },
          { id: 'schedule-j', label: 'Officers on Schedule J', records: scheduleJ.records, source: scheduleJ.source },
        ],
        metrics: {
          organizations: ceo.organizations,
          ceoRecords: ceo.records,
          officerFilings: partVii.records,
          scheduleJFilings: scheduleJ.records,
          titles: titles.records,
          titleVariants: titles.variants,
          jobTitlesOffered: options.jobTitles.length,
        },
      },
    };
  }

  async function buildMarketing(known: CompensationCatalogue, standardTitle: string): Promise<CompensationMarketingResponse> {
    const source = sourceOfTitle(standardTitle);
    const filter = titleFilter(NO_FILTERS, standardTitle);
    const [overall, by, gap] = await Promise.all([
      payStats(db, source, filter),
      payStatsBy(db, source, filter, ['income_bucket']),
      source === 'ceo' ? genderGapOf(db, {}) : Promise.resolve(null),
    ]);
    const offered = [CEO_STANDARD_TITLE, ...offeredOfficerTitles(known).map((entry) => entry.standardTitle)];
    return {
      jobTitles: offered.map(reportTitleOf),
      jobTitleSynonyms: jobTitleSynonyms(known),
      data: {
        title: reportTitleOf(standardTitle),
        overall,
        byIncomeBucket: rowsOf(BUCKET_VALUES, by.income_bucket),
        genderGap: gap ? { women: gap.women, men: gap.men, unknownShare: Math.round(gap.unknownShare * 10_000) / 10_000 } : null,
        source: source === 'ceo' ? known.ceo.source : known.partVii.source,
        measure: measureOf(source),
        dollarBasis: DOLLAR_BASIS_SENTENCE,
      },
    };
  }

  const queryKey = (query: CompensationQuery) => [query.title, query.incomeBuckets, query.issueAreas, query.regions];
  const answer = (tab: CompensationTab, query: CompensationQuery) => {
    const read = tabQuery(tab, query);
    return cached(['report', tab, ...queryKey(read)], (known) => TABS[tab]({ db, catalogue: known, query: read }));
  };

  return {
    premiumAnswer: async () => (await cached(['premium'], buildPremium)).prepared,
    reportAnswer: async (tab, query) => (await answer(tab, query)).prepared,
    report: async (tab, query) => (await answer(tab, query)).body,
    optionsAnswer: async (query) => (await cached(['options', ...queryKey(query)], (known) => buildOptions(known, query))).prepared,
    marketingAnswer: async (standardTitle) => (await cached(['marketing', standardTitle], (known) => buildMarketing(known, standardTitle))).prepared,
    async standardTitleOf(title) {
      const known = await catalogueNow();
      const standard = standardOfReportTitle(title);
      if (standard === CEO_STANDARD_TITLE || known.standardTitles.has(standard)) return standard;
      // A title in another case or spacing than the taxonomy's ('cfo', 'Executive Director / Officer').
      const key = titleKey(title);
      if (key === titleKey(reportTitleOf(CEO_STANDARD_TITLE))) return CEO_STANDARD_TITLE;
      const named = [...known.standardTitles].find((entry) => titleKey(entry) === key);
      if (named) return named;
      // A spelling the answers list as filed under a title ('EXECUTIVE DIRECTOR' for the chief executive's).
      for (const [standardTitle, spellings] of known.synonyms) if (spellings.some((spelling) => titleKey(spelling) === key)) return standardTitle;
      return null;
    },
    /** Reads the catalogue, and answers the report's first screen and each tab without filters: what every reader opens first. */
    async warm() {
      await catalogueNow();
      await cached(['premium'], buildPremium);
      for (const tab of COMPENSATION_TABS) await answer(tab, NO_FILTERS);
    },
  };
}
