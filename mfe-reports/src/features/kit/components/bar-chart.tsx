import { useTheme } from 'styled-components';
import { barChartLayout, type BarChartLayout } from '../domain/bar-chart-layout';
import { ChartFigure, ChartSvg } from './chart-frame';

/** As for line charts: a phone-sized and a wide drawing, the one that fits the chart's width shown. */
const COMPACT = { width: 360, fontSize: 13, labelsAbove: true };
const REGULAR = { width: 640, fontSize: 13, labelsAbove: false };

export interface BarChartProps {
  title: string;
  bars: readonly { label: string; value: number }[];
  formatValue: (value: number) => string;
}

function Drawing({ title, layout, className }: { title: string; layout: BarChartLayout; className: string }) {
  const theme = useTheme();
  return (
    <ChartSvg $regularMaxWidth={820} className={className} viewBox={`0 0 ${layout.width} ${layout.height}`} fontSize={layout.fontSize} role="img" aria-label={title}>
      {layout.bars.map((bar, index) => (
        <g key={`${bar.label}-${index}`}>
          <text x={bar.labelX} y={bar.labelY} textAnchor={bar.labelAbove ? 'start' : 'end'} dominantBaseline={bar.labelAbove ? 'auto' : 'middle'}>
            <title>{bar.label}</title>
            {bar.shownLabel}
          </text>
          <rect x={bar.barX} y={bar.barY} width={bar.barWidth} height={bar.barHeight} fill={theme.colors.secondary} rx={2} />
          <text x={bar.valueX} y={bar.barY + bar.barHeight / 2} dominantBaseline="middle">
            {bar.value}
          </text>
        </g>
      ))}
    </ChartSvg>
  );
}

/**
 * Horizontal bars with their labels and values, as plain SVG (d3-scale only), so it renders on the server too. On a
 * phone each label takes the line above its bar.
 */
export function BarChart({ title, bars, formatValue }: BarChartProps) {
  return (
    <ChartFigure>
      <Drawing title={title} className="compact" layout={barChartLayout(bars, { ...COMPACT, formatValue })} />
      <Drawing title={title} className="regular" layout={barChartLayout(bars, { ...REGULAR, formatValue })} />
    </ChartFigure>
  );
}
