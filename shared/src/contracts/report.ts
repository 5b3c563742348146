import type { IndicatorTrend } from '../domain/indicator-trend.js';
import type { IndicatorBounds, IndicatorDirection, Rating } from '../domain/sdg-index.js';
import type { UncoveredStates } from '../domain/uncovered-states.js';
import type { MoneyFlowCoverage, MoneyFlowHeaderMetrics } from './money-flow.js';

/**
 * `GET /report/sdg-index?state=` (SPEC 2.1 '/sdg-index', 3 'Sustainability-index variant'): the state
 * sustainability index computed from the SDSN USA 2018 state indicators with the method of `domain/sdg-index`,
 * and the IRS organisation figures of the selected state (or the nation).
 */
export interface SdgIndexParams {
  /** Two-letter code of a state or DC; absent: the nation. */
  state?: string | null;
}

/** Where the indicators come from, and the credit and statement their terms ask to show with them. */
export interface SdgIndexSource {
  name: string;
  publisher: string;
  url: string;
  /** The span of the indicators' data years. */
  dataYears: string;
  credit: string;
  disclaimer: string;
}

export interface SdgIndexIndicator {
  id: string;
  goal: number;
  name: string;
  units: string;
  decimals: number | null;
  source: string;
  dataYear: string;
  direction: IndicatorDirection;
  definition: string;
  /** Null when the states' values cannot be told apart (then the indicator is not scored). */
  bounds: IndicatorBounds | null;
  /**
   * Set where a newer federal file measures the same thing and its values replace the SDSN's: what was replaced,
   * said to the reader. source and dataYear are then the newer file's.
   */
  replaces: string | null;
}

export interface SdgIndexGoalScore {
  goal: number;
  score: number;
  rating: Rating;
  indicatorCount: number;
}

/** Which edition of the index: the 2018 indicators alone, or with the newer federal values in place. */
export type SdgIndexEditionId = 'sdsn-2018-recomputed' | 'updated';

/** One edition of the index, described for the reader. */
export interface SdgIndexEdition {
  id: SdgIndexEditionId;
  /** 'SDSN 2018 edition, recomputed', 'Updated edition'. */
  label: string;
  /** What the edition is computed from, in a sentence. */
  description: string;
  /** The indicators whose values differ from the 2018 report's (empty for the 2018 edition). */
  replacedIndicators: string[];
}

/** A replaced indicator's part in a state's move between the editions. */
export interface SdgIndexMovementReason {
  indicator: string;
  name: string;
  goal: number;
  units: string;
  decimals: number | null;
  /** The state's value and 0–100 score in the 2018 edition; null where it had none. */
  before: { value: number | null; score: number | null; source: string; dataYear: string };
  /** The same in the updated edition. */
  after: { value: number | null; score: number | null; source: string; dataYear: string };
  /** Points of the goal's score this indicator moved. */
  goalScoreChange: number;
  /** Points of the index this indicator moved (the goal change over the number of goals scored). */
  indexChange: number;
}

/** How a state moved from the SDSN 2018 edition, recomputed, to the updated edition, and why. */
export interface SdgIndexMovement {
  /** Places gained (positive) or lost (negative); null when either edition leaves the state unranked. */
  rankChange: number | null;
  /** Updated index minus the 2018 edition's; null without both. */
  indexChange: number | null;
  /** The replaced indicators that changed the state's scores, the largest share of the index change first. */
  reasons: SdgIndexMovementReason[];
}

/**
 * One row of the ranking: every state of the index, ranked; a state without data has rank and index null.
 * rank and index are the updated edition's (as before the editions were shown side by side).
 */
export interface SdgIndexStateRank {
  state: string;
  stateName: string;
  rank: number | null;
  index: number | null;
  goals: SdgIndexGoalScore[];
  /** The state's rank and index in the SDSN 2018 edition, recomputed from the 2018 indicators alone. */
  baseline?: { rank: number | null; index: number | null };
  /** From the 2018 edition to the updated one: the change and its reasons. */
  movement?: SdgIndexMovement;
}

