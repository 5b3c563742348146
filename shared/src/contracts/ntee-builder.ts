import type { ReportSource } from './report.js';

/** The NTEE code builder's calls (issue 14): suggestions for a description, and who carries a code. */

/** GET /ntee/suggest?q=<description>: the likeliest codes, ranked, each with why. */
export interface NteeSuggestResponse {
  description: string;
  suggestions: NteeSuggestion[];
}

export interface NteeSuggestion {
  code: string;
  title: string;
  majorGroup: string;
  majorGroupTitle: string;
  /** The search's relevance score; only the order means anything. */
  score: number;
  /** The description's words (as the index reads them) that the code's text matched. */
  matchedTerms: string[];
  /**
   * Where they matched: the code's title, keywords, definition or its major group's title, or the names of the
   * organizations that carry the code in the IRS records.
   */
  matchedIn: NteeSuggestionField[];
}

export const NTEE_SUGGESTION_FIELDS = ['title', 'keywords', 'definition', 'majorGroupTitle', 'names'] as const;
export type NteeSuggestionField = (typeof NTEE_SUGGESTION_FIELDS)[number];

/** The most a description may be: a mission statement, not a document. */
export const NTEE_DESCRIPTION_MAX_LENGTH = 2000;

/** GET /ntee/code-counts?code=: the organisations of the IRS records carrying the code, by state. */
export interface NteeCodeCountsResponse {
  code: string;
  title: string;
  total: number;
  byState: { state: string; name: string; count: number }[];
  /** The states whose IRS file is imported; a state not listed is not known, not zero. */
  coveredStates: string[];
  /** The peers: the largest organizations carrying the code, by the income they report, largest first (up to 10). */
  largest: { ein: string; name: string; city: string; state: string; income: number }[];
  source: ReportSource;
}

/** An issue area (an NTEE major group) with what the IRS records count in it. */
export interface IssueAreaTotals {
  /** The major group's letter, 'B'. */
  issueArea: string;
  title: string;
  organizations: number;
  /** Sums of the income and the assets the organizations report, US dollars (none reported counts as 0). */
  income: number;
  assets: number;
}

/** `GET /options/issueArea`: every issue area with its counts. */
export interface IssueAreaOptionsResponse {
  issueAreas: IssueAreaTotals[];
  /** Organizations whose record carries no NTEE code (in no issue area). */
  uncoded: number;
  /** The states whose IRS file is imported: the counts cover these only. */
  coveredStates: string[];
  source: ReportSource;
}

/** `GET /dataset/issueArea?issueArea=`: one issue area's overview. */
export interface IssueAreaDatasetResponse extends IssueAreaTotals {
  /** The covered states, each with its organizations, income and assets in the area (a state not listed is not known, not zero). */
  byState: { state: string; name: string; organizations: number; income: number; assets: number }[];
  /** The area's codes that organizations carry, most carried first. */
  codes: { code: string; title: string; organizations: number }[];
  /** The largest organizations of the area by the income they report, largest first (up to 10). */
  largest: { ein: string; name: string; city: string; state: string; nteeCode: string; income: number }[];
  coveredStates: string[];
  source: ReportSource;
}
