/**
 * The state sustainability index, computed the way the SDSN Sustainable Development Report for the United States
 * (2018) describes its method:
 *
 * 1. Bounds per indicator. The worst bound is the 2.5th percentile of the states (the 97.5th when lower is better),
 *    so one outlier does not stretch the scale; the best bound is the technical optimum when the indicator has one,
 *    else the average of the five best states.
 * 2. Rescale each state's value to 0–100 between the two bounds (0 = worst bound, 100 = best bound), and censor:
 *    a value beyond a bound scores 0 or 100.
 * 3. A goal's score is the mean of its indicators' scores that have data; the index is the mean of the goal
 *    scores over the goals that have data. Missing values are skipped, never counted as zero.
 * 4. States are ranked by index, best first; equal indexes share a rank (1, 2, 2, 4).
 *
 * The traffic lights are the product's own reading of a 0–100 score (the SDSN report sets thresholds per
 * indicator, which its published data does not carry): green (achieved) from 80, yellow from 60, orange from 40,
 * red below 40. They are written down once, in RATING_THRESHOLDS.
 */

export type IndicatorDirection = 'ascending' | 'descending';

export interface IndicatorBounds {
  /** The value that scores 0. */
  worst: number;
  /** The value that scores 100. */
  best: number;
}

export type Rating = 'green' | 'yellow' | 'orange' | 'red';

/** Lowest score of each rating, best first. */
export const RATING_THRESHOLDS: readonly { rating: Rating; from: number; label: string }[] = [
  { rating: 'green', from: 80, label: 'Achieved or close to the top performers' },
  { rating: 'yellow', from: 60, label: 'Challenges remain' },
  { rating: 'orange', from: 40, label: 'Significant challenges' },
  { rating: 'red', from: 0, label: 'Major challenges' },
];

/** How many of the best states make the best bound when an indicator has no technical optimum. */
export const TOP_PERFORMERS = 5;
/** The percentile of the states that makes the worst bound. */
export const WORST_PERCENTILE = 2.5;

const finite = (values: readonly (number | null)[]): number[] => values.filter((value): value is number => value !== null && Number.isFinite(value));

/** The p-th percentile (0–100) with linear interpolation between the closest ranks (Excel's PERCENTILE.INC). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const position = (p / 100) * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

export function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * The bounds of one indicator from the states' values (nulls are missing values). Null when fewer than two
 * states have a value or when every state has the same value: such an indicator cannot tell states apart.
 */
export function indicatorBounds(values: readonly (number | null)[], direction: IndicatorDirection, optimum?: number): IndicatorBounds | null {
  const known = finite(values);
  if (known.length < 2) return null;
  const ascending = direction === 'ascending';
  const worst = percentile(known, ascending ? WORST_PERCENTILE : 100 - WORST_PERCENTILE);
  const bestFirst = [...known].sort((a, b) => (ascending ? b - a : a - b));
  const best = optimum ?? mean(bestFirst.slice(0, TOP_PERFORMERS))!;
  return worst === best ? null : { worst, best };
}

/** A value's 0–100 score between the bounds, censored at both ends. Works for either direction. */
export function rescale(value: number, bounds: IndicatorBounds): number {
  const score = ((value - bounds.worst) / (bounds.best - bounds.worst)) * 100;
  return Math.min(100, Math.max(0, score));
}

export function rating(score: number): Rating {
  return (RATING_THRESHOLDS.find((threshold) => score >= threshold.from) ?? RATING_THRESHOLDS[RATING_THRESHOLDS.length - 1]!).rating;
}

export interface IndexIndicator {
  id: string;
  goal: number;
  direction: IndicatorDirection;
  optimum?: number;
}

export interface StateValues {
  state: string;
  /** Indicator id → raw value, null when unavailable. */
  values: Readonly<Record<string, number | null>>;
}

export interface IndicatorScore {
  indicator: string;
  goal: number;
  value: number;
  score: number;
  rating: Rating;
}

