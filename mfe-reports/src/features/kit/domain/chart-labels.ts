import { estimateTextWidth } from '@x4i/shared/domain';

export type TextAnchor = 'start' | 'middle' | 'end';

export interface PlacedLabel {
  text: string;
  x: number;
  anchor: TextAnchor;
}

/** The left and right ends of a label drawn at x with the anchor. */
export function labelExtent(label: PlacedLabel, fontSize: number): [number, number] {
  const width = estimateTextWidth(label.text, fontSize);
  if (label.anchor === 'start') return [label.x, label.x + width];
  if (label.anchor === 'end') return [label.x - width, label.x];
  return [label.x - width / 2, label.x + width / 2];
}

/**
 * Labels along a horizontal axis, each under its point, within [0, width]: centred where they fit, else starting
 * at (first) or ending at (last) their point, so that nothing is cut at the edges. When they would overlap they
 * are thinned to every second, third... label, counted from the last so that the latest period is always named.
 */
export function placeAxisLabels(labels: readonly { text: string; x: number }[], width: number, fontSize: number): PlacedLabel[] {
  const gap = fontSize * 0.8;
  const place = ({ text, x }: { text: string; x: number }): PlacedLabel => {
    const half = estimateTextWidth(text, fontSize) / 2;
    if (x - half < 0) return { text, x, anchor: 'start' };
    if (x + half > width) return { text, x, anchor: 'end' };
    return { text, x, anchor: 'middle' };
  };
  for (let step = 1; step <= Math.max(1, labels.length); step++) {
    const shown = labels.filter((_, index) => (labels.length - 1 - index) % step === 0).map(place);
    const fits = shown.every((label, index) => {
      const [left, right] = labelExtent(label, fontSize);
      if (left < 0 || right > width) return false;
      return index === 0 || labelExtent(shown[index - 1]!, fontSize)[1] + gap <= left;
    });
    if (fits) return shown;
  }
  // Even one label is wider than the chart: name the latest period, cut by nothing but the chart's own edge.
  return labels.length > 0 ? [{ ...labels[labels.length - 1]!, anchor: 'end', x: width }] : [];
}

/** The text, cut with an ellipsis where it would be wider than `maxWidth` (its whole text goes in a tooltip). */
export function fitText(text: string, maxWidth: number, fontSize: number): string {
  if (estimateTextWidth(text, fontSize) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 1 && estimateTextWidth(`${chars.join('').trimEnd()}…`, fontSize) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}
