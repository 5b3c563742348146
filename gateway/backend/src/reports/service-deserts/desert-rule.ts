/**
 * Which counties are service deserts: the need of each county (people in poverty) against the supply of
 * organisations offering the service there. Written once here, and said on the page in the words of DESERT_RULE.
 */

/** The share of the counties with organisations whose need per organisation marks them as deserts: the top quarter. */
export const DESERT_SHARE = 0.25;

export const DESERT_RULE =
  'A county is a service desert when it has people in poverty but no organization offering the service, or when its ' +
  'people in poverty per organization are among the highest quarter of the counties that have organizations (the ' +
  'highest quarter of n counties is the top n ÷ 4, rounded up, and any county tied with the last of them). A county ' +
  'whose supply is not known is neither ranked nor marked.';

export interface CountyNeedSupply {
  fips: string;
  name: string;
  /** People in poverty; null when not estimated. */
  need: number | null;
  /** Organisations offering the service; null when not known (not published). */
  supply: number | null;
}

export type DesertReason = 'no-organization' | 'top-quarter';

export interface RankedCounty extends CountyNeedSupply {
  /** 1 for the county with the most need per organisation; null for a county with no known need or supply. */
  rank: number | null;
  /** Null when there is nothing to divide (no known need or supply, or no organisation). */
  needPerOrganization: number | null;
  desert: DesertReason | null;
}

const known = (value: number | null): value is number => value !== null && Number.isFinite(value);

/**
 * Every county, ranked by need per organisation, highest first: counties with need and no organisation come first
 * (the most people in poverty first), then the rest by people in poverty per organisation; counties whose need or
 * supply is not known follow unranked, by name.
 */
export function rankCounties(counties: readonly CountyNeedSupply[]): RankedCounty[] {
  const withoutSupply: RankedCounty[] = [];
  const withSupply: RankedCounty[] = [];
  const unknown: RankedCounty[] = [];
  for (const county of counties) {
    if (!known(county.need) || !known(county.supply)) unknown.push({ ...county, rank: null, needPerOrganization: null, desert: null });
    else if (county.supply === 0) withoutSupply.push({ ...county, rank: null, needPerOrganization: null, desert: county.need > 0 ? 'no-organization' : null });
    else withSupply.push({ ...county, rank: null, needPerOrganization: county.need / county.supply, desert: null });
  }
  withoutSupply.sort((a, b) => b.need! - a.need! || a.name.localeCompare(b.name));
  withSupply.sort((a, b) => b.needPerOrganization! - a.needPerOrganization! || a.name.localeCompare(b.name));
  const topQuarter = Math.ceil(withSupply.length * DESERT_SHARE);
  const cutoff = topQuarter > 0 ? withSupply[topQuarter - 1]!.needPerOrganization! : Infinity;
  for (const county of withSupply) if (county.needPerOrganization! >= cutoff) county.desert = 'top-quarter';
  unknown.sort((a, b) => a.name.localeCompare(b.name));
  return [...withoutSupply, ...withSupply, ...unknown].map((county, index) => ({
    ...county,
    rank: index < withoutSupply.length + withSupply.length ? index + 1 : null,
  }));
}
