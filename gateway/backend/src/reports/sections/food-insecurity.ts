import type { ReportSection, ReportTimeSeriesSection } from '@x4i/shared/contracts';
import { NATION, type FoodInsecurityRow } from '../indicator-tables.js';
import { USDA_FOOD_SECURITY_SOURCE, withYear, yearSpan } from '../report-sources.js';
import { earliest, latest, NATION_NAME, placeName, stateValues } from './section-kit.js';

/** '2021-2023' → '2021–2023', as the pages write a span. */
const periodLabel = (row: FoodInsecurityRow) => yearSpan(row.firstYear, row.lastYear);

function seriesOf(rows: readonly FoodInsecurityRow[], stateCode: string, name: string): ReportTimeSeriesSection['series'][number] | null {
  const points = rows
    .filter((row): row is FoodInsecurityRow & { foodInsecurityPct: number } => row.stateCode === stateCode && row.foodInsecurityPct !== null)
    .sort((a, b) => a.firstYear - b.firstYear)
    .map((row) => ({ x: periodLabel(row), y: row.foodInsecurityPct }));
  return points.length > 0 ? { name, points } : null;
}

/**
 * USDA ERS household food insecurity: every state over the latest three years, with the nation's; and the
 * nation's (and the selected state's) over every published period.
 */
export function foodInsecuritySections(rows: readonly FoodInsecurityRow[], state: string | null): ReportSection[] {
  const lastYear = latest(rows.map((row) => row.lastYear));
  const firstYear = earliest(rows.map((row) => row.firstYear));
  if (lastYear === null || firstYear === null) return [];
  const current = rows.filter((row) => row.lastYear === lastYear);
  const period = periodLabel(current[0]!);
  const series = [seriesOf(rows, NATION, NATION_NAME), state ? seriesOf(rows, state, placeName(state)) : null].filter((item) => item !== null);
  return [
    {
      kind: 'state-map',
      id: 'food-insecurity-by-state',
      title: 'Food insecurity by state',
      description: `The share of households that were food insecure at some time during the year (unable to be sure of enough food for everyone), averaged over ${period} because one year's state sample is small.`,
      source: withYear(USDA_FOOD_SECURITY_SOURCE, period),
      unit: '% of households',
      format: 'percent',
      decimals: 1,
      values: stateValues(current, (row) => row.stateCode, (row) => row.foodInsecurityPct),
      national: current.find((row) => row.stateCode === NATION)?.foodInsecurityPct ?? null,
    },
    {
      kind: 'time-series',
      id: 'food-insecurity-over-time',
      title: 'Food insecurity over time',
      description: `The share of food-insecure households in each three-year period from ${yearSpan(firstYear, firstYear + 2)} to ${period}${state ? `, ${placeName(state)} beside the nation` : ''}.`,
      source: withYear(USDA_FOOD_SECURITY_SOURCE, yearSpan(firstYear, lastYear)),
      unit: '% of households',
      format: 'percent',
      decimals: 1,
      xLabel: 'Years',
      series,
    },
  ];
}
