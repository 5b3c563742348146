import { estimateTextWidth } from '@x4i/shared/domain';
import { scaleLinear } from 'd3-scale';
import { fitText } from './chart-labels';

export interface BarChartLayout {
  width: number;
  height: number;
  fontSize: number;
  bars: {
    label: string;
    /** The label as drawn: cut to its room when longer. */
    shownLabel: string;
    labelX: number;
    labelY: number;
    /** A label beside its bar ends at labelX and is centred on the bar; one above its bar starts at labelX. */
    labelAbove: boolean;
    barX: number;
    barY: number;
    barWidth: number;
    barHeight: number;
    value: string;
    valueX: number;
  }[];
}

const EDGE = 2;
const GAP = 6;
/** The widest a label beside its bar may take of a wide drawing; a longer one is cut. */
const LABEL_SHARE = 0.4;

/**
 * Horizontal bars in a drawing `width` wide with text of `fontSize`. Wide, each label stands left of its bar;
 * narrow (`labelsAbove`), each label has the drawing's width on a line above its bar, so that a phone reads it
 * whole. The room for the values is that of the longest one, so that none is cut at the right edge.
 */
export function barChartLayout(
  bars: readonly { label: string; value: number }[],
  { width, fontSize, labelsAbove, formatValue }: { width: number; fontSize: number; labelsAbove: boolean; formatValue: (value: number) => string },
): BarChartLayout {
  const values = bars.map((bar) => formatValue(bar.value));
  const valueRoom = Math.ceil(GAP + Math.max(0, ...values.map((value) => estimateTextWidth(value, fontSize))) + EDGE);
  const labelRoom = labelsAbove ? width - 2 * EDGE : Math.min(width * LABEL_SHARE, Math.max(0, ...bars.map((bar) => estimateTextWidth(bar.label, fontSize))));
  const barStart = labelsAbove ? EDGE : Math.ceil(EDGE + labelRoom + GAP);
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const x = scaleLinear()
    .domain([0, max || 1])
    .range([barStart, width - valueRoom]);
  const barHeight = Math.round(fontSize * 1.4);
  const labelLine = Math.round(fontSize * 1.4);
  const row = labelsAbove ? labelLine + barHeight + Math.round(fontSize * 0.8) : barHeight + Math.round(fontSize * 0.7);
  return {
    width,
    height: bars.length * row + 8,
    fontSize,
    bars: bars.map((bar, index) => {
      const top = 4 + index * row;
      const barY = labelsAbove ? top + labelLine : top;
      const barWidth = Math.max(0, x(bar.value) - barStart);
      return {
        label: bar.label,
        shownLabel: fitText(bar.label, labelRoom, fontSize),
        labelX: labelsAbove ? EDGE : barStart - GAP,
        labelY: labelsAbove ? top + fontSize : barY + barHeight / 2,
        labelAbove: labelsAbove,
        barX: barStart,
        barY,
        barWidth,
        barHeight,
        value: values[index]!,
        valueX: barStart + barWidth + GAP,
      };
    }),
  };
}
