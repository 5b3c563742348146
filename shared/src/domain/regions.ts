/** Census regions (SPEC 3 Regions), as the money-flow and compensation filters send them. */
export const CENSUS_REGIONS = ['MIDWEST', 'NORTHEAST', 'SOUTH', 'WEST'] as const;

export type CensusRegion = (typeof CENSUS_REGIONS)[number];

export const CENSUS_REGION_LABELS: Readonly<Record<CensusRegion, string>> = {
  MIDWEST: 'Midwest',
  NORTHEAST: 'Northeast',
  SOUTH: 'South',
  WEST: 'West',
};

export function isCensusRegion(value: string): value is CensusRegion {
  return (CENSUS_REGIONS as readonly string[]).includes(value);
}
