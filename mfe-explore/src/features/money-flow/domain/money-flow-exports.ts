import { incomeBucketLabel, UN_SDG_GOALS, usStateName, type ExportedTable, type ExportSource } from '@x4i/shared/domain';
import type { MoneyFlowFilters, MoneyFlowResponse } from '@x4i/shared/contracts';
import { coverageDetails, MONEY_FLOW_SOURCE_NAME } from './money-flow-text';

/** The page's filters in words, for a download's title: ' (goal: No Poverty; income: Small: Less than $1M)'. */
export function filtersText(filters: MoneyFlowFilters, withState: boolean): string {
  const parts: string[] = [];
  const goal = filters.unsdg ? UN_SDG_GOALS.find((entry) => entry.value === filters.unsdg)?.label : undefined;
  if (goal) parts.push(`goal: ${goal}`);
  if (filters.incomeBuckets.length > 0) parts.push(`income: ${filters.incomeBuckets.map(incomeBucketLabel).join(', ')}`);
  if (withState && filters.state) parts.push(`state: ${usStateName(filters.state)}`);
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}

function source(data: MoneyFlowResponse): ExportSource {
  return { name: MONEY_FLOW_SOURCE_NAME, year: coverageDetails(data.coverage).replace(/^, /, ''), url: data.coverage.sourceUrl };
}

/** Every covered state's organizations and income under the goal and bucket filters (the map's figures). */
export function stateExport(data: MoneyFlowResponse): ExportedTable {
  const states = Object.keys(data.orgCounts).sort((a, b) => usStateName(a).localeCompare(usStateName(b)));
  return {
    title: `Organizations and income by state${filtersText(data.filters, false)}`,
    header: ['State', 'Code', 'Organizations', 'Income (USD)'],
    rows: states.map((code) => [usStateName(code), code, data.orgCounts[code] ?? 0, data.stateIncome[code] ?? 0]),
    sources: [source(data)],
  };
}

/** The four income buckets under every filter, the state's included; a bucket left out by the filter has no figures. */
export function bucketExport(data: MoneyFlowResponse): ExportedTable {
  return {
    title: `Organizations and income by income bucket${filtersText(data.filters, true)}`,
    header: ['Income bucket', 'Organizations', 'Income (USD)'],
    rows: data.allIncomeBuckets.map((bucket) => [bucket.label, bucket.selected ? bucket.orgCount : null, bucket.selected ? bucket.income : null]),
    sources: [source(data)],
  };
}
