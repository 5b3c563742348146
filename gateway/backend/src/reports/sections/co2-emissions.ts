import type { ReportSection } from '@x4i/shared/contracts';
import { US_STATES } from '@x4i/shared/domain';
import type { Co2EmissionsRow } from '../indicator-tables.js';
import { EIA_CO2_SOURCE, withYear, yearSpan } from '../report-sources.js';
import { earliest, latest, placeName, stateValues } from './section-kit.js';

/** EIA's own unit: the file carries metric tons (million metric tons × 10⁶). */
const MILLION = 1_000_000;
const UNIT = 'million metric tons of energy-related CO2';
const SUM_OF_STATES = 'Sum of the 50 states and DC';

/**
 * EIA energy-related CO2 emissions: every state in the latest year; and over the years, the selected state or
 * the sum of the states (the file has no national row, so the sum is named as such, and counted only in years
 * where every state has a value).
 */
export function co2EmissionsSections(rows: readonly Co2EmissionsRow[], state: string | null): ReportSection[] {
  const year = latest(rows.map((row) => row.year));
  const firstYear = earliest(rows.map((row) => row.year));
  if (year === null || firstYear === null) return [];
  const years = [...new Set(rows.map((row) => row.year))].sort((a, b) => a - b);
  const stateRows = state ? rows.filter((row) => row.stateCode === state).sort((a, b) => a.year - b.year) : [];
  const series =
    stateRows.length > 0
      ? { name: placeName(state), points: stateRows.map((row) => ({ x: String(row.year), y: row.metricTons / MILLION })) }
      : {
          name: SUM_OF_STATES,
          points: years.flatMap((x) => {
            const ofYear = rows.filter((row) => row.year === x && US_STATES.some((s) => s.code === row.stateCode));
            return ofYear.length === US_STATES.length ? [{ x: String(x), y: ofYear.reduce((sum, row) => sum + row.metricTons, 0) / MILLION }] : [];
          }),
        };
  return [
    {
      kind: 'state-map',
      id: 'co2-emissions-by-state',
      title: 'Energy-related CO2 emissions by state',
      description: `Carbon dioxide emitted in ${year} by burning fuels for energy in each state (power, transport, industry, buildings). It leaves out other greenhouse gases and emissions that do not come from energy.`,
      source: withYear(EIA_CO2_SOURCE, String(year)),
      unit: UNIT,
      format: 'rate',
      decimals: 1,
      values: stateValues(
        rows.filter((row) => row.year === year),
        (row) => row.stateCode,
        (row) => row.metricTons / MILLION,
      ),
      national: null,
    },
    {
      kind: 'time-series',
      id: 'co2-emissions-over-time',
      title: 'Energy-related CO2 emissions over time',
      description: `Energy-related CO2 emissions of ${stateRows.length > 0 ? placeName(state) : 'the 50 states and DC together'} each year from ${firstYear} to ${year}.`,
      source: withYear(EIA_CO2_SOURCE, yearSpan(firstYear, year)),
      unit: UNIT,
      format: 'rate',
      decimals: 1,
      xLabel: 'Year',
      series: series.points.length > 0 ? [series] : [],
    },
  ];
}