export interface SdgIndexIndicatorScore {
  indicator: string;
  goal: number;
  /** As published ('NA', '<1' included). */
  published: string;
  value: number | null;
  score: number | null;
  rating: Rating | null;
  /** Where the indicator has a time series: the latest period against the one before. */
  trend: IndicatorTrend | null;
}

/** The benchmarks every state is read against. */
export interface SdgIndexBenchmarks {
  /** Mean index of the ranked states. */
  averageIndex: number;
  /** The median index of the ranked states. */
  medianIndex: number;
  best: { state: string; index: number };
  /** Per goal: the mean score of the states with data for it, and the best. */
  goals: { goal: number; averageScore: number; bestScore: number; bestState: string }[];
  rankedStates: number;
}

/** The IRS organisation figures of the selected state or the nation, from the money-flow aggregate. */
export interface SdgIndexOrgMetrics {
  metrics: MoneyFlowHeaderMetrics;
  coverage: MoneyFlowCoverage;
}

export interface SdgIndexResponse {
  state: string | null;
  source: SdgIndexSource;
  method: {
    worstPercentile: number;
    topPerformers: number;
    thresholds: readonly { rating: Rating; from: number; label: string }[];
    /** Where the method is described: title and address of each document. */
    references?: readonly { title: string; url: string }[];
  };
  indicators: SdgIndexIndicator[];
  stateRanking: SdgIndexStateRank[];
  benchmarks: SdgIndexBenchmarks;
  /**
   * The two editions: the SDSN 2018 edition recomputed from the 2018 indicators alone, then the updated one (whose
   * ranks and indexes are the rank and index fields of the answer). Absent from answers made before editions.
   */
  editions?: SdgIndexEdition[];
  /**
   * The selected state's dashboard: every indicator with its value, score and rating (updated edition), its rank
   * and index in the 2018 edition, and why it moved. Null for the nation.
   */
  dashboard: {
    state: string;
    stateName: string;
    rank: number | null;
    index: number | null;
    indicators: SdgIndexIndicatorScore[];
    note: string | null;
    baseline?: { rank: number | null; index: number | null };
    movement?: SdgIndexMovement;
  } | null;
  /** Organisations in the imported IRS files for the state (or all covered states); null when no file covers it. */
  orgCount: number | null;
  orgMetrics: SdgIndexOrgMetrics | null;
}

/** The 400 messages of the report calls. */
export const REPORT_MESSAGES = {
  state: 'state must be the two-letter code of a US state or DC, such as AK.',
  report: 'report must be the slug of a UN SDG, such as no-poverty.',
  unsdg: 'unsdg must be UNSDG1 to UNSDG17.',
  pageNumber: 'pageNumber must be a whole number from 1.',
  map: 'map must be the slug of a service-desert map, such as disabilities-wa.',
} as const;

/*
 * SDG report pages (SPEC 2.1 'SDG report pages', 3 'Report page (per SDG)', 7.4):
 *   GET /report/sdg-spec?report=<goal slug>&state=   the page of any goal, its sections chosen by data (a topic
 *                                                   definition), so a new topic is data, not code
 *   GET /report/sdg-<n>?state=                      the dedicated pages of goals 1, 2, 8, 9, 12 and 17
 *   GET /report/top-nonprofits?pageNumber=&state=&unsdg=
 * Every section carries its source and year; a page lists once, under notCovered, the SPEC fields it has no
 * data for, and why.
 */

/** Where a figure comes from, and where the site explains the dataset. */
export interface ReportSource {
  /** Publisher and dataset: 'US Census Bureau, Small Area Income and Poverty Estimates (SAIPE)'. */
  name: string;
  /** The publisher's page of the dataset. */
  url: string;
  /** The data year or span shown with the figure: '2020', '2006–2023'. */
  year: string;
  /** The site's page (with anchor) that explains the data: '/our-data#saipe'. */
  aboutPath: string;
}

