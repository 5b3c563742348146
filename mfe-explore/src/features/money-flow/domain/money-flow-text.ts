import { abbreviateNumber, coveredStatesText, formatCount, formatIsoDate, listFormat, usStateName } from '@x4i/shared/domain';
import { type MoneyFlowCoverage } from '@x4i/shared/contracts';

/** Money at a glance (SPEC 5 '0a'): $2B, $845K, -$11K, $0. */
export function formatDollars(value: number): string {
  return `${value < 0 ? '-' : ''}$${abbreviateNumber(Math.abs(value))}`;
}

export function formatOrganizations(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'organization' : 'organizations'}`;
}

const conjunction = () => listFormat({ type: 'conjunction' });

export const MONEY_FLOW_SOURCE_NAME = 'IRS Exempt Organizations Business Master File';

/**
 * What follows the source's name on the coverage line: how many states, and the files' dates, the date most files
 * share first and the older or newer ones named (', 4 states, files dated April 13, 2026 (Oregon: March 6,
 * 2018)'). The international file is left out: the money flow does not count it.
 */
export function coverageDetails(coverage: MoneyFlowCoverage): string {
  const byDate = new Map<string, string[]>();
  for (const file of coverage.files) {
    if (file.region === 'INTL') continue;
    byDate.set(file.snapshotDate, [...(byDate.get(file.snapshotDate) ?? []), file.region]);
  }
  const [main, ...others] = [...byDate.entries()].sort((a, b) => b[1].length - a[1].length || b[0].localeCompare(a[0]));
  const date = (iso: string) => formatIsoDate(iso) ?? iso;
  const regionName = (region: string) => (/^EO\d$/.test(region) ? `IRS region ${region.slice(2)}` : usStateName(region));
  const dated = main
    ? `, files dated ${date(main[0])}${
        others.length > 0 ? ` (${others.map(([iso, regions]) => `${conjunction().format(regions.map(regionName))}: ${date(iso)}`).join('; ')})` : ''
      }`
    : '';
  return `, ${coveredStatesText(coverage.states)}${dated}`;
}

/** The whole coverage line. */
export function coverageText(coverage: MoneyFlowCoverage): string {
  return `${MONEY_FLOW_SOURCE_NAME}${coverageDetails(coverage)}`;
}
