import { LegendList } from '@x4i/shared';
import { COMPENSATION_MESSAGES, type PayRow } from '@x4i/shared/contracts';
import { styled, useTheme } from 'styled-components';
import { numberFormat } from '@x4i/shared/domain';
import { formatPay, isShown } from '../domain/pay-format';
import { payAxis } from '../domain/pay-scale';

// A narrow drawing, so that its 14 px text stays readable when it is scaled down to a phone's width.
const WIDTH = 440;
const LABEL_WIDTH = 150;
const RIGHT = 24;
const ROW = 34;
const AXIS = 28;

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 640px;
  height: auto;
  font-size: 14px;

  text {
    fill: ${({ theme }) => theme.colors.text};
  }
`;

const Legend = styled(LegendList)`
  svg {
    margin-right: 6px;
    vertical-align: middle;
  }
`;

const compactDollars = () => numberFormat({ style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });

/**
 * Each group's pay as a range: a bar from the 25th to the 75th percentile, a mark at the median and a dot at the
 * 90th percentile, on one dollar axis. Plain SVG computed here, so it renders on the server; a suppressed group
 * says so instead of a bar. The table beside it holds the same figures.
 */
export function PayRangeChart({ title, rows }: { title: string; rows: readonly PayRow[] }) {
  const theme = useTheme();
  const { max, ticks } = payAxis(Math.max(0, ...rows.filter(isShown).map((row) => row.p90!)));
  const x = (value: number) => LABEL_WIDTH + (value / max) * (WIDTH - LABEL_WIDTH - RIGHT);
  const height = rows.length * ROW + AXIS + 8;
  // About 8 px a character at 14 px: a longer label is cut here, and read whole in the group's title and the table.
  const clip = (label: string) => (label.length > 17 ? `${label.slice(0, 16)}…` : label);

  return (
    <figure style={{ margin: 0 }}>
      <Svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={`${title}: 25th to 75th percentile, median and 90th percentile of each group`}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={4} y2={rows.length * ROW + 4} stroke={theme.colors.border} />
            <text x={x(tick)} y={rows.length * ROW + AXIS - 6} textAnchor="middle">
              {compactDollars().format(tick)}
            </text>
          </g>
        ))}
        {rows.map((row, index) => {
          const middle = index * ROW + ROW / 2 + 4;
          return (
            <g key={row.key}>
              <title>
                {isShown(row)
                  ? `${row.label}: median ${formatPay(row.median!)}, 25th–75th percentile ${formatPay(row.p25!)}–${formatPay(row.p75!)}, 90th percentile ${formatPay(row.p90!)}`
                  : `${row.label}: ${COMPENSATION_MESSAGES.suppressed}`}
              </title>
              <text x={LABEL_WIDTH - 8} y={middle} textAnchor="end" dominantBaseline="middle">
                {clip(row.label)}
              </text>
              {isShown(row) ? (
                <>
                  <rect x={x(row.p25!)} y={middle - 8} width={Math.max(1, x(row.p75!) - x(row.p25!))} height={16} rx={3} fill={theme.colors.info} />
                  <line x1={x(row.median!)} x2={x(row.median!)} y1={middle - 12} y2={middle + 12} stroke={theme.colors.secondary} strokeWidth={3} />
                  <circle cx={x(row.p90!)} cy={middle} r={5} fill={theme.colors.primaryStrong} />
                </>
              ) : (
                <text x={LABEL_WIDTH + 4} y={middle} dominantBaseline="middle" fontStyle="italic">
                  {COMPENSATION_MESSAGES.suppressed}
                </text>
              )}
            </g>
          );
        })}
      </Svg>
      <Legend aria-hidden="true">
        <li>
          <svg width="22" height="14">
            <rect x="1" y="3" width="20" height="8" rx="2" fill={theme.colors.info} />
          </svg>
          25th to 75th percentile
        </li>
        <li>
          <svg width="10" height="16">
            <line x1="5" x2="5" y1="1" y2="15" stroke={theme.colors.secondary} strokeWidth="3" />
          </svg>
          Median
        </li>
        <li>
          <svg width="12" height="12">
            <circle cx="6" cy="6" r="5" fill={theme.colors.primaryStrong} />
          </svg>
          90th percentile
        </li>
      </Legend>
    </figure>
  );
}
