import { LegendList, UsMapScaleLegend } from '@x4i/shared';
import { rangeClassOf, scaleClassOf, scalePalette, type MapScale } from '@x4i/shared/domain';
import { type ReportCountyMapSection } from '@x4i/shared/contracts';
import { useId, useMemo } from 'react';
import { styled, useTheme } from 'styled-components';

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
`;

const Legend = styled(LegendList)`
  svg {
    margin-right: 6px;
    vertical-align: middle;
  }
`;

export interface CountyMapProps {
  section: ReportCountyMapSection;
  formatValue: (value: number) => string;
  scale: MapScale;
}

/**
 * The counties of a state, drawn from the paths the server projected: each county with a value (or marked a
 * desert) is a labelled image; a service desert is hatched and outlined, and says so in its label and in the
 * legend, so that it does not rest on colour alone. The page's county of interest is outlined.
 */
export function CountyMap({ section, formatValue, scale }: CountyMapProps) {
  const theme = useTheme();
  // An id safe inside url(#…).
  const patternId = `desert-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const palette = useMemo(() => scalePalette(theme.colors.white, theme.colors.secondary), [theme]);
  const values = useMemo(
    () => Object.fromEntries(section.areas.flatMap((area) => (area.value === null ? [] : [[area.fips, area.value] as const]))),
    [section.areas],
  );
  const numbers = Object.values(values);
  const max = Math.max(0, ...numbers);
  const min = Math.min(...numbers);
  const fillOf = (value: number | null) =>
    value === null ? theme.colors.white : palette[scale === 'range' ? rangeClassOf(value, min, max) : scaleClassOf(value, max)]!;
  const labelOf = (area: ReportCountyMapSection['areas'][number]) =>
    `${area.name}: ${area.value === null ? 'no organization' : formatValue(area.value)}${area.desert ? ', service desert' : ''}`;
  const deserts = section.areas.filter((area) => area.desert);
  const focus = section.focusFips ? section.areas.find((area) => area.fips === section.focusFips) : undefined;
  const { width, height } = section.viewBox;

  return (
    <div>
      <Svg viewBox={`0 0 ${width} ${height}`} role="group" aria-label={section.title}>
        <defs>
          <pattern id={patternId} patternUnits="userSpaceOnUse" width="8" height="8" patternTransform="rotate(45)">
            <line x1="0" y1="0" x2="0" y2="8" stroke={theme.colors.primaryStrong} strokeWidth="3" />
          </pattern>
        </defs>
        {section.areas.map((area) => {
          const labelled = area.value !== null || area.desert;
          return (
            <path
              key={area.fips}
              d={area.d}
              data-fips={area.fips}
              fill={fillOf(area.value)}
              stroke={area.value === null ? theme.colors.border : theme.colors.white}
              strokeWidth={1}
              strokeLinejoin="round"
              {...(labelled ? { role: 'img', 'aria-label': labelOf(area) } : { 'aria-hidden': true })}
            >
              {labelled && <title>{labelOf(area)}</title>}
            </path>
          );
        })}
        {deserts.map((area) => (
          <path
            key={`desert-${area.fips}`}
            d={area.d}
            fill={`url(#${patternId})`}
            stroke={theme.colors.primaryStrong}
            strokeWidth={2.5}
            strokeLinejoin="round"
            pointerEvents="none"
            aria-hidden="true"
          />
        ))}
        {focus && <path d={focus.d} fill="none" stroke={theme.colors.text} strokeWidth={4} strokeLinejoin="round" pointerEvents="none" aria-hidden="true" />}
      </Svg>
      <UsMapScaleLegend values={values} label={section.unit} formatBound={formatValue} scale={scale} noDataLabel="No value" />
      {(section.desertLegend || focus) && (
        <Legend aria-label="Map marks">
          {section.desertLegend && (
            <li>
              <svg width="18" height="14" aria-hidden="true">
                <rect x="1" y="1" width="16" height="12" fill={`url(#${patternId})`} stroke={theme.colors.primaryStrong} strokeWidth="2" />
              </svg>
              {`${section.desertLegend} (${deserts.length} ${deserts.length === 1 ? 'county' : 'counties'})`}
            </li>
          )}
          {focus && (
            <li>
              <svg width="18" height="14" aria-hidden="true">
                <rect x="1.5" y="1.5" width="15" height="11" fill="none" stroke={theme.colors.text} strokeWidth="3" />
              </svg>
              {`Thick outline: ${focus.name}`}
            </li>
          )}
        </Legend>
      )}
    </div>
  );
}
