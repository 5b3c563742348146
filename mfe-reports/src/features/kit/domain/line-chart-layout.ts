import { type ReportValueFormat } from '@x4i/shared/contracts';
import { estimateTextWidth } from '@x4i/shared/domain';
import { scaleLinear, scalePoint } from 'd3-scale';
import { placeAxisLabels, type PlacedLabel } from './chart-labels';
import { valueAxis } from './value-axis';

export interface LineSeries {
  name: string;
  points: readonly { x: string; y: number }[];
}

export interface LineChartLayout {
  width: number;
  height: number;
  fontSize: number;
  plot: { left: number; right: number; top: number; bottom: number };
  yTicks: { y: number; label: string }[];
  /** The x labels shown, on their baseline. */
  xLabels: PlacedLabel[];
  xBaseline: number;
  /** Each series' points in drawing coordinates. */
  lines: [number, number][][];
}

/** The gap between a y label and the plot, and the room kept free at the drawing's edges. */
const TICK_GAP = 8;
const EDGE = 2;

/**
 * Where everything of a line chart goes in a drawing `width` by `height` with text of `fontSize`: the y labels'
 * width (estimated from their characters) sets the left margin, so no label is cut; the x labels are placed and
 * thinned to the drawing's width.
 */
export function lineChartLayout(
  series: readonly LineSeries[],
  { format, decimals = 0, width, height, fontSize }: { format: ReportValueFormat; decimals?: number; width: number; height: number; fontSize: number },
): LineChartLayout {
  const xs: string[] = [];
  for (const item of series) for (const point of item.points) if (!xs.includes(point.x)) xs.push(point.x);
  const axis = valueAxis(
    series.flatMap((item) => item.points.map((point) => point.y)),
    format,
    decimals,
  );
  const left = Math.ceil(EDGE + Math.max(...axis.labels.map((label) => estimateTextWidth(label, fontSize))) + TICK_GAP);
  const plot = { left, right: width - Math.ceil(fontSize), top: Math.ceil(fontSize), bottom: height - Math.ceil(fontSize * 2.2) };
  const x = scalePoint<string>().domain(xs).range([plot.left, plot.right]).padding(0.2);
  const y = scaleLinear().domain(axis.domain).range([plot.bottom, plot.top]);
  return {
    width,
    height,
    fontSize,
    plot,
    yTicks: axis.ticks.map((tick, index) => ({ y: y(tick), label: axis.labels[index]! })),
    xLabels: placeAxisLabels(
      xs.map((text) => ({ text, x: x(text)! })),
      width,
      fontSize,
    ),
    xBaseline: plot.bottom + Math.ceil(fontSize * 1.5),
    lines: series.map((item) => item.points.map((point) => [x(point.x)!, y(point.y)])),
  };
}