/** How a section's values read: count '1,234', percent '12.5%', currency '$1.2M', rate '2.4' (with the unit). */
export type ReportValueFormat = 'count' | 'percent' | 'currency' | 'rate';

interface ReportSectionBase {
  /** Unique on the page: the anchor and the CSV file name. */
  id: string;
  title: string;
  /** One or two sentences: what is measured, and how to read it. */
  description: string;
  source: ReportSource;
  /** What a value counts, for table headers and labels: 'people in poverty', '% of households', 'dollars an hour'. */
  unit: string;
  format: ReportValueFormat;
  /** Digits after the decimal point when shown. */
  decimals: number;
  /** The other datasets a section combines with its source (a ranking of need against supply), each with its year. */
  alsoFrom?: ReportSource[];
  /**
   * Set when the section's source does not cover the place: why, in a sentence shown where its values would be
   * ('No IRS file for California is imported, so its organizations are not counted here.'). Its values are then
   * null, never zero. Absent or null: the values are the source's.
   */
  noData?: string | null;
}

/** A value per state (choropleth + table). */
export interface ReportStateMapSection extends ReportSectionBase {
  kind: 'state-map';
  /** States (and DC) with a value; a state without data is absent. */
  values: { state: string; value: number }[];
  /** The nation's figure when the source publishes one, else null. */
  national: number | null;
  /** The states the source does not cover, and why: greyed out on the map and 'No data' in the table. */
  uncovered?: UncoveredStates | null;
}

/** Values over time (line chart + table): the selected state beside the nation, or the nation alone. */
export interface ReportTimeSeriesSection extends ReportSectionBase {
  kind: 'time-series';
  /** The label of the x values: 'Year', 'Years'. */
  xLabel: string;
  series: { name: string; points: { x: string; y: number }[] }[];
}

/** Values by category (bar chart + table). */
export interface ReportBarsSection extends ReportSectionBase {
  kind: 'bars';
  /** The label of the categories: 'County', 'Income bucket'. */
  categoryLabel: string;
  bars: { label: string; value: number }[];
}

/** Key figures in large type (with a table equivalent). */
export interface ReportFiguresSection extends ReportSectionBase {
  kind: 'figures';
  /** A null value: the source does not cover the place (the section's `noData` says why). */
  figures: { label: string; value: number | null; format: ReportValueFormat; decimals: number }[];
}

/** One county of a county map: its outline, already projected, and its value. */
export interface ReportCountyArea {
  /** Five digits: state and county FIPS ('53053'). */
  fips: string;
  /** As the map labels it: 'Pierce County'. */
  name: string;
  /** SVG path data in the section's viewBox. */
  d: string;
  /** Null: no value for the county (not published, or nothing to divide by). */
  value: number | null;
  /** Marked as a service desert by the page's rule. */
  desert?: boolean;
}

/**
 * A value per county of one state (choropleth + table). The server projects the outlines, so that neither the
 * browser nor a server renderer needs any geometry: every county of the state is an area, with or without a value.
 */
export interface ReportCountyMapSection extends ReportSectionBase {
  kind: 'county-map';
  viewBox: { width: number; height: number };
  areas: ReportCountyArea[];
  /** The legend's words for the marked areas (the rule that marks them); null when no area can be marked. */
  desertLegend: string | null;
  /** A county the page is about, outlined on the map: 'Pierce County'. */
  focusFips?: string | null;
}

/** How a column of a table section reads: a section value format, or plain text. */
export type ReportColumnFormat = ReportValueFormat | 'text';

/** Rows of several columns (a ranking): the table is the section's visual. */
export interface ReportTableSection extends ReportSectionBase {
  kind: 'table';
  columns: { label: string; format: ReportColumnFormat; decimals: number }[];
  /** Cells in the order of the columns; null where a value is missing. */
  rows: (string | number | null)[][];
}

