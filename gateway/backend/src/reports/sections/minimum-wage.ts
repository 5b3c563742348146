import type { ReportSection, ReportTimeSeriesSection } from '@x4i/shared/contracts';
import type { MinimumWageRow } from '../indicator-tables.js';
import { DOL_MINIMUM_WAGE_SOURCE, withYear, yearSpan } from '../report-sources.js';
import { earliest, latest, placeName, stateValues } from './section-kit.js';

const FEDERAL = 'Federal minimum wage';

const dollars = (value: number) => `$${value.toFixed(2)}`;

/**
 * DOL minimum wage on January 1: the effective rate of every state in the latest year (the state's own rate, or
 * the federal one where that is higher or the state has none), in that year's dollars; and over the years in
 * 2020 dollars, so that 1968 and 2020 compare.
 */
export function minimumWageSections(rows: readonly MinimumWageRow[], state: string | null): ReportSection[] {
  const year = latest(rows.map((row) => row.year));
  const firstYear = earliest(rows.map((row) => row.year));
  if (year === null || firstYear === null) return [];
  const current = rows.filter((row) => row.year === year);
  const federal = current[0]!.federal;
  const withoutLaw = current.filter((row) => !row.hasStateLaw).length;

  const years = [...new Set(rows.map((row) => row.year))].sort((a, b) => a - b);
  const federalSeries = {
    name: FEDERAL,
    points: years.map((x) => ({ x: String(x), y: rows.find((row) => row.year === x)!.federal2020 })),
  };
  const stateRows = state ? rows.filter((row) => row.stateCode === state).sort((a, b) => a.year - b.year) : [];
  const series: ReportTimeSeriesSection['series'] =
    stateRows.length > 0
      ? [{ name: placeName(state), points: stateRows.map((row) => ({ x: String(row.year), y: row.effective2020 })) }, federalSeries]
      : [federalSeries];

  return [
    {
      kind: 'state-map',
      id: 'minimum-wage-by-state',
      title: 'Minimum wage by state',
      description:
        `The minimum wage that applied on January 1, ${year}: the state's own rate, or the federal ${dollars(federal)} where that is higher or the state has no minimum wage law` +
        (withoutLaw > 0 ? ` (${withoutLaw} ${withoutLaw === 1 ? 'state' : 'states'} had none)` : '') +
        '. The national figure is the federal minimum wage.',
      source: withYear(DOL_MINIMUM_WAGE_SOURCE, String(year)),
      unit: `dollars an hour (nominal, January 1, ${year})`,
      format: 'currency',
      decimals: 2,
      values: stateValues(current, (row) => row.stateCode, (row) => row.effective),
      national: federal,
    },
    {
      kind: 'time-series',
      id: 'minimum-wage-over-time',
      title: 'Minimum wage over time',
      description: `${state && stateRows.length > 0 ? `The minimum wage that applied in ${placeName(state)} beside the federal minimum wage` : 'The federal minimum wage'} on January 1 of each year from ${firstYear} to ${year}, in 2020 dollars (adjusted with the consumer price index, CPI-U).`,
      source: withYear(DOL_MINIMUM_WAGE_SOURCE, yearSpan(firstYear, year)),
      unit: 'dollars an hour (2020 dollars)',
      format: 'currency',
      decimals: 2,
      xLabel: 'Year',
      series,
    },
  ];
}
