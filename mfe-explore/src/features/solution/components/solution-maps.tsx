import { UsMap, UsMapScaleLegend } from '@x4i/shared';
import { abbreviateNumber, formatCount, usStateName } from '@x4i/shared/domain';
import { styled } from 'styled-components';

const Maps = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: 24px;
`;

const Legend = styled.ul`
  display: grid;
  gap: 4px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.9375rem;
`;

const Swatch = styled.span`
  display: inline-block;
  width: 14px;
  height: 14px;
  margin-right: 6px;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.secondary};
  vertical-align: middle;
`;

const names = (codes: readonly string[]) => codes.map((code) => usStateName(code)).join(', ');
const organizations = (value: number) => `${formatCount(value)} ${value === 1 ? 'organization' : 'organizations'}`;

export interface SolutionMapsProps {
  name: string;
  /** Lower-case codes of the primary area. */
  primaryArea: readonly string[];
  /** Lower-case codes of the user's state votes. */
  stateVotes: readonly string[];
  /** The primary area and the state votes together (SPEC 3 combinedGeoArea). */
  combinedArea: readonly string[];
  /** Organisations using the solution per state. */
  associations: Readonly<Record<string, number>>;
}

/**
 * Where the solution works (the primary area plus the user's state votes, highlighted) and where organisations
 * use it (shaded by count), each with its legend; the legend also names the states, for those who cannot see the
 * map.
 */
export function SolutionMaps({ name, primaryArea, stateVotes, combinedArea, associations }: SolutionMapsProps) {
  const votesOnly = stateVotes.filter((code) => !primaryArea.includes(code));
  const area = Object.fromEntries(combinedArea.map((code) => [code, 1]));
  return (
    <Maps>
      <UsMap
        title={`Where ${name} works`}
        values={area}
        mode="highlight"
        formatValue={() => 'in the area'}
        legend={
          <Legend aria-label="Legend">
            <li>
              <Swatch aria-hidden="true" />
              Primary area: {primaryArea.length > 0 ? names(primaryArea) : 'none given'}
            </li>
            {votesOnly.length > 0 && (
              <li>
                <Swatch aria-hidden="true" />
                Added by your state votes: {names(votesOnly)}
              </li>
            )}
          </Legend>
        }
      />
      {Object.keys(associations).length > 0 && (
        <UsMap
          title={`Organizations using ${name}, by state`}
          values={associations}
          mode="scale"
          formatValue={organizations}
          legend={<UsMapScaleLegend values={associations} formatBound={abbreviateNumber} label="Organizations per state" />}
        />
      )}
    </Maps>
  );
}
