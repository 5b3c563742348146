import { SelectField } from '@x4i/shared';
import { NTEE_MAJOR_GROUP_CODES, NTEE_MAJOR_GROUP_TITLES, UN_SDG_GOALS, usStateName, type LandscapeDefinition } from '@x4i/shared/domain';
import { styled } from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px 24px;
  margin: 0 0 24px;

  > * {
    min-width: 240px;
  }
`;

export interface LandscapePickersProps {
  landscape: LandscapeDefinition;
  state: string | null;
  county: string | null;
  group: string | null;
  goal: number | null;
  /** The counties of the chosen state the server can count; none hides the county choice. */
  counties: readonly { fips: string; name: string }[];
  onChange(change: { county?: string | null; group?: string | null; goal?: number | null }): void;
}

/** The choices beside the place: a county of the chosen state, the NTEE group, or the goal. */
export function LandscapePickers({ landscape, state, county, group, goal, counties, onChange }: LandscapePickersProps) {
  const showCounty = landscape.place.kind === 'chosen' && state !== null && counties.length > 0;
  if (!showCounty && landscape.pick === null) return null;
  return (
    <Row>
      {landscape.pick === 'ntee-group' && (
        <SelectField label="Field (NTEE major group)" value={group ?? ''} onChange={(event) => onChange({ group: event.target.value || null })}>
          <option value="">All fields</option>
          {NTEE_MAJOR_GROUP_CODES.map((code) => (
            <option key={code} value={code}>
              {code}: {NTEE_MAJOR_GROUP_TITLES[code]}
            </option>
          ))}
        </SelectField>
      )}
      {landscape.pick === 'goal' && (
        <SelectField label="UN goal" value={goal ?? ''} onChange={(event) => onChange({ goal: Number(event.target.value) || null })}>
          {UN_SDG_GOALS.map((entry) => (
            <option key={entry.position} value={entry.position}>
              Goal {entry.position}: {entry.label}
            </option>
          ))}
        </SelectField>
      )}
      {showCounty && (
        <SelectField label="County" value={county ?? ''} onChange={(event) => onChange({ county: event.target.value || null })}>
          <option value="">All of {usStateName(state)}</option>
          {counties.map((entry) => (
            <option key={entry.fips} value={entry.fips}>
              {entry.name}
            </option>
          ))}
        </SelectField>
      )}
    </Row>
  );
}