export type ReportSection =
  | ReportStateMapSection
  | ReportTimeSeriesSection
  | ReportBarsSection
  | ReportFiguresSection
  | ReportCountyMapSection
  | ReportTableSection;

/** A SPEC 3 report field this page has no data for. */
export interface ReportNotCovered {
  /** The SPEC's name of the field: 'peopleBelowPoverty.ageGroupPercent'. */
  field: string;
  /** Said to the reader: what is missing and why. */
  why: string;
}

export interface SdgReportParams {
  state?: string | null;
}

export interface SdgReportResponse {
  /** The goal's slug (UN SDG entry uri): 'no-poverty'. */
  report: string;
  goal: number;
  title: string;
  /** One paragraph on what the page reports for the goal. */
  intro: string;
  /** True for the dedicated pages of goals 1, 2, 8, 9, 12 and 17. */
  dedicated: boolean;
  state: string | null;
  stateName: string | null;
  sections: ReportSection[];
  /** Page 1 of the top nonprofits for the goal and state (SPEC 2.1: it comes with the page). */
  topNonprofits: TopNonprofitsResponse;
  notCovered: ReportNotCovered[];
}

export interface TopNonprofitsParams {
  /** From 1. */
  pageNumber?: number;
  state?: string | null;
  /** 'UNSDG1'..'UNSDG17'; absent: every goal. */
  unsdg?: string | null;
}

/** One organisation of the list, ranked by income (IRS INCOME_AMT). */
export interface TopNonprofit {
  ein: string;
  name: string;
  city: string;
  state: string;
  nteeCode: string | null;
  income: number | null;
  assets: number | null;
}

export interface TopNonprofitsResponse {
  /** How many organisations match in all. */
  count: number;
  pageNumber: number;
  pageSize: number;
  orgs: TopNonprofit[];
  /** How the list is chosen, in a sentence (which NTEE groups count for the goal, which IRS files). */
  basis: string;
  source: ReportSource;
  /**
   * False when the imported IRS files do not include the chosen state: a count of 0 then means "not known", and
   * `coverageNote` says so. Absent (older answers) or true: the count is the files'.
   */
  covered?: boolean;
  coverageNote?: string | null;
}

/** Goals with a dedicated page (SPEC 2.1). */
export const DEDICATED_SDG_REPORTS = [1, 2, 8, 9, 12, 17] as const;

/** Organisations per page of the top-nonprofits list. */
export const TOP_NONPROFITS_PAGE_SIZE = 10;

/*
 * Landscape reports (SPEC 2.1 'Other landscapes'; the definitions are in shared/domain/landscapes.ts):
 *   GET /report/landscape?landscape=<slug>&state=&county=&group=&goal=
 * state and county only where the landscape lets the reader choose the place; group (A–Z) for the vertical
 * landscape, goal (1–17) for SDG partnerships.
 */
export interface LandscapeParams {
  landscape: string;
  state?: string | null;
  county?: string | null;
  group?: string | null;
  goal?: number | null;
}

export interface LandscapeResponse {
  landscape: string;
  /** The landscape's title, with the picked group or goal: 'Vertical Landscape: Education'. */
  title: string;
  intro: string;
  /** The place read, as the page names it: 'Washington', 'Pierce County, WA', 'the United States'. */
  placeName: string;
  state: string | null;
  county: { fips: string; name: string } | null;
  group: string | null;
  goal: number | null;
  /** The counties of the chosen state that can be picked (from the ZIP codes of its organizations); empty for none. */
  counties: { fips: string; name: string }[];
  /**
   * Whether the imported IRS files hold the place's organizations; when not, `coverageNote` says why in a plain
   * sentence, and the IRS sections carry null values with their `noData`.
   */
  covered: boolean;
  coverageNote: string | null;
  sections: ReportSection[];
  /** What the page cannot show from the data the product has, and why. */
  gaps: string[];
}
