import { numberFormat } from '@x4i/shared/domain';
import { type ReportValueFormat } from '@x4i/shared/contracts';
import { scaleLinear } from 'd3-scale';

export interface ValueAxis {
  domain: [number, number];
  ticks: number[];
  labels: string[];
}

/** The fewest decimals (up to 6) that write the number exactly. */
function decimalsOf(value: number): number {
  for (let digits = 0; digits < 6; digits++) if (Math.abs(Math.round(value * 10 ** digits) - value * 10 ** digits) < 1e-6) return digits;
  return 6;
}

/** The power of a thousand Intl's compact notation writes the number in: 1,500 is 1.5K, 2,000,000 is 2M. */
const compactUnit = (value: number) => (Math.abs(value) < 1000 ? 1 : 1000 ** Math.min(4, Math.floor(Math.log10(Math.abs(value)) / 3)));

/**
 * The labels of a value axis. Large counts and dollar amounts are written compact ('12M', '$2.5B') so that they fit
 * beside the chart; each label has just the decimals its tick needs, so that it states the tick exactly and no two
 * labels read alike.
 */
export function tickLabels(ticks: readonly number[], format: ReportValueFormat): string[] {
  const largest = Math.max(0, ...ticks.map(Math.abs));
  const money = format === 'currency' ? ({ style: 'currency', currency: 'USD' } as const) : {};
  if ((format === 'count' || format === 'currency') && largest >= 10_000) {
    const digits = Math.max(...ticks.map((tick) => decimalsOf(tick / compactUnit(tick))));
    return ticks.map((tick) => numberFormat({ ...money, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: digits }).format(tick));
  }
  const digits = Math.max(0, ...ticks.map(decimalsOf));
  const fixed = numberFormat({ ...money, minimumFractionDigits: digits, maximumFractionDigits: digits });
  return ticks.map((tick) => `${fixed.format(tick)}${format === 'percent' ? '%' : ''}`);
}

/**
 * A value axis from zero (or below, for negative values) to a round number past the largest value, with about
 * `count` ticks. Ticks are never finer than the values: whole numbers (counts) get whole-number ticks, values with
 * one decimal ticks a tenth apart at the finest. Uses d3's nice domain and ticks.
 */
export function valueAxis(values: readonly number[], format: ReportValueFormat, decimals = 0, count = 5): ValueAxis {
  const finite = values.filter(Number.isFinite);
  const wholeNumbers = finite.every(Number.isInteger);
  const finest = Math.max(10 ** -decimals, wholeNumbers ? 1 : 0);
  const low = Math.min(0, ...finite);
  let high = Math.max(0, ...finite);
  if (high === low) high = low + finest;
  for (let wanted = count; wanted >= 1; wanted--) {
    const scale = scaleLinear().domain([low, high]).nice(wanted);
    const ticks = scale.ticks(wanted);
    const step = ticks.length > 1 ? ticks[1]! - ticks[0]! : Infinity;
    if (step < finest * (1 - 1e-9)) continue;
    const labels = tickLabels(ticks, format);
    if (new Set(labels).size < labels.length) continue;
    const [from, to] = scale.domain() as [number, number];
    return { domain: [from, to], ticks, labels };
  }
  // Unreachable for finite values (one tick a step apart always fits), but an axis must still come out.
  return { domain: [low, high], ticks: [low, high], labels: tickLabels([low, high], format) };
}
