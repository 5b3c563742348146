/**
 * The choropleth scale: five shades of one theme colour. Nonprofit figures are very skewed (one state's income can
 * be forty times another's), so the classes split the square root of the value's share of the largest value:
 * small states stay apart instead of all falling into the palest shade.
 */

export const SCALE_CLASSES = 5;

/** Keys in upper case; only finite numbers count as values. */
export function normalizeMapValues(values: Readonly<Record<string, number>>): Map<string, number> {
  const normalized = new Map<string, number>();
  for (const [code, value] of Object.entries(values)) {
    if (Number.isFinite(value)) normalized.set(code.trim().toUpperCase(), value);
  }
  return normalized;
}

/** 0 for a value of 0 (or less), else 1..SCALE_CLASSES, the top class holding the largest value. */
export function scaleClassOf(value: number, max: number): number {
  if (value <= 0 || max <= 0) return 0;
  // The epsilon keeps a class's own upper bound in it despite rounding.
  return Math.min(SCALE_CLASSES, Math.max(1, Math.ceil(Math.sqrt(value / max) * SCALE_CLASSES - 1e-9)));
}

/**
 * Rates and shares (a poverty rate, beds per 1,000 people) are not skewed like totals, and they cluster far from
 * zero: their classes split the range from the smallest to the largest value evenly, so that states apart show
 * apart. Every value gets a class 1..SCALE_CLASSES (the smallest value class 1).
 */
export function rangeClassOf(value: number, min: number, max: number): number {
  if (max <= min) return SCALE_CLASSES;
  return Math.min(SCALE_CLASSES, Math.max(1, Math.ceil(((value - min) / (max - min)) * SCALE_CLASSES - 1e-9)));
}

/** The upper bound of each class of rangeClassOf; the first class starts at min. */
export function rangeClassBounds(min: number, max: number): number[] {
  return Array.from({ length: SCALE_CLASSES }, (_, index) => min + ((max - min) * (index + 1)) / SCALE_CLASSES);
}

/** How a map shades its values: from zero by the square root of the share of the largest (totals), or over the range (rates). */
export type MapScale = 'share-of-largest' | 'range';

/** The upper bound of each class 1..SCALE_CLASSES, for the legend. */
export function scaleClassBounds(max: number): number[] {
  return Array.from({ length: SCALE_CLASSES }, (_, index) => (max * (index + 1) ** 2) / SCALE_CLASSES ** 2);
}

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((char) => char + char).join('') : value;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

/** The colour a share t (0..1) of the way from one hex colour to another. */
export function mixColors(from: string, to: string, t: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a.map((channel, index) => Math.round(channel + (b[index]! - channel) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** The shades of classes 0..SCALE_CLASSES, from a faint tint for 0 to the full colour. */
export function scalePalette(light: string, dark: string): string[] {
  return [0.08, ...Array.from({ length: SCALE_CLASSES }, (_, index) => 0.2 + (0.8 * index) / (SCALE_CLASSES - 1))].map((t) =>
    mixColors(light, dark, t),
  );
}
