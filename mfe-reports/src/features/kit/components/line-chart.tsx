import { LegendList, seriesStyle } from '@x4i/shared';
import { type ReportValueFormat } from '@x4i/shared/contracts';
import { line } from 'd3-shape';
import { styled, useTheme } from 'styled-components';
import { lineChartLayout, type LineChartLayout, type LineSeries } from '../domain/line-chart-layout';
import { ChartFigure, ChartSvg } from './chart-frame';

/**
 * Two drawings of each chart, one sized for a phone and one for a wider column, and the chart's box shows the one
 * that fits its width (a container query). A drawing scales with its box, so one drawing for every width would have
 * its text shrink to a few pixels on a phone; these two keep 13 px text between about 11 and 17 px on screen at
 * any width, and both are plain SVG, so the server renders them without measuring anything.
 */
const COMPACT = { width: 360, height: 240, fontSize: 13 };
const REGULAR = { width: 640, height: 300, fontSize: 13 };

const Legend = styled(LegendList)`
  svg {
    margin-right: 6px;
    vertical-align: middle;
  }
`;

export interface LineChartProps {
  /** Accessible name; the table beside the chart holds the values. */
  title: string;
  series: readonly LineSeries[];
  /** How the values read: sets the y labels (compact past ten thousand) and their finest step. */
  format: ReportValueFormat;
  decimals?: number;
}

const path = line<[number, number]>();

function Drawing({ title, layout, className }: { title: string; layout: LineChartLayout; className: string }) {
  const theme = useTheme();
  const { plot, fontSize } = layout;
  return (
    <ChartSvg $regularMaxWidth={760} className={className} viewBox={`0 0 ${layout.width} ${layout.height}`} fontSize={fontSize} role="img" aria-label={title}>
      {layout.yTicks.map((tick) => (
        <g key={tick.label}>
          <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke={theme.colors.border} />
          <text x={plot.left - 8} y={tick.y} textAnchor="end" dominantBaseline="middle">
            {tick.label}
          </text>
        </g>
      ))}
      {layout.xLabels.map((label) => (
        <text key={label.text} x={label.x} y={layout.xBaseline} textAnchor={label.anchor}>
          {label.text}
        </text>
      ))}
      {layout.lines.map((points, index) => {
        const style = seriesStyle(index);
        return (
          <g key={index}>
            <path d={path(points) ?? ''} fill="none" stroke={style.color} strokeWidth={2.5} strokeDasharray={style.dash} />
            {points.length === 1 && <circle cx={points[0]![0]} cy={points[0]![1]} r={4} fill={style.color} />}
          </g>
        );
      })}
    </ChartSvg>
  );
}

/**
 * Lines over ordered x labels (years, periods or months), drawn as plain SVG by d3-scale and d3-shape: nothing needs
 * the browser, so the same markup renders on the server. Series take the shared palette, in order.
 */
export function LineChart({ title, series, format, decimals = 0 }: LineChartProps) {
  return (
    <ChartFigure>
      <Drawing title={title} className="compact" layout={lineChartLayout(series, { format, decimals, ...COMPACT })} />
      <Drawing title={title} className="regular" layout={lineChartLayout(series, { format, decimals, ...REGULAR })} />
      {series.length > 1 && (
        <Legend aria-hidden="true">
          {series.map((item, index) => {
            const style = seriesStyle(index);
            return (
              <li key={item.name}>
                <svg width="22" height="8">
                  <line x1="1" x2="21" y1="4" y2="4" stroke={style.color} strokeWidth="3" strokeDasharray={style.dash} />
                </svg>
                {item.name}
              </li>
            );
          })}
        </Legend>
      )}
    </ChartFigure>
  );
}
