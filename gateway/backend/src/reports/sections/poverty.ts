import type { ReportSection } from '@x4i/shared/contracts';
import type { PovertyRow } from '../indicator-tables.js';
import { SAIPE_SOURCE, withYear } from '../report-sources.js';
import { inPlace, latest, placeName, stateValues } from './section-kit.js';

/** Counties shown for a state: the highest poverty rates first. */
export const TOP_COUNTIES = 15;

/**
 * SAIPE (all ages): the poverty rate of every state, with the nation's; the selection's people in poverty; and,
 * for a state, its counties with the highest rates.
 */
export function povertySections(rows: readonly PovertyRow[], state: string | null): ReportSection[] {
  const year = latest(rows.map((row) => row.year));
  if (year === null) return [];
  const source = withYear(SAIPE_SOURCE, String(year));
  const ofYear = rows.filter((row) => row.year === year);
  const nation = ofYear.find((row) => row.geoLevel === 'nation');
  const sections: ReportSection[] = [
    {
      kind: 'state-map',
      id: 'poverty-rate-by-state',
      title: 'Poverty rate by state',
      description: `The share of people of all ages living below the federal poverty threshold in ${year}, as estimated by the Census Bureau's SAIPE program. Higher means more people in poverty.`,
      source,
      unit: '% of people (all ages)',
      format: 'percent',
      decimals: 1,
      values: stateValues(
        ofYear.filter((row) => row.geoLevel === 'state'),
        (row) => row.stateCode,
        (row) => row.povertyRatePct,
      ),
      national: nation?.povertyRatePct ?? null,
    },
  ];

  const selected = state ? ofYear.find((row) => row.geoLevel === 'state' && row.stateCode === state) : nation;
  if (selected?.peopleInPoverty != null) {
    sections.push({
      kind: 'figures',
      id: 'people-in-poverty',
      title: `People in poverty ${inPlace(state)}`,
      description: `How many people, of all ages, lived below the poverty threshold in ${year}, and their share of the population.`,
      source,
      unit: 'people in poverty',
      format: 'count',
      decimals: 0,
      figures: [
        { label: 'People in poverty', value: selected.peopleInPoverty, format: 'count', decimals: 0 },
        ...(selected.povertyRatePct === null ? [] : [{ label: 'Poverty rate', value: selected.povertyRatePct, format: 'percent' as const, decimals: 1 }]),
      ],
    });
  }

  if (state) {
    const counties = ofYear
      .filter((row): row is PovertyRow & { povertyRatePct: number } => row.geoLevel === 'county' && row.stateCode === state && row.povertyRatePct !== null)
      .sort((a, b) => b.povertyRatePct - a.povertyRatePct || a.areaName.localeCompare(b.areaName))
      .slice(0, TOP_COUNTIES);
    if (counties.length > 0) {
      sections.push({
        kind: 'bars',
        id: 'poverty-rate-by-county',
        title: `Counties of ${placeName(state)} with the highest poverty rate`,
        description: `The ${counties.length === TOP_COUNTIES ? `${TOP_COUNTIES} counties` : 'counties'} of ${placeName(state)} with the highest share of people in poverty in ${year}, highest first.`,
        source,
        unit: '% of people (all ages)',
        format: 'percent',
        decimals: 1,
        categoryLabel: 'County',
        bars: counties.map((row) => ({ label: row.areaName, value: row.povertyRatePct })),
      });
    }
  }
  return sections;
}