export interface GoalScore {
  goal: number;
  score: number;
  rating: Rating;
  /** Indicators of the goal that had a value for the state. */
  indicatorCount: number;
}

export interface StateIndex {
  state: string;
  /** Null when no goal has data for the state. */
  index: number | null;
  /** 1 = best; null when the state has no index. */
  rank: number | null;
  goals: GoalScore[];
  indicators: IndicatorScore[];
}

export interface SustainabilityIndex {
  bounds: Record<string, IndicatorBounds>;
  /** Ranked states first (best first), then the states without an index. */
  states: StateIndex[];
}

/** Ranks by descending score; equal scores share a rank and the next rank skips (1, 2, 2, 4). */
export function competitionRanks(scores: readonly number[]): number[] {
  return scores.map((score) => 1 + scores.filter((other) => other > score).length);
}

/** Scores every state on every indicator, goal and the index, and ranks the states. */
export function computeSustainabilityIndex(indicators: readonly IndexIndicator[], states: readonly StateValues[]): SustainabilityIndex {
  const bounds: Record<string, IndicatorBounds> = {};
  for (const indicator of indicators) {
    const found = indicatorBounds(
      states.map((state) => state.values[indicator.id] ?? null),
      indicator.direction,
      indicator.optimum,
    );
    if (found) bounds[indicator.id] = found;
  }

  const scored = states.map((state) => {
    const indicatorScores: IndicatorScore[] = [];
    for (const indicator of indicators) {
      const value = state.values[indicator.id];
      const indicatorBound = bounds[indicator.id];
      if (value === null || value === undefined || !Number.isFinite(value) || !indicatorBound) continue;
      const score = rescale(value, indicatorBound);
      indicatorScores.push({ indicator: indicator.id, goal: indicator.goal, value, score, rating: rating(score) });
    }
    const goalNumbers = [...new Set(indicatorScores.map((score) => score.goal))].sort((a, b) => a - b);
    const goals = goalNumbers.map((goal) => {
      const ofGoal = indicatorScores.filter((score) => score.goal === goal);
      const score = mean(ofGoal.map((item) => item.score))!;
      return { goal, score, rating: rating(score), indicatorCount: ofGoal.length };
    });
    return { state: state.state, index: mean(goals.map((goal) => goal.score)), goals, indicators: indicatorScores };
  });

  const withIndex = scored.filter((state): state is typeof state & { index: number } => state.index !== null);
  const ranks = competitionRanks(withIndex.map((state) => state.index));
  const ranked: StateIndex[] = withIndex
    .map((state, i) => ({ ...state, rank: ranks[i]! }))
    .sort((a, b) => a.rank - b.rank || a.state.localeCompare(b.state));
  const unranked: StateIndex[] = scored.filter((state) => state.index === null).map((state) => ({ ...state, rank: null }));
  return { bounds, states: [...ranked, ...unranked] };
}

export type Trend = 'improving' | 'stagnating' | 'worsening';

/**
 * The direction of a time series, for the dashboard's trend arrow: the average yearly change over the series
 * (least-squares slope) relative to the series' mean, read in the indicator's direction. A change under
 * `tolerance` (1 % of the mean a year by default) is stagnating. Null with fewer than three points.
 */
export function trend(points: readonly { year: number; value: number }[], direction: IndicatorDirection, tolerance = 0.01): Trend | null {
  if (points.length < 3) return null;
  const meanYear = mean(points.map((point) => point.year))!;
  const meanValue = mean(points.map((point) => point.value))!;
  const covariance = points.reduce((sum, point) => sum + (point.year - meanYear) * (point.value - meanValue), 0);
  const variance = points.reduce((sum, point) => sum + (point.year - meanYear) ** 2, 0);
  if (variance === 0 || meanValue === 0) return null;
  const relativeSlope = covariance / variance / Math.abs(meanValue);
  const better = direction === 'ascending' ? relativeSlope : -relativeSlope;
  if (Math.abs(better) < tolerance) return 'stagnating';
  return better > 0 ? 'improving' : 'worsening';
}
