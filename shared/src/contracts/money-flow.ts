import type { IncomeBucketCode } from '../domain/income-buckets.js';
import type { DatasetFreshness } from './nonprofit.js';

/**
 * `GET /money-flow` (SPEC 3 'Money-flow data', 4 'Money flow', 7.4): the income of US tax-exempt organisations
 * from the imported IRS Exempt Organizations Business Master File, for the 50 states and DC (Puerto Rico, the
 * territories and foreign addresses are left out). One organisation is one EIN, read from its newest record.
 * All amounts are whole US dollars as the IRS file gives them: INCOME_AMT, REVENUE_AMT, ASSET_AMT, with an empty
 * amount counted as 0.
 */

/** The query: every parameter optional; an absent one does not filter. */
export interface MoneyFlowParams {
  /** 'UNSDG1'..'UNSDG17': organisations whose NTEE major group counts towards the goal (shared `ntee-sdg`). */
  unsdg?: string | null;
  /** Two-letter code of a state or DC. */
  state?: string | null;
  /** Repeatable on the wire (`incomeBucket=SMALL&incomeBucket=LOWER_MID`); none or all four = no filter. */
  incomeBuckets?: readonly IncomeBucketCode[];
}

/** The filters the answer applies, normalised: upper case, buckets in canonical order, [] for all buckets. */
export interface MoneyFlowFilters {
  unsdg: string | null;
  state: string | null;
  incomeBuckets: IncomeBucketCode[];
}

/** The figures at the top of the page, under every filter (state included). */
export interface MoneyFlowHeaderMetrics {
  /** Organisations (distinct EINs). */
  orgCount: number;
  totalIncome: number;
  totalRevenue: number;
  totalAssets: number;
  /** States (and DC) the imported IRS files cover, whatever the filters: see `coverage.states`. */
  statesCovered: number;
}

/** One income bucket (SPEC 3 'Income buckets') with its organisations and their income. */
export interface MoneyFlowIncomeBucket {
  code: IncomeBucketCode;
  /** As SPEC 3 writes it ('Enterprise: Over $50M'). */
  label: string;
  /** False when an `incomeBucket` filter leaves it out; its figures are then 0, as the filter applies to everything. */
  selected: boolean;
  orgCount: number;
  income: number;
}

export interface MoneyFlowTotal {
  orgCount: number;
  income: number;
}

/**
 * Where the income comes from, in percent (SPEC 3 'revenueSources'). The IRS master file carries total income and
 * revenue only, not their split into programme services, grants and investments (that is on Form 990 Part VIII),
 * so every share is the SPEC's default of 0 and `available` says the split is not known.
 */
export interface MoneyFlowSourcesOfIncome {
  servicesAndProductsPercent: number;
  grantsPercent: number;
  investmentPercent: number;
  otherSourcesPercent: number;
  available: boolean;
  /** Why the split is not given, for the page to show as it is. */
  note: string;
}

/**
 * The grantmakers among the organisations: private foundations by the EO BMF FOUNDATION code, 02 (private
 * operating foundation exempt from the excise tax on investment income), 03 (private operating foundation) and
 * 04 (private non-operating foundation, the classic grantmaking foundation). Public charities that also make
 * grants (community foundations, United Ways) cannot be told apart in the file and are not counted.
 */
export interface MoneyFlowGrantIncome {
  orgCount: number;
  income: number;
  assets: number;
  /** The FOUNDATION codes counted, as the IRS file writes them. */
  foundationCodes: string[];
}

/** What the data covers, for the page to say so. */
export interface MoneyFlowCoverage {
  /** States and DC with organisations in the imported files, sorted. */
  states: string[];
  /** The imported IRS files (with the international file, which the money flow leaves out). */
  files: DatasetFreshness[];
  /** The IRS page of the EO BMF extract. */
  sourceUrl: string;
}

export interface MoneyFlowResponse {
  filters: MoneyFlowFilters;
  headerMetrics: MoneyFlowHeaderMetrics;
  /**
   * State code → organisations, under the goal and bucket filters but not the state filter, so the map still
   * offers every state. Every covered state has an entry (0 when none matches); a state with no IRS file has none.
   */
  orgCounts: Record<string, number>;
  /** State code → total income, keyed like orgCounts. */
  stateIncome: Record<string, number>;
  /** The four buckets, largest first, under every filter. */
  allIncomeBuckets: MoneyFlowIncomeBucket[];
  /** The sum over allIncomeBuckets. */
  allIncomeBucketsTotal: MoneyFlowTotal;
  sourcesOfIncome: MoneyFlowSourcesOfIncome;
  grantIncome: MoneyFlowGrantIncome;
  coverage: MoneyFlowCoverage;
}

/** The EO BMF FOUNDATION codes of private foundations, counted as grantmakers (see MoneyFlowGrantIncome). */
export const GRANTMAKER_FOUNDATION_CODES = ['02', '03', '04'] as const;

/** MoneyFlowSourcesOfIncome.note. */
export const SOURCES_OF_INCOME_NOTE =
  'The IRS Exempt Organizations Business Master File gives each organization’s total income and revenue, but not where they come from. ' +
  'The split into services and products, grants, investments and other sources is filed on Form 990 and is not in this data, so each share shows 0%.';

/** The 400 messages of `GET /money-flow`, one per parameter. */
export const MONEY_FLOW_MESSAGES = {
  unsdg: 'unsdg must be one of UNSDG1 to UNSDG17.',
  state: 'state must be the two-letter code of a US state or DC, such as AK.',
  incomeBucket: 'incomeBucket must be one of ENTERPRISE, HIGHER_MID, LOWER_MID, SMALL (repeat it for several).',
} as const;
