import { scaleBand, scaleLinear } from 'd3-scale';
import { styled, useTheme } from 'styled-components';

const WIDTH = 720;
const ROW = 28;
const LABEL_WIDTH = 280;
const VALUE_WIDTH = 88;

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 820px;
  height: auto;
  font-size: 13px;

  text {
    fill: ${({ theme }) => theme.colors.text};
  }
`;

export interface BarChartProps {
  title: string;
  bars: readonly { label: string; value: number }[];
  formatValue: (value: number) => string;
}

/** Horizontal bars with their labels and values, as plain SVG (d3-scale only), so it renders on the server too. */
export function BarChart({ title, bars, formatValue }: BarChartProps) {
  const theme = useTheme();
  const height = bars.length * ROW + 8;
  const y = scaleBand<string>()
    .domain(bars.map((bar, index) => `${index}`))
    .range([4, height - 4])
    .padding(0.2);
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const x = scaleLinear()
    .domain([0, max || 1])
    .range([LABEL_WIDTH, WIDTH - VALUE_WIDTH]);
  // About 7 px a character at 13 px: a label longer than the column is cut, its whole text in the tooltip and the table.
  const clip = (label: string) => (label.length > 36 ? `${label.slice(0, 35)}…` : label);

  return (
    <Svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={title}>
      {bars.map((bar, index) => {
        const top = y(`${index}`) ?? 0;
        const middle = top + y.bandwidth() / 2;
        return (
          <g key={`${bar.label}-${index}`}>
            <text x={LABEL_WIDTH - 8} y={middle} textAnchor="end" dominantBaseline="middle">
              <title>{bar.label}</title>
              {clip(bar.label)}
            </text>
            <rect x={LABEL_WIDTH} y={top} width={Math.max(0, x(bar.value) - LABEL_WIDTH)} height={y.bandwidth()} fill={theme.colors.secondary} rx={2} />
            <text x={x(bar.value) + 6} y={middle} dominantBaseline="middle">
              {formatValue(bar.value)}
            </text>
          </g>
        );
      })}
    </Svg>
  );
}
