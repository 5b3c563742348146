import { RATING_THRESHOLDS, type ExportedTable, type IndicatorTrend, type Rating } from '@x4i/shared/domain';
import {
  type SdgIndexEdition,
  type SdgIndexIndicator,
  type SdgIndexMovement,
  type SdgIndexMovementReason,
  type SdgIndexSource,
  type SdgIndexStateRank,
} from '@x4i/shared/contracts';

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

export const RANKING_TITLE = 'States ranked by index score, best first (0 to 100)';

const twoDecimals = (value: number | null | undefined): number | null => (value === null || value === undefined ? null : Number(value.toFixed(2)));

/** '+0.26', '−1.30', '0.00': a change in points, signed, two decimals. */
export function signedPoints(change: number): string {
  const rounded = Number(change.toFixed(2));
  if (rounded === 0) return '0.00';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(2)}`;
}

/** 'Up 2 places', 'Down 1 place', 'Same rank', 'Not ranked'. */
export function rankChangeText(movement: SdgIndexMovement | undefined): string {
  if (!movement || movement.rankChange === null) return 'Not ranked';
  const places = Math.abs(movement.rankChange);
  if (places === 0) return 'Same rank';
  return `${movement.rankChange > 0 ? 'Up' : 'Down'} ${places} ${places === 1 ? 'place' : 'places'}`;
}

function valueText(value: number | null, decimals: number | null): string {
  return value === null ? 'no value' : value.toFixed(decimals ?? 1);
}

/**
 * One replaced indicator's part in a move: 'Food insecurity (goal 2): 10.1 (2014-2016 average) → 9.2 (2021–2023
 * average) % of households; score 55.3 → 63.0; goal 2 score +3.85 points, index +0.26 points.'
 */
export function reasonText(reason: SdgIndexMovementReason): string {
  const units = reason.units ? ` ${reason.units.trim()}` : '';
  const score = (value: number | null) => (value === null ? 'not scored' : value.toFixed(1));
  return (
    `${reason.name} (goal ${reason.goal}): ${valueText(reason.before.value, reason.decimals)} (${reason.before.dataYear}) → ` +
    `${valueText(reason.after.value, reason.decimals)} (${reason.after.dataYear})${units}; score ${score(reason.before.score)} → ${score(reason.after.score)}; ` +
    `goal ${reason.goal} score ${signedPoints(reason.goalScoreChange)} points, index ${signedPoints(reason.indexChange)} points.`
  );
}

/** Why a state moved, in sentences: its ranks and indexes in both editions, then each reason, largest first. */
export function movementText(row: Pick<SdgIndexStateRank, 'rank' | 'index' | 'baseline' | 'movement'>): string[] {
  const { baseline, movement } = row;
  if (!baseline || !movement || baseline.rank === null || row.rank === null) return ['Not ranked in both editions.'];
  const lines = [
    `Rank ${baseline.rank} → ${row.rank} (${rankChangeText(movement).toLowerCase()}); index ${formatScore(baseline.index)} → ${formatScore(row.index)} (${signedPoints(movement.indexChange ?? 0)} points).`,
  ];
  if (movement.reasons.length === 0) {
    lines.push(
      movement.rankChange === 0
        ? 'None of its own scores changed.'
        : 'None of its own scores changed: it moved only because other states’ indexes changed.',
    );
  } else {
    lines.push(...movement.reasons.map(reasonText));
    if (movement.rankChange !== 0 && Math.sign(movement.rankChange ?? 0) !== Math.sign(movement.indexChange ?? 0)) {
      lines.push('Its rank moved the other way from its own index because other states’ indexes changed more.');
    }
  }
  return lines;
}

/** What the comparison of editions needs to name its columns: the editions and the indicators they replace. */
export interface EditionColumns {
  editions: readonly SdgIndexEdition[];
  indicators: readonly SdgIndexIndicator[];
}

/**
 * The ranking as a download: the same rows and columns as the table (scores to two decimals), with its source.
 * With both editions it adds the 2018 edition's rank and index, the change, each replaced indicator's values in
 * both editions and its share of the index change, and why the state moved in words.
 */
export function rankingTable(rows: readonly SdgIndexStateRank[], source: SdgIndexSource, comparison?: EditionColumns): ExportedTable {
  const sources = [{ name: `${source.publisher}, ${source.name}`, year: source.dataYears, url: source.url }];
  const [baselineEdition, updatedEdition] = comparison?.editions ?? [];
  if (!baselineEdition || !updatedEdition) {
    return {
      title: RANKING_TITLE,
      header: ['Rank', 'State', 'Code', 'Index score'],
      rows: rows.map((row) => [row.rank, row.stateName, row.state, twoDecimals(row.index)]),
      sources,
    };
  }
  const replaced = updatedEdition.replacedIndicators.map((id) => {
    const indicator = comparison!.indicators.find((item) => item.id === id);
    return { id, name: indicator?.name.trim() ?? id };
  });
  const updatedName = 'updated';
  return {
    title: RANKING_TITLE,
    header: [
      `Rank, ${updatedName}`,
      'State',
      'Code',
      `Index score, ${updatedName}`,
      `Rank, ${baselineEdition.label}`,
      `Index score, ${baselineEdition.label}`,
      'Rank change (places gained)',
      'Index change (points)',
      ...replaced.flatMap((item) => [`${item.name}, value in the ${baselineEdition.label}`, `${item.name}, value ${updatedName}`, `${item.name}, index change (points)`]),
      'Why it moved',
    ],
    rows: rows.map((row) => {
      const reasons = new Map((row.movement?.reasons ?? []).map((reason) => [reason.indicator, reason]));
      const valueOf = (id: string, edition: 'before' | 'after') => {
        const reason = reasons.get(id);
        return reason ? reason[edition].value : null;
      };
      return [
        row.rank,
        row.stateName,
        row.state,
        twoDecimals(row.index),
        row.baseline?.rank ?? null,
        twoDecimals(row.baseline?.index),
        row.movement?.rankChange ?? null,
        twoDecimals(row.movement?.indexChange),
        ...replaced.flatMap((item) => [valueOf(item.id, 'before'), valueOf(item.id, 'after'), twoDecimals(reasons.get(item.id)?.indexChange)]),
        row.baseline ? movementText(row).join(' ') : null,
      ];
    }),
    sources,
  };
}

const TREND_WORDS = { improving: '↗ Improving', worsening: '↘ Worsening', 'no-clear-change': '→ No clear change' } as const;

/** '↘ Worsening: 8.6 in 2018–2020, 11.2 in 2021–2023 (%)': the arrow, its word, and the two values it compares. */
export function trendText(trend: IndicatorTrend, units: string): string {
  return `${TREND_WORDS[trend.direction]}: ${trend.from.value} in ${trend.from.period}, ${trend.to.value} in ${trend.to.period}${units ? ` (${units})` : ''}`;
}
