import { RATING_THRESHOLDS, type ExportedTable, type IndicatorTrend, type Rating } from '@x4i/shared/domain';
import { type SdgIndexSource, type SdgIndexStateRank } from '@x4i/shared/contracts';

/** A 0–100 score as the page prints it: one decimal. */
export function formatScore(score: number | null): string {
  return score === null ? 'No data' : score.toFixed(1);
}

export function ratingLabel(rating: Rating | null): string {
  if (rating === null) return 'Not scored';
  return RATING_THRESHOLDS.find((threshold) => threshold.rating === rating)!.label;
}

/** The words of each threshold, for the method section: 'Green from 80', 'Red below 40'. */
export function thresholdText(thresholds: readonly { rating: Rating; from: number }[]): string[] {
  return thresholds.map((threshold, i) => {
    const name = threshold.rating[0]!.toUpperCase() + threshold.rating.slice(1);
    const next = thresholds[i - 1];
    if (threshold.from === 0) return `${name}: below ${next?.from ?? 0}`;
    return next ? `${name}: ${threshold.from} to under ${next.from}` : `${name}: ${threshold.from} or more`;
  });
}

/** The ranking as a download: the same rows and columns as the table (scores to two decimals), with its source. */
export function rankingTable(rows: readonly SdgIndexStateRank[], source: SdgIndexSource): ExportedTable {
  return {
    title: 'States ranked by index score, best first (0 to 100)',
    header: ['Rank', 'State', 'Code', 'Index score'],
    rows: rows.map((row) => [row.rank, row.stateName, row.state, row.index === null ? null : Number(row.index.toFixed(2))]),
    sources: [{ name: `${source.publisher}, ${source.name}`, year: source.dataYears, url: source.url }],
  };
}

const TREND_WORDS = { improving: '↗ Improving', worsening: '↘ Worsening', 'no-clear-change': '→ No clear change' } as const;

/** '↘ Worsening: 8.6 in 2018–2020, 11.2 in 2021–2023 (%)': the arrow, its word, and the two values it compares. */
export function trendText(trend: IndicatorTrend, units: string): string {
  return `${TREND_WORDS[trend.direction]}: ${trend.from.value} in ${trend.from.period}, ${trend.to.value} in ${trend.to.period}${units ? ` (${units})` : ''}`;
}
