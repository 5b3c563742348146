import type { IndicatorDirection } from './sdg-index.js';

/**
 * The trend arrow of the sustainability index's dashboard, where an indicator has a time series: the latest
 * estimate against the one of the period before it. State figures from surveys move within their margin of error
 * from one period to the next, so a change counts only when it is larger than the combined margin of error of
 * the two estimates, √(moe₁² + moe₂²), the test the USDA applies to its own state estimates; otherwise there is no
 * clear change.
 */
export type TrendDirection = 'improving' | 'worsening' | 'no-clear-change';

export interface TrendPoint {
  /** '2018-2020' */
  period: string;
  value: number;
  /** Margin of error (90 % confidence), in the value's units. */
  marginOfError: number;
}

export interface IndicatorTrend {
  direction: TrendDirection;
  from: TrendPoint;
  to: TrendPoint;
}

export function indicatorTrend(from: TrendPoint, to: TrendPoint, better: IndicatorDirection): IndicatorTrend {
  const change = to.value - from.value;
  const noise = Math.hypot(from.marginOfError, to.marginOfError);
  let direction: TrendDirection = 'no-clear-change';
  if (Math.abs(change) > noise) {
    const up = change > 0;
    direction = up === (better === 'ascending') ? 'improving' : 'worsening';
  }
  return { direction, from, to };
}
