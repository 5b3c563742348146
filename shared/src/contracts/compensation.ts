import type { CompensationTab } from '../domain/compensation.js';

/**
 * The compensation report (SPEC 2.2, 3 'Compensation report state', 7.4). Every figure carries where it comes
 * from and how many filings stand behind it; a cell of fewer than MIN_FILINGS_PER_CELL filings arrives with its
 * count and null figures, never with a number.
 */

export interface CompensationSource {
  name: string;
  url: string;
  /** The filing years behind the figures, e.g. '2018', or '2010–2019 (89% of the records from 2018–2019)' where most sit in a few of them. */
  years: string;
  /** Where /our-data explains the dataset, e.g. '/our-data#ceo-compensation'. */
  aboutPath: string;
}

/** One tab of a device mode's list (SPEC 3: id, slug, position); label is what the tab shows. */
export interface CompensationTabEntry {
  id: string;
  slug: CompensationTab;
  position: number;
  label: string;
}

export interface CompensationOption {
  value: string;
  label: string;
  /** Filings behind the option under the current filters, when the server counted them. */
  filings?: number;
}

/** SPEC 3 options / filteredOptions. Values: titles as the report names them, NTEE major-group letters, CENSUS_REGIONS, INCOME_BUCKET_CODES. */
export interface CompensationOptions {
  jobTitles: CompensationOption[];
  issueAreas: CompensationOption[];
  regions: CompensationOption[];
  incomeBuckets: CompensationOption[];
}

/** The filters of GET /compensation/report and /compensation/options, as the server applied them. */
export interface CompensationFilters {
  title: string | null;
  incomeBuckets: string[];
  issueAreas: string[];
  regions: string[];
}

/** SPEC 3 overview: the freshness list (each dataset, its years and size) and a metrics map. */
export interface CompensationOverview {
  freshness: { id: string; label: string; records: number; source: CompensationSource }[];
  metrics: Record<string, number>;
}

/** GET /premium-report/compensation: what the report needs before any tab (SPEC 7.4). */
export interface PremiumCompensationResponse {
  /** sm (desktop) mode's tabs. */
  desktopTabs: CompensationTabEntry[];
  /** xs (mobile) mode's tabs. */
  mobileTabs: CompensationTabEntry[];
  options: CompensationOptions & {
    /** Title → the filed variants that count as it (NODC title taxonomy). */
    jobTitleSynonyms: Record<string, string[]>;
  };
  overview: CompensationOverview;
}

/** Pay distribution of one group of filings; the four figures are null when the group is suppressed. */
export interface PayStats {
  filings: number;
  p25: number | null;
  median: number | null;
  p75: number | null;
  p90: number | null;
}

export interface PayRow extends PayStats {
  key: string;
  label: string;
}

/** A table of pay distributions, one row per group (an income bucket, a state, a title…). */
export interface PayTable {
  id: string;
  title: string;
  description: string;
  /** The heading of the rows' label column, e.g. 'Income bucket'. */
  rowHeading: string;
  /** What the figures measure, with their dollar basis, e.g. 'Total compensation, US dollars a year in 2024 dollars, adjusted with CPI-U'. */
  measure: string;
  source: CompensationSource;
  rows: PayRow[];
}

export interface CompensationFigure {
  label: string;
  value: number | null;
  format: 'currency' | 'count' | 'percent';
  /** Filings behind the figure. */
  filings?: number;
}

/** The salary calculator's answer: a median of the closest peer group that has enough filings, and its range. */
export interface SalaryEstimate {
  estimate: number;
  low: number;
  high: number;
  filings: number;
  /** The peers used, in words: 'Executive directors of lower mid market human services organizations in the West'. */
  basis: string;
  /** True when the exact profile had too few filings and a broader group was used. */
  broadened: boolean;
}

/** GET /compensation/report?report=<tab>&title=&incomeBuckets=&issueAreas=&regions= */
export interface CompensationTabData {
  report: CompensationTab;
  filters: CompensationFilters;
  /** One or two sentences that say what the tab shows for these filters. */
  summary: string;
  figures: CompensationFigure[];
  tables: PayTable[];
  /** salary-calculator only; null elsewhere or when no peer group has enough filings. */
  estimate: SalaryEstimate | null;
  notes: string[];
  sources: CompensationSource[];
  /** The one dollar basis of every pay figure of the answer: 'Pay figures are in 2024 dollars, adjusted with CPI-U.' */
  dollarBasis: string;
}

/** GET /compensation/options: the options still offered under the filters (SPEC 4: stale selections are dropped). */
export type CompensationOptionsResponse = CompensationOptions;

/** GET /compensation/marketing?jobTitle=: the public teaser of one title (SPEC 3 'Marketing compensation page'). */
export interface CompensationMarketingResponse {
  jobTitles: string[];
  jobTitleSynonyms: Record<string, string[]>;
  data: {
    title: string;
    overall: PayStats;
    byIncomeBucket: PayRow[];
    /** Median pay of women and men, and the share of filings whose gender is not known; null when the title has no gender data. */
    genderGap: { women: PayStats; men: PayStats; unknownShare: number } | null;
    source: CompensationSource;
    /** What the figures measure, with their dollar basis. */
    measure: string;
    /** The one dollar basis of every pay figure: 'Pay figures are in 2024 dollars, adjusted with CPI-U.' */
    dollarBasis: string;
  };
}

/** SPEC 6 terms types. */
export const TERMS_OF_USE_TYPES = ['COMPENSATION', 'IRS_LETTER'] as const;
export type TermsOfUseType = (typeof TERMS_OF_USE_TYPES)[number];

/** GET /terms-of-use/:id: the terms a user is asked to accept. */
export interface TermsOfUseDocument {
  id: string;
  type: TermsOfUseType;
  title: string;
  version: string;
  /** ISO date the version took effect. */
  effectiveOn: string;
  paragraphs: string[];
}

/** POST /terms-of-use/accept/:id with body { type }: the user's terms still pending after the acceptance. */
export interface TermsAcceptanceResponse {
  accepted: { id: string; type: TermsOfUseType };
  pendingTermsOfUse: { id: string; type: TermsOfUseType; title: string }[];
}

/** SPEC 3 messages of the report, quoted where the UI shows them. */
export const COMPENSATION_MESSAGES = {
  noAccess: 'You do not have access to the compensation report.',
  suppressed: 'Fewer than 5 filings: not shown.',
} as const;
