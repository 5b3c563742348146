import { useMemo } from 'react';
import { styled, useTheme } from 'styled-components';
import { LegendList } from '../legend-list.js';
import { normalizeMapValues, rangeClassBounds, scaleClassBounds, scalePalette, type MapScale } from '../../domain/map-scale.js';
import { noDataLegendText, type UncoveredStates } from '../../domain/uncovered-states.js';
import { NO_DATA_SWATCH } from './no-data-fill.js';

const Swatch = styled.span<{ $fill: string }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  margin-right: 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 2px;
  background: ${({ $fill }) => $fill};
  vertical-align: middle;
`;

export interface UsMapScaleLegendProps {
  /** The same values as the map's. */
  values: Readonly<Record<string, number>>;
  /** How a bound reads, e.g. abbreviated ('12K'). */
  formatBound: (value: number) => string;
  /** The legend's own name, e.g. 'Organizations per state'. */
  label: string;
  /** Shown beside the empty swatch; default 'No data'. */
  noDataLabel?: string;
  /** The same scale as the map's. */
  scale?: MapScale;
  /** The same uncovered states as the map's: their hatched swatch, 'No data: <reason>'. */
  uncovered?: UncoveredStates | null;
}

/** The hatched entry of the states the source does not cover, when there are any. */
function UncoveredEntry({ uncovered }: { uncovered: UncoveredStates | null | undefined }) {
  if (!uncovered || uncovered.states.length === 0) return null;
  return (
    <li>
      <Swatch $fill={NO_DATA_SWATCH} aria-hidden="true" />
      {noDataLegendText(uncovered.reason)}
    </li>
  );
}

/** The shades of a 'scale' map with the values they stand for, and the empty shade. */
export function UsMapScaleLegend({ values, formatBound, label, noDataLabel = 'No data', scale = 'share-of-largest', uncovered }: UsMapScaleLegendProps) {
  const theme = useTheme();
  const palette = useMemo(() => scalePalette(theme.colors.white, theme.colors.secondary), [theme]);
  const numbers = [...normalizeMapValues(values).values()];
  const max = Math.max(0, ...numbers);
  if (scale === 'range') {
    const min = Math.min(...numbers);
    const bounds = numbers.length > 0 ? rangeClassBounds(min, max) : [];
    return (
      <LegendList aria-label={label}>
        {bounds.map((bound, index) => (
          <li key={index}>
            <Swatch $fill={palette[index + 1]!} aria-hidden="true" />
            {`${formatBound(index === 0 ? min : bounds[index - 1]!)} to ${formatBound(bound)}`}
          </li>
        ))}
        <li>
          <Swatch $fill={theme.colors.white} aria-hidden="true" />
          {noDataLabel}
        </li>
        <UncoveredEntry uncovered={uncovered} />
      </LegendList>
    );
  }
  const bounds = scaleClassBounds(max);
  return (
    <LegendList aria-label={label}>
      {numbers.some((value) => value <= 0) && (
        <li>
          <Swatch $fill={palette[0]!} aria-hidden="true" />
          {formatBound(0)}
        </li>
      )}
      {max > 0 &&
        bounds.map((bound, index) => (
          <li key={index}>
            <Swatch $fill={palette[index + 1]!} aria-hidden="true" />
            {index === 0 ? `Up to ${formatBound(bound)}` : `${formatBound(bounds[index - 1]!)} to ${formatBound(bound)}`}
          </li>
        ))}
      <li>
        <Swatch $fill={theme.colors.white} aria-hidden="true" />
        {noDataLabel}
      </li>
      <UncoveredEntry uncovered={uncovered} />
    </LegendList>
  );
}
