import type { IndicatorBounds, IndicatorDirection, Rating } from '../domain/sdg-index.js';
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
}

export interface SdgIndexGoalScore {
  goal: number;
  score: number;
  rating: Rating;
  indicatorCount: number;
}

/** One row of the ranking: every state of the index, ranked; a state without data has rank and index null. */
export interface SdgIndexStateRank {
  state: string;
  stateName: string;
  rank: number | null;
  index: number | null;
  goals: SdgIndexGoalScore[];
}

export interface SdgIndexIndicatorScore {
  indicator: string;
  goal: number;
  /** As published ('NA', '<1' included). */
  published: string;
  value: number | null;
  score: number | null;
  rating: Rating | null;
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
  };
  indicators: SdgIndexIndicator[];
  stateRanking: SdgIndexStateRank[];
  benchmarks: SdgIndexBenchmarks;
  /** The selected state's dashboard: every indicator with its value, score and rating. Null for the nation. */
  dashboard: { state: string; stateName: string; rank: number | null; index: number | null; indicators: SdgIndexIndicatorScore[]; note: string | null } | null;
  /** Organisations in the imported IRS files for the state (or all covered states); null when no file covers it. */
  orgCount: number | null;
  orgMetrics: SdgIndexOrgMetrics | null;
}

/** The 400 messages of the report calls. */
export const REPORT_MESSAGES = {
  state: 'state must be the two-letter code of a US state or DC, such as AK.',
} as const;
