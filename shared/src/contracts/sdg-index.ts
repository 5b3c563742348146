import type { IndicatorTrend } from '../domain/indicator-trend.js';
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
