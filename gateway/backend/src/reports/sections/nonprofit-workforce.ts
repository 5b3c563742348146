import type { ReportSection } from '@x4i/shared/contracts';
import { NATION, type NonprofitWorkforceRow } from '../indicator-tables.js';
import { BLS_QCEW_SOURCE, withYear, yearSpan } from '../report-sources.js';
import { earliest, inPlace, latest, placeName, stateValues } from './section-kit.js';

/**
 * BLS QCEW research data on 501(c)(3) employers (total private): the nonprofit share of private employment in
 * every state in the latest year; nonprofit employment of the selection over the years; and its key figures.
 */
export function nonprofitWorkforceSections(rows: readonly NonprofitWorkforceRow[], state: string | null): ReportSection[] {
  const year = latest(rows.map((row) => row.year));
  const firstYear = earliest(rows.map((row) => row.year));
  if (year === null || firstYear === null) return [];
  const current = rows.filter((row) => row.year === year);
  const place = state ?? NATION;
  const ofPlace = rows.filter((row) => row.stateCode === place).sort((a, b) => a.year - b.year);
  const selected = ofPlace.find((row) => row.year === year);
  const source = withYear(BLS_QCEW_SOURCE, String(year));
  const sections: ReportSection[] = [
    {
      kind: 'state-map',
      id: 'nonprofit-employment-share-by-state',
      title: 'Nonprofit share of private employment',
      description: `The share of private-sector jobs in ${year} that were at 501(c)(3) nonprofit employers, from the BLS Quarterly Census of Employment and Wages matched with IRS records.`,
      source,
      unit: '% of private employment',
      format: 'percent',
      decimals: 1,
      values: stateValues(current, (row) => row.stateCode, (row) => row.npoSharePct),
      national: current.find((row) => row.stateCode === NATION)?.npoSharePct ?? null,
    },
  ];
  const points = ofPlace.flatMap((row) => (row.npoEmployment === null ? [] : [{ x: String(row.year), y: row.npoEmployment }]));
  if (points.length > 0) {
    sections.push({
      kind: 'time-series',
      id: 'nonprofit-employment-over-time',
      title: 'Nonprofit employment over time',
      description: `Jobs at 501(c)(3) nonprofit employers ${inPlace(state)}, as a yearly average, ${firstYear} to ${year}.`,
      source: withYear(BLS_QCEW_SOURCE, yearSpan(firstYear, year)),
      unit: 'jobs',
      format: 'count',
      decimals: 0,
      xLabel: 'Year',
      series: [{ name: placeName(state), points }],
    });
  }
  if (selected) {
    const figures = [
      { label: 'Nonprofit jobs', value: selected.npoEmployment, format: 'count' as const, decimals: 0 },
      { label: 'Nonprofit establishments', value: selected.npoEstablishments, format: 'count' as const, decimals: 0 },
      { label: 'Average annual wage at nonprofits', value: selected.npoAverageWage, format: 'currency' as const, decimals: 0 },
    ].flatMap((figure) => (figure.value === null ? [] : [{ ...figure, value: figure.value }]));
    if (figures.length > 0) {
      sections.push({
        kind: 'figures',
        id: 'nonprofit-workforce',
        title: `Nonprofit workforce ${inPlace(state)}`,
        description: `501(c)(3) nonprofit employers in ${year}: their jobs (annual average), establishments, and the average annual wage they paid.`,
        source,
        unit: 'jobs',
        format: 'count',
        decimals: 0,
        figures,
      });
    }
  }
  return sections;
}
