import type { UncoveredStates } from '../domain/uncovered-states.js';

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

/**
 * Something a report page does not cover, and why: every report answer lists these under `notCovered`, and the
 * report kit shows them under one heading.
 */
export interface ReportNotCovered {
  /** Said to the reader: what is missing and why. */
  why: string;
  /** A short name of what is missing, shown before the reason ('Software spending'), where the reason does not name it. */
  what?: string;
  /** The SPEC 3 report field it stands for, where it is one: 'peopleBelowPoverty.ageGroupPercent'. */
  field?: string;
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
  notCovered: ReportNotCovered[];
}
