/**
 * Response shapes of the nonprofit data calls (SPEC 7.4). The backend builds exactly these; the API client
 * and the MSW handlers in shared type against them, so a change here fails to compile on both sides.
 */

/** A code with its meaning from the IRS EO BMF data dictionary; description is null for an undocumented code. */
export interface CodedValue {
  code: string;
  description: string | null;
}

/** One row of a name or EIN search: shown as 'name (state)' with city and NTEE code. */
export interface NonprofitSearchResult {
  /** 9 digits, no dash. */
  ein: string;
  name: string;
  city: string;
  /** Two-letter code; empty for a foreign address. */
  state: string;
  nteeCode: string | null;
}

export interface NonprofitSearchResponse {
  /** The trimmed query the results answer. */
  q: string;
  /** How the query was read. */
  mode: 'name' | 'ein';
  /** This page's organisations, best first. */
  results: NonprofitSearchResult[];
  /** How many organisations match in all, across every page. */
  total: number;
  /** From 1. */
  page: number;
  /** Organisations per page: page p holds matches (p - 1) × pageSize + 1 to p × pageSize. */
  pageSize: number;
}

export interface NteeMajorGroup {
  code: string;
  title: string;
  definition: string;
}

export interface NteeCode {
  code: string;
  title: string;
  definition: string;
  majorGroup: string;
  majorGroupTitle: string;
  broadCategory: number;
  broadCategoryTitle: string;
  keywords: string[];
}

/** The NTEE code of one organisation, explained from the taxonomy. */
export interface NteeExplanation {
  /** As filed with the IRS (may be unknown to the taxonomy). */
  code: string;
  title: string | null;
  definition: string | null;
  majorGroup: NteeMajorGroup | null;
}

/** An amount with the IRS code of the range it falls in (ASSET_CD, INCOME_CD). */
export interface AmountWithRange {
  amount: number | null;
  range: CodedValue | null;
}

export interface NonprofitDetails {
  ein: string;
  name: string;
  /** 'In care of' name (ICO). */
  careOf: string | null;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** 501(c)(n) subsection with its classification description. */
  subsection: {
    code: string;
    exemptOrganizationType: string | null;
    classifications: CodedValue[];
  };
  affiliation: CodedValue | null;
  deductibility: CodedValue | null;
  foundation: CodedValue | null;
  organization: CodedValue | null;
  status: CodedValue | null;
  filingRequirement: CodedValue | null;
  /** Ruling date as YYYYMM, and its year. */
  ruling: { date: string; year: number } | null;
  /** Tax period as YYYYMM. */
  taxPeriod: string | null;
  assets: AmountWithRange;
  income: AmountWithRange;
  revenue: { amount: number | null };
  ntee: NteeExplanation | null;
  /** The IRS file the record came from, and that file's snapshot date. */
  source: { file: string; snapshotDate: string };
}

/** One IRS file the shipped data was imported from. */
export interface DatasetFreshness {
  file: string;
  /** Region the file covers: a state code, or 'INTL' for the international file. */
  region: string;
  /** ISO date of the IRS snapshot. */
  snapshotDate: string;
  rows: number;
  /** ISO timestamp of the import. */
  importedAt: string;
}

export interface FinderPageResponse {
  defaultSearchResults: NonprofitSearchResult[];
  defaultOrg: NonprofitDetails | null;
  /** Distinct EINs in the database. */
  orgCount: number;
  freshness: DatasetFreshness[];
  /** State codes with an IRS file in the shipped data, sorted. */
  coveredStates: string[];
  /** Where the IRS files come from. */
  sourceUrl: string;
}

export interface NteeCodesResponse {
  majorGroups: NteeMajorGroup[];
  codes: NteeCode[];
}

/** Every error the API returns has this body (4xx or 5xx). */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

/**
 * The data service cannot be reached: the gateway answers so (503, with Retry-After) while the backend restarts,
 * and the client says the same when the network failed.
 */
export const BACKEND_UNAVAILABLE = 'backend_unavailable';
export const BACKEND_UNAVAILABLE_MESSAGE = 'The data could not be loaded. Please try again.';
