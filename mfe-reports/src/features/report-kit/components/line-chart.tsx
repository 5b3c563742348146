import { LegendList } from '@x4i/shared';
import { scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import { styled, useTheme } from 'styled-components';

const WIDTH = 640;
const HEIGHT = 300;
const MARGIN = { top: 16, right: 16, bottom: 40, left: 64 };

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  font-size: 12px;

  text {
    fill: ${({ theme }) => theme.colors.text};
  }
`;

const Legend = styled(LegendList)`
  span {
    display: inline-block;
    width: 16px;
    height: 4px;
    margin-right: 6px;
    vertical-align: middle;
  }
`;

export interface LineChartProps {
  /** Accessible name; the table beside the chart holds the values. */
  title: string;
  series: readonly { name: string; points: readonly { x: string; y: number }[] }[];
  formatY: (value: number) => string;
}

/** At most this many x labels, evenly spread, so that 50 years stay readable on a phone. */
const MAX_X_LABELS = 8;

/**
 * Lines over ordered x labels (years or year ranges), drawn as plain SVG by d3-scale and d3-shape: nothing needs
 * the browser, so the same markup renders on the server.
 */
export function LineChart({ title, series, formatY }: LineChartProps) {
  const theme = useTheme();
  const colors = [theme.colors.secondary, theme.colors.primary, theme.colors.textMuted];
  const xs: string[] = [];
  for (const item of series) for (const point of item.points) if (!xs.includes(point.x)) xs.push(point.x);
  const ys = series.flatMap((item) => item.points.map((point) => point.y));
  const x = scalePoint<string>().domain(xs).range([MARGIN.left, WIDTH - MARGIN.right]).padding(0.2);
  const y = scaleLinear()
    .domain([Math.min(0, ...ys), Math.max(0, ...ys)])
    .nice()
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const path = line<{ x: string; y: number }>()
    .x((point) => x(point.x) ?? 0)
    .y((point) => y(point.y));
  const step = Math.max(1, Math.ceil(xs.length / MAX_X_LABELS));

  return (
    <figure style={{ margin: 0 }}>
      <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title}>
        {y.ticks(5).map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke={theme.colors.border} />
            <text x={MARGIN.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
              {formatY(tick)}
            </text>
          </g>
        ))}
        {xs.map((label, index) =>
          // Counted from the last label, so that the latest period is always named and the spacing stays even.
          (xs.length - 1 - index) % step === 0 ? (
            <text key={label} x={x(label)} y={HEIGHT - MARGIN.bottom + 20} textAnchor="middle">
              {label}
            </text>
          ) : null,
        )}
        {series.map((item, index) => (
          <g key={item.name}>
            <path d={path([...item.points]) ?? ''} fill="none" stroke={colors[index % colors.length]} strokeWidth={2.5} />
            {item.points.length === 1 && <circle cx={x(item.points[0]!.x)} cy={y(item.points[0]!.y)} r={4} fill={colors[index % colors.length]} />}
          </g>
        ))}
      </Svg>
      {series.length > 1 && (
        <Legend aria-hidden="true">
          {series.map((item, index) => (
            <li key={item.name}>
              <span style={{ background: colors[index % colors.length] }} />
              {item.name}
            </li>
          ))}
        </Legend>
      )}
    </figure>
  );
}
